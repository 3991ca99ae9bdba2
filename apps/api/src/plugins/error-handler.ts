import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { languageFromHeader, type Language, type TErrorResponse, type TLoginRequired } from '@sankalp/contract';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, BusyError, ListedProblemsError, RetryLaterError } from '../lib/errors.ts';
import { hasHindi, localize } from '../lib/messages.ts';
import { addVary } from '../lib/vary.ts';

const GENERIC_5XX = 'Something went wrong. Please try again.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
export const RANGE_NOT_SATISFIABLE = 'The requested range is outside the file.';

/** Fastify's own 4xx errors (bad JSON, oversize body…) get a message a person can read. */
const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
  FST_ERR_RATE_LIMIT: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a little and try again.' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'Bad Request' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: 'Bad Request' },
};

function toResponse(error: FastifyError | AppError, language: Language): { status: number; body: Omit<TErrorResponse, 'statusCode'> } {
  if (error instanceof AppError) return { status: error.statusCode, body: { code: error.code, message: error.message } };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first problem is enough for a toast. Our own messages (those with a Hindi text, e.g. the
    // spec's 'Please enter a valid 10-digit mobile number.') are shown as written; zod's generic
    // ones get the field name in front, and in Hindi become the Hindi 'Bad Request' with the field.
    const issue = error.validation[0]!;
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const text = issue.message ?? 'Bad Request';
    if (!hasHindi(text) && language === 'hindi')
      return { status: 400, body: { code: 'VALIDATION', message: `${localize('Bad Request', language)}${field ? ` (${field})` : ''}` } };
    const message = !field || text.includes(field) || hasHindi(text) ? text : `${field}: ${text}`;
    return { status: 400, body: { code: 'VALIDATION', message } };
  }
  // The database is away (restart, terminated connections): nothing is wrong with the request.
  if (isDatabaseUnavailable(error)) return { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE } };
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (known) return { status, body: known };
  if (status === 416) return { status, body: { code: 'RANGE_NOT_SATISFIABLE', message: RANGE_NOT_SATISFIABLE } };
  if (status < 500 && !isResponseSerializationError(error)) return { status, body: { code: 'BAD_REQUEST', message: 'Bad Request' } };
  return { status: 500, body: { code: 'INTERNAL', message: GENERIC_5XX } };
}

/** Maps every error to `{statusCode, code, message}` in the caller's language; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && error.code === 'LOGIN_REQUIRED') {
      const answer: TLoginRequired = { data: null, showModal: true, message: localize(error.message, request.language) };
      return reply.status(200).send(answer);
    }
    const { status, body } = toResponse(error, request.language);
    if (error instanceof BusyError) {
      // Refused on purpose, possibly thousands a second: the overload plugin logs a summary instead.
      void reply.header('retry-after', String(error.retryAfterSeconds)).header('cache-control', 'no-store');
    } else if (error instanceof RetryLaterError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (body.code === 'SERVICE_UNAVAILABLE') {
      request.log.warn({ err: error }, 'request failed: database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, message: error.message }, 'request rejected');
    // Headers an error brings for its client (a 416's `Content-Range: bytes */size` from the file server).
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (status < 500 && headers) void reply.headers(headers);
    // The message is in the caller's language.
    addVary(reply, 'Accept-Language');
    const payload: TErrorResponse = { statusCode: status, code: body.code, message: localize(body.message, request.language) };
    if (error instanceof ListedProblemsError) payload.problems = error.problems.map((p) => localize(p, request.language));
    return reply.status(status).send(payload);
  });
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or hook runs (a
 * path with a malformed %-escape, a path parameter over maxParamLength). Without it they are
 * answered in Fastify's own shape, echoing the path; with it, in ours.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageFromHeader(request.headers['accept-language']);
  const { status, body } = toResponse(error, language);
  request.log.info({ code: error.code }, 'request rejected by the router');
  const payload: TErrorResponse = { statusCode: status, code: body.code, message: localize(body.message, language) };
  void reply.status(status).header('vary', 'Accept-Language').send(payload);
}
