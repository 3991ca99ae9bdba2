import type { Language } from '@sankalp/contract';
import { ACCESS_TOKEN_HEADER_NAME, IDEMPOTENCY_KEY_HEADER_NAME, REQUEST_IN_FLIGHT_CODE } from './constants.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { config } from '../config.ts';
import { getLanguage } from './app-state.ts';
import { openLoginForServer } from './login-prompt.ts';
import { translate } from './i18n.ts';
import { endSessionLocally } from './session.ts';
import { getUserToken } from './storage.ts';
import { notify } from './toast.ts';

/**
 * The one way the site calls the API (spec §8 "Shared request helper").
 * Outcomes are values, not exceptions, so a view can tell "not found" from "failed":
 *  - 400: the body message (or 'Bad Request') is toasted; nothing returned.
 *  - 401/403: storage is cleared and the 'Please Login' modal flag set (also for a 200 carrying showModal).
 *  - 404: final, no toast: detail pages show their not-found state.
 *  - 429: final, its message toasted like a 400's: retrying a rate limit only prolongs it (OTP send).
 *  - 409 (e.g. ORDER_ALREADY_PAID), 422: final, toasted, its code returned: retrying a conflict cannot change it;
 *    a code the caller lists in `answerCodes` is not toasted (the caller shows what it means instead).
 *    Except REQUEST_IN_FLIGHT (the same request is being handled now): asked again after its
 *    Retry-After, for up to IN_FLIGHT_WAIT_MS, besides the retries below.
 *  - 503 BUSY (a checkout start refused past the server's capacity, decision 196): for a caller that
 *    `waitsInLine`, final at once as 'busy' with the server's Retry-After, untoasted (the caller shows
 *    its in-line screen and asks again); for any other, retried like the rest.
 *  - anything else not OK, or a network error: retried after 1 s, 2 s, 4 s; then 'Request failed: …'.
 * With `idempotent`, one Idempotency-Key is made per call and sent on every attempt of it, so a
 * retry whose first answer was lost gets that answer instead of acting twice (decision 194).
 */
export type RequestFailure = 'bad-request' | 'rate-limited' | 'login-required' | 'not-found' | 'invalid-response' | 'failed' | 'busy';
/**
 * `code`: the API's error code (`{statusCode, code, message}`) when a refusal carried one, e.g. ORDER_ALREADY_PAID.
 * `retryAfterSeconds`: with 'busy' only, when to ask again.
 */
export type RequestResult<T> = { ok: true; data: T } | { ok: false; reason: RequestFailure; message: string; code?: string; retryAfterSeconds?: number };

export type RequestOptions<T> = {
  /** Contract schema the body must match (`ZGetPujaListResponse` …). */
  schema: { parse: (data: unknown) => T };
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  language?: Language;
  /** On final failure only log (lists keep what they have, spec §8) instead of toasting. */
  quiet?: boolean;
  /** Error codes that are an expected answer here, e.g. ORDER_ALREADY_PAID for Pay Now: returned without a toast. */
  answerCodes?: readonly string[];
  /** A call that acts (books, starts a payment, sends or checks a code): its retries carry one Idempotency-Key. */
  idempotent?: boolean;
  /** A 503 BUSY is returned at once as 'busy' (the checkout starts: order create, payment initiate). */
  waitsInLine?: boolean;
};

export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
/**
 * How long a call keeps asking while the API says its request is still in flight: longer than the
 * API's lease on a request whose process died (15 s, decision 190), after which the retry runs it.
 */
export const IN_FLIGHT_WAIT_MS = 20_000;
/** Messages naming these codes are answers, not glitches: retrying cannot change them. */
const FINAL_CODE = /\b(2\d\d|400|401|403|404|409|422)\b/;

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds as milliseconds, between 1 and 5 s (a missing or odd value: 1 s). */
function retryAfterMs(res: Response): number {
  const seconds = Number(res.headers.get('retry-after'));
  return Math.min(5, Math.max(1, Number.isFinite(seconds) ? seconds : 1)) * 1000;
}

type Raw = { kind: 'body'; body: unknown } | { kind: 'failure'; reason: RequestFailure; message: string; retryAfterSeconds?: number };

/** The server's "many devotees are booking, ask again in Retry-After seconds" (503 with this code). */
export const BUSY_CODE = 'BUSY';
/** When a BUSY answer names no usable Retry-After. */
const BUSY_DEFAULT_RETRY_AFTER_SECONDS = 5;

async function errorBody(res: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body = (await res.json()) as { message?: unknown; code?: unknown };
    return {
      message: typeof body?.message === 'string' && body.message.trim() ? body.message : undefined,
      code: typeof body?.code === 'string' ? body.code : undefined,
    };
  } catch {
    return {};
  }
}

const bodyMessage = async (res: Response) => (await errorBody(res)).message;

function loginRequired(message: string): Raw {
  endSessionLocally();
  openLoginForServer('sessionEnded');
  return { kind: 'failure', reason: 'login-required', message };
}

/** Spec §8's 'HTTP error! Status: {code}' when the body has no message, in the page's language. */
const httpStatusMessage = (status: number) => translate('errors.httpStatus', 'HTTP error! Status: {{code}}', { code: status });

