/**
 * An error and the errors it was caused by, outermost first: Drizzle wraps the driver's error in
 * `cause`, and our code may wrap again. Bounded, so a cyclic `cause` cannot loop.
 */
export function* errorChain(error: unknown, maxDepth = 8): Generator<unknown> {
  for (let e: unknown = error, depth = 0; e && depth < maxDepth; e = (e as { cause?: unknown }).cause, depth++) yield e;
}
