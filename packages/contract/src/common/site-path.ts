/** Any origin will do: a path is same-site when resolving it against an origin keeps that origin. */
const PROBE_ORIGIN = 'https://site.invalid';

const isSpaceOrControl = (char: string) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * A link that stays on this site: a path starting with one `/`. Refused: `//host` and `/\host`
 * (browsers read both as another host), any backslash (read as `/`), and spaces or control
 * characters (browsers drop tabs and newlines, so `/\t/host` would become `//host`).
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.includes('\\') || [...value].some(isSpaceOrControl)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
