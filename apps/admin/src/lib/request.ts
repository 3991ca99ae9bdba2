import { IDEMPOTENCY_KEY_HEADER, STAFF_TOKEN_HEADER } from '@sankalp/contract';
import { config } from '../config.ts';
import { ApiError } from './api-error.ts';
import { currentApiLanguage, translate } from './i18n.ts';
import { clearStaffToken, getStaffToken } from './staff-session.ts';

export { ApiError, isApiError } from './api-error.ts';

export type AdminRequestOptions<T> = {
  /** The contract's response schema (an `envelope(...)`): the answer is parsed with it and its `data` returned. */
  schema: { parse: (body: unknown) => { data: T } };
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query string values; undefined, null and '' are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** A money action's Idempotency-Key (lib/attempt-key.ts): the same on a re-submit after no answer. */
  idempotencyKey?: string;
};

function withQuery(path: string, query: AdminRequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function errorFrom(res: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown; problems?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON (a proxy's error page): the status tells enough
  }
  const message =
    typeof body.message === 'string' && body.message.trim()
      ? body.message
      : translate('common:errors.httpStatus', 'Request failed ({{status}})', { status: res.status });
  const problems = Array.isArray(body.problems) ? body.problems.filter((p): p is string => typeof p === 'string') : [];
  return new ApiError(res.status, typeof body.code === 'string' ? body.code : 'HTTP_ERROR', message, problems);
}

/**
 * The one way the console calls its API (`/admin/api/v1` + path). Sends the staff token and the
 * console's language; returns the parsed `data`; throws ApiError otherwise. A 401 anywhere ends the
 * session here, so the shell goes back to sign-in (lib/staff-session.ts). No retries: staff see the
 * error and decide (a retried write could act twice).
 */
export async function adminRequest<T>(path: string, options: AdminRequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentApiLanguage() };
  const token = getStaffToken();
  if (token) headers[STAFF_TOKEN_HEADER] = token;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  // A JSON content type with an empty body is refused by the server, so a bodiless write sends {}.
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  let res: Response;
  try {
    res = await fetch(`${config.adminApiBase}${withQuery(path, options.query)}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller gave up (TanStack Query cancels): not an error to show
    throw new ApiError(0, 'NETWORK', translate('common:errors.network', 'Could not reach the server. Check the connection and try again.'));
  }
  if (res.status === 401) {
    clearStaffToken();
    throw await errorFrom(res);
  }
  if (!res.ok) throw await errorFrom(res);
  try {
    return options.schema.parse(await res.json()).data;
  } catch (error) {
    // Cancelled while the body was still arriving (the page moved on): not a wrong answer.
    if (options.signal?.aborted) throw error;
    console.error(`Unexpected response shape from ${path}`, error);
    throw new ApiError(res.status, 'INVALID_RESPONSE', translate('common:errors.invalidResponse', 'The server answered in an unexpected way.'));
  }
}

/**
 * Downloads a file the console API answers (a CSV, a receipt's PDF): a plain link cannot send the
 * staff token header, so the file is fetched here and handed to the browser as a blob, under the
 * name the server's Content-Disposition gives (else `fallbackName`). Refusals throw ApiError, as
 * adminRequest does.
 */
export async function adminDownload(path: string, fallbackName: string, query?: AdminRequestOptions<unknown>['query']): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': currentApiLanguage() };
  const token = getStaffToken();
  if (token) headers[STAFF_TOKEN_HEADER] = token;
  let res: Response;
  try {
    res = await fetch(`${config.adminApiBase}${withQuery(path, query)}`, { headers });
  } catch {
    throw new ApiError(0, 'NETWORK', translate('common:errors.network', 'Could not reach the server. Check the connection and try again.'));
  }
  if (res.status === 401) clearStaffToken();
  if (!res.ok) throw await errorFrom(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
