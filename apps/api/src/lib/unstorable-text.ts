/**
 * Text PostgreSQL cannot store: U+0000 (text columns refuse it, "invalid byte sequence for
 * encoding UTF8: 0x00") and a lone UTF-16 surrogate (jsonb columns refuse its escape, "invalid
 * input syntax for type json"). Both failed the query and the caller got a 500. No real input
 * contains them, so they are refused up front.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains characters that are not allowed.';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Every request's path parameters and query pass here: most text has no surrogate at all, found in one quick scan. */
const ANY_SURROGATE = /[\ud800-\udfff]/;

const unstorable = (text: string) => text.includes('\u0000') || (ANY_SURROGATE.test(text) && LONE_SURROGATE.test(text));

/** Whether any string (or object key) in a parsed JSON-like value is text PostgreSQL cannot store. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (unstorable(key) || hasUnstorableText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
