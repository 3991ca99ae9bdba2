/**
 * PostgreSQL text cannot hold U+0000: a query with one fails ("invalid byte sequence for encoding
 * UTF8: 0x00") and the caller got a 500. No real input contains it, so it is refused up front.
 */
export const NUL_MESSAGE = 'The request contains characters that are not allowed.';

/** Whether any string (or object key) in a parsed JSON-like value contains U+0000. */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNulCharacter(inner, depth + 1)) return true;
  }
  return false;
}
