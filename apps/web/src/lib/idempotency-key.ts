/**
 * A fresh Idempotency-Key (any printable text will do; a UUID where the browser makes one).
 * crypto.randomUUID exists only on https and localhost; a page opened over plain http on a local
 * network still has crypto.getRandomValues.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
