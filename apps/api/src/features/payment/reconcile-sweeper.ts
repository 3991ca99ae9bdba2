import { and, like, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../../db/schema/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { claimOrdersToReconcile } from './queries.ts';
import { reconcileOrder } from './reconcile-payment.ts';
import { reconcilePendingRefunds } from './reconcile-refunds.ts';
import { reconcileClaimed, reconcileSweeps } from '../../metrics/registry.ts';
import { RECONCILE_SWEEP } from './record-outcome.ts';

/** Orders looked at per sweep; the rest wait for the next one (least recently asked first, so none starves). */
const BATCH = 50;
/**
 * A checkout left for a day is abandoned; the sweep stops asking about it. If the devotee comes
 * back, Pay Now asks the provider first (initiate-payment.ts) and restarts the window.
 */
const CHECKOUT_MAX_AGE_SECONDS = 86_400;

/**
 * Asks the provider about every order that may have been paid without our hearing of it (decision
 * 061): AWAITING_PAYMENT_CONFIRMATION for a while, and CREATED / PAYMENT_FAILED orders whose checkout
 * started a while ago (a capture whose webhook and callback were both lost). Returns how many
 * orders were claimed.
 */
export async function reconcileStuckOrders(deps: PaymentDeps, now = new Date(), stop?: AbortSignal): Promise<number> {
  // The per-order look-up counters of reconcileOnRequest (1-minute windows) are not needed after an hour.
  await deps.db.delete(rateLimits).where(and(like(rateLimits.key, 'payment-lookup:%'), lt(rateLimits.windowStartedAt, new Date(now.getTime() - 3_600_000))));
  const { PAYMENT_RECONCILE_AFTER_SECONDS: after, PAYMENT_RECONCILE_INTERVAL_SECONDS: interval } = deps.config;
  const claimed = await claimOrdersToReconcile(deps.db, {
    afterSeconds: after,
    checkoutMaxAgeSeconds: CHECKOUT_MAX_AGE_SECONDS,
    // Another process's sweep of the same interval has just asked: leave the order to the next one.
    recheckSeconds: Math.max(interval - 1, 0),
    limit: BATCH,
  });
  for (const id of claimed) {
    // Shutting down: the orders left are stamped as asked and come back in the next process's sweep.
    if (stop?.aborted) break;
    try {
      // Not reconcileOnRequest: the claim already bounds the sweep to one look-up per order per
      // recheck period across all processes, and the budget is for what callers can repeat at will.
      await reconcileOrder(deps, id, RECONCILE_SWEEP);
    } catch (err) {
      // One order's trouble (provider down) must not stop the others; it is retried next sweep.
      deps.log.warn({ err, orderId: id }, 'reconciling a stuck order failed');
    }
  }
  return claimed.length;
}

/**
 * Every PAYMENT_RECONCILE_INTERVAL_SECONDS, in each process (claims are disjoint and settlement
 * is idempotent, so several processes sweeping together only cost provider calls). A sweep that
 * fails (database away) is logged and the next interval tries again. Stopped when the app closes.
 */
export function startReconcileSweeper(app: FastifyInstance, deps: PaymentDeps): void {
  const seconds = deps.config.PAYMENT_RECONCILE_INTERVAL_SECONDS;
  if (seconds === 0) return;
  let running: Promise<void> | null = null;
  const stop = new AbortController();
  const timer = setInterval(() => {
    if (running) return;
    running = reconcileStuckOrders(deps, new Date(), stop.signal)
      .then((claimed) => {
        reconcileClaimed.inc(claimed);
        return stop.signal.aborted ? 0 : reconcilePendingRefunds(deps);
      })
      .then(() => void reconcileSweeps.inc({ result: 'ok' }))
      .catch((err: unknown) => {
        reconcileSweeps.inc({ result: 'error' });
        deps.log.error({ err }, 'payment reconciliation sweep failed; next interval tries again');
      })
      .finally(() => (running = null));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stop.abort(); // a sweep under way finishes the order in hand, not its whole batch (shutdown grace)
    await running; // …and must not find its database closed under it
  });
}