/** How requests reach the API: the browser's fetch; on the server, the API in the same process (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setRequestTransport = (next: typeof fetch) => {
  transport = next;
};

async function attempt(url: string, init: RequestInit, waitsInLine: boolean): Promise<Raw> {
  const res = await transport(url, init);
  if (res.status === 400) {
    const message = (await bodyMessage(res)) ?? translate('errors.badRequest', 'Bad Request');
    notify.error(message);
    return { kind: 'failure', reason: 'bad-request', message };
  }
  if (res.status === 429) {
    const message = (await bodyMessage(res)) ?? httpStatusMessage(res.status);
    notify.error(message);
    return { kind: 'failure', reason: 'rate-limited', message };
  }
  if (res.status === 401 || res.status === 403) return loginRequired((await bodyMessage(res)) ?? httpStatusMessage(res.status));
  if (res.status === 404) return { kind: 'failure', reason: 'not-found', message: (await bodyMessage(res)) ?? 'Not Found' };
  if (!res.ok) {
    const { message, code } = await errorBody(res);
    if (waitsInLine && res.status === 503 && code === BUSY_CODE) {
      const retryAfter = Number(res.headers.get('retry-after'));
      return { kind: 'failure', reason: 'busy', message: message ?? '', retryAfterSeconds: retryAfter > 0 ? retryAfter : BUSY_DEFAULT_RETRY_AFTER_SECONDS };
    }
    throw new HttpError(message ?? httpStatusMessage(res.status), res.status, code, retryAfterMs(res));
  }
  const body: unknown = await res.json();
  if (body && typeof body === 'object' && (body as { showModal?: unknown }).showModal === true) {
    openLoginForServer('default');
    const { message } = body as { message?: unknown };
    return { kind: 'failure', reason: 'login-required', message: typeof message === 'string' ? message : '' };
  }
  return { kind: 'body', body };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the abort's own reason, as fetch rejects with it
      reject(signal.reason);
    });
  });

export async function request<T>(path: string, options: RequestOptions<T>): Promise<RequestResult<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': options.language ?? getLanguage(),
  };
  const token = getUserToken();
  if (token) headers[ACCESS_TOKEN_HEADER_NAME] = token;
  if (options.idempotent) headers[IDEMPOTENCY_KEY_HEADER_NAME] = newIdempotencyKey();
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    signal: options.signal,
    // A JSON content type with an empty body is refused (400) by the server, so a bodiless POST sends {}.
    body: options.body !== undefined ? JSON.stringify(options.body) : (options.method ?? 'GET') === 'GET' ? undefined : '{}',
  };

  let raw: Raw | undefined;
  let retries = 0;
  let waitedInFlight = 0;
  while (!raw) {
    try {
      raw = await attempt(`${config.apiBase}${path}`, init, options.waitsInLine ?? false);
    } catch (error) {
      if (options.signal?.aborted) throw error; // the caller gave up (TanStack Query cancels): say nothing
      if (error instanceof HttpError && error.code === REQUEST_IN_FLIGHT_CODE && waitedInFlight < IN_FLIGHT_WAIT_MS) {
        const wait = error.retryAfterMs ?? 1000;
        waitedInFlight += wait;
        await sleep(wait, options.signal);
        continue;
      }
      const message = error instanceof Error ? error.message : String(error);
      const final = (error instanceof HttpError && FINAL_CODE.test(String(error.status))) || FINAL_CODE.test(message);
      const delay = RETRY_DELAYS_MS[retries++];
      if (final || delay === undefined) {
        const code = error instanceof HttpError ? error.code : undefined;
        if (code && options.answerCodes?.includes(code)) return { ok: false, reason: 'failed', message, code };
        if (options.quiet) console.warn(`Request failed: ${message}`, path);
        else notify.error(translate('errors.requestFailed', 'Request failed: {{message}}', { message }));
        return { ok: false, reason: 'failed', message, ...(code ? { code } : {}) };
      }
      await sleep(delay, options.signal);
    }
  }
  if (raw.kind === 'failure')
    return {
      ok: false,
      reason: raw.reason,
      message: raw.message,
      ...(raw.retryAfterSeconds !== undefined ? { retryAfterSeconds: raw.retryAfterSeconds } : {}),
    };
  try {
    return { ok: true, data: options.schema.parse(raw.body) };
  } catch (error) {
    // The server answered with another shape: the section keeps its default (spec §5).
    console.error(`Unexpected response shape from ${path}`, error);
    return { ok: false, reason: 'invalid-response', message: 'Unexpected response' };
  }
}

/** Thrown by query functions so TanStack Query marks the query failed (the helper already told the user). */
export class RequestError extends Error {
  constructor(
    readonly reason: RequestFailure,
    message: string,
  ) {
    super(message);
  }
}

/** For queries: data on success, null when the server says the thing does not exist, else throws. */
export function dataOrNull<T>(result: RequestResult<T>): T | null {
  if (result.ok) return result.data;
  if (result.reason === 'not-found') return null;
  throw new RequestError(result.reason, result.message);
}
