/**
 * An error and the errors it was caused by, outermost first: Drizzle wraps the driver's error in
 * `cause`, and our code may wrap again. Bounded, so a cyclic `cause` cannot loop.
 */
export function* errorChain(error: unknown, maxDepth = 8): Generator<unknown> {
  for (let e: unknown = error, depth = 0; e && depth < maxDepth; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

/**
 * Whether a unique index or constraint refused the write: a race the code checked for and lost
 * (two saves at once), answered as the check would have answered it.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const e of errorChain(error)) {
    if (!e || typeof e !== 'object') return false;
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (name === constraint || (typeof message === 'string' && message.includes(constraint)))) return true;
  }
  return false;
}
