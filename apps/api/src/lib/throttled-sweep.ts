import type { FastifyBaseLogger } from 'fastify';

/**
 * A clean-up run in the background by the requests that make rows to clean up, at most once per
 * interval per process: no timer, no extra process, and a failed sweep only costs disk. Call the
 * result on each such request; `settled` resolves when no sweep is under way (await it on close,
 * before the database is closed).
 */
export function createThrottledSweep(task: () => Promise<unknown>, log: FastifyBaseLogger, what: string, intervalMs = 10 * 60_000) {
  let last = 0;
  let running: Promise<void> | undefined;
  const sweep = () => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    running = task().then(
      () => undefined,
      (err: unknown) => log.warn({ err }, `sweeping ${what} failed`),
    );
  };
  const settled = async () => {
    await running;
  };
  return Object.assign(sweep, { settled });
}
