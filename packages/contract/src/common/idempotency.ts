import * as z from 'zod/mini';

/**
 * Safe retries (IETF httpapi draft "The Idempotency-Key HTTP Header Field"; decision 190). A client
 * sends one key per attempt of a user action and the same key on every retry of it: the same key
 * and body get the first answer again, marked with IDEMPOTENT_REPLAYED_HEADER.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On an answer replayed from the idempotency store rather than computed anew. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1–255 printable ASCII characters, bare or as a structured-field string (`"…"`); a UUID is the usual choice. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * Error codes of the mechanism. REQUEST_IN_FLIGHT (409 with Retry-After) is the only one worth
 * retrying: the same request (or, for an OTP send, a send to the same phone) is being handled now.
 */
export const IDEMPOTENCY_ERROR_CODES = {
  invalid: 'IDEMPOTENCY_KEY_INVALID',
  reused: 'IDEMPOTENCY_KEY_REUSED',
  inFlight: 'REQUEST_IN_FLIGHT',
} as const;

const keyHeader = (description: string) => z.looseObject({ 'idempotency-key': z.optional(z.string().check(z.core.describe(description))) });

/** The header as documented on the routes that take it (request headers are lower case). */
export const ZIdempotencyHeaders = keyHeader(
  'Optional. One key per attempt of a user action (e.g. a UUID), sent again on its retries: the same key and body get the first answer again (header Idempotent-Replayed: true, for 24 hours); the same key with another body is a 422; a key whose first request is still running is a 409 with Retry-After.',
);

/** On the OTP verify calls the key only lets a retried verify find the session it opened. */
export const ZOtpVerifyHeaders = keyHeader(
  'Optional. One key per attempt (e.g. a UUID), sent again on its retries: a verify retried with the same key, phone and code within 2 minutes answers the session the first one opened (while it is valid), instead of "already used".',
);
