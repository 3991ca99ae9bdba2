import type { FastifyInstance } from 'fastify';
import type { Listen } from '../../db/listen.ts';
import { OUTBOX_CHANNEL } from './enqueue.ts';
import { sweepOrderMessages } from './sweep.ts';
import { drainOnce, type NotifyDeps } from './worker.ts';

/**
 * Runs the outbox worker in this process (decision 170) when NOTIFY_WORKER is on. It drains when
 * woken by a NOTIFY on the outbox channel (sent at the commit of every queued message), and every
 * NOTIFY_POLL_SECONDS as a safety net (a NOTIFY missed while the listening connection was down, a
 * retry whose time has come, a lease run out). Every NOTIFY_SWEEP_SECONDS it also queues the day-
 * before reminders and confirms closed sankalps. A pass that fails (database away) is logged and
 * the next wake-up tries again. On close: no new passes, sends in flight are aborted (their rows
 * are left to their lease: the provider may have taken them), claimed rows not yet started are
 * handed back, and the pass under way is awaited before the database closes.
 */
export function startNotifyWorker(app: FastifyInstance, deps: NotifyDeps & { sweepSeconds: number; pollSeconds: number }, listen?: Listen): void {
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;

  const wake = () => {
    if (stop.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        // A full batch: more may be waiting, go on without waiting for the next wake-up.
        if ((await drainOnce(deps, stop.signal)) >= deps.config.NOTIFY_BATCH) again = true;
      } while (again && !stop.signal.aborted);
    })()
      .catch((err: unknown) => deps.log.error({ err }, 'message outbox pass failed; the next wake-up tries again'))
      .finally(() => (running = null));
  };

  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    if (sweeping || stop.signal.aborted) return;
    sweeping = sweepOrderMessages(deps.db, new Date(), deps.log)
      .then(() => undefined)
      .catch((err: unknown) => deps.log.error({ err }, 'message sweep failed; the next interval tries again'))
      .finally(() => (sweeping = null));
  };

  const poll = setInterval(wake, deps.pollSeconds * 1000);
  poll.unref();
  const sweepTimer = deps.sweepSeconds > 0 ? setInterval(sweep, deps.sweepSeconds * 1000) : undefined;
  sweepTimer?.unref();

  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (listen) {
      unlisten = await listen(OUTBOX_CHANNEL, wake, (err) => deps.log.warn({ err }, 'outbox LISTEN connection lost; reconnecting (polling meanwhile)'));
    }
    wake();
  });
  app.addHook('onClose', async () => {
    clearInterval(poll);
    clearInterval(sweepTimer);
    stop.abort();
    await unlisten?.();
    await Promise.all([running, sweeping]);
  });
}
