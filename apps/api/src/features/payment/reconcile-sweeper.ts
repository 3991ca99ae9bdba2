import { and, like, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../../db/schema/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { stuckAwaitingOrders } from './queries.ts';
import { reconcileOrder } from './reconcile-payment.ts';

/** Orders looked at per sweep; the rest wait for the next one. */
const BATCH = 50;

/** Asks the provider about orders left AWAITING_PAYMENT_CONFIRMATION for a while; returns how many were looked at. */
export async function reconcileStuckOrders(deps: PaymentDeps, now = new Date()): Promise<number> {
  // The per-order look-up counters of reconcileOnRequest (1-minute windows) are not needed after an hour.
  await deps.db.delete(rateLimits).where(and(like(rateLimits.key, 'payment-lookup:%'), lt(rateLimits.windowStartedAt, new Date(now.getTime() - 3_600_000))));
  const olderThan = new Date(now.getTime() - deps.config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
  const stuck = await stuckAwaitingOrders(deps.db, olderThan, BATCH);
  for (const { id } of stuck) {
    try {
      await reconcileOrder(deps, id, 'reconciliation sweep');
    } catch (err) {
      // One order's trouble (provider down) must not stop the others; it is retried next sweep.
      deps.log.warn({ err, orderId: id }, 'reconciling a stuck order failed');
    }
  }
  return stuck.length;
}

/**
 * Every PAYMENT_RECONCILE_INTERVAL_SECONDS, in each process (reconciliation is idempotent, so
 * several processes sweeping together only cost provider calls). Stopped when the app closes.
 */
export function startReconcileSweeper(app: FastifyInstance, deps: PaymentDeps): void {
  const seconds = deps.config.PAYMENT_RECONCILE_INTERVAL_SECONDS;
  if (seconds === 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = reconcileStuckOrders(deps)
      .then(() => undefined, (err: unknown) => deps.log.error({ err }, 'payment reconciliation sweep failed'))
      .finally(() => (running = undefined));
  }, seconds * 1000);
  timer.unref();
  // A sweep under way finishes before the database it uses is closed (main.ts closes it after the app).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
