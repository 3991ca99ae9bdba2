/**
 * Values the contract also defines, repeated here because importing the contract's index at
 * runtime pulls every schema (and zod) into whichever chunk imports it. The request test checks
 * they stay equal to the contract's.
 */
export const ACCESS_TOKEN_HEADER_NAME = 'X-Access-Token';
/** Safe retries (decision 194): the header carrying one key per attempt of a user action. */
export const IDEMPOTENCY_KEY_HEADER_NAME = 'Idempotency-Key';
/** The API's 409 meaning "the same request is being handled now: ask again in a moment". */
export const REQUEST_IN_FLIGHT_CODE = 'REQUEST_IN_FLIGHT';
