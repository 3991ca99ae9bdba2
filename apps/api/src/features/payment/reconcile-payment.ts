import type { TPaymentState } from '@sankalp/contract';
import { hitRateLimit, RateLimitedError } from '../../lib/rate-limit.ts';
import { PaymentProviderError, type ProviderPayment } from '../../payments/payment-provider.ts';
import { askEventClosedRefund } from './event-selling.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { providerUnreachable } from './payment-errors.ts';
import { orderStatusOf, shownPaymentId, unpaidAttemptsOf } from './queries.ts';
import { recordCapture, recordFailure } from './record-outcome.ts';

/**
 * Asks the provider where each unpaid attempt of the order stands and records it: a captured
 * payment marks the order paid (amount checked as for webhooks); attempts that all failed, with
 * none still pending, mark it failed. An authorized payment is left alone: Razorpay captures or
 * refunds it by itself and a webhook (or the next reconciliation) will tell. A capture after the
 * event stopped selling cancels the order and is refunded (decision 184). Throws 502 when the
 * provider cannot be reached, and changes nothing then.
 */
export async function reconcileOrder(deps: PaymentDeps, orderId: string, source: string): Promise<void> {
  const attempts = await unpaidAttemptsOf(deps.db, orderId, deps.provider.name);
  for (const attempt of attempts) {
    let reported: ProviderPayment[];
    try {
      reported = await deps.provider.fetchOrderPayments(attempt.providerOrderId);
    } catch (err) {
      if (err instanceof PaymentProviderError) throw providerUnreachable();
      throw err;
    }
    const captured = reported.find((p) => p.status === 'captured');
    if (captured) {
      const c = {
        providerOrderId: attempt.providerOrderId,
        providerPaymentId: captured.id,
        amountPaise: captured.amountPaise,
        currency: captured.currency,
        method: captured.method,
      };
      const outcome = await deps.db.transaction((tx) => recordCapture(tx, deps.log, c, source));
      if (outcome === 'refund-started') await askEventClosedRefund(deps, captured.id);
      if (outcome === 'captured' || outcome === 'duplicate' || outcome === 'refund-started') return;
      continue;
    }
    const stillPending = reported.some((p) => p.status === 'created' || p.status === 'authorized');
    const lastFailed = reported.filter((p) => p.status === 'failed').at(-1);
    if (!stillPending && lastFailed) {
      const f = { providerOrderId: attempt.providerOrderId, providerPaymentId: lastFailed.id, reason: lastFailed.errorDescription ?? 'failed' };
      await deps.db.transaction((tx) => recordFailure(tx, deps.log, f, source));
    }
  }
}

/** Provider look-ups one order may cause per minute through requests (status page, callback, verify). */
export const LOOKUPS_PER_ORDER_PER_MINUTE = 10;

/**
 * reconcileOrder for a request someone outside can repeat at will (the status page's reconcile,
 * a replayed callback or verify). Each asks the provider once per unpaid attempt, and the
 * provider's rate limit is the merchant account's: past a small per-order budget (counted in the
 * database, across processes) the provider is not asked and what is recorded stands; the webhook
 * and the sweep still settle the order. Returns whether the provider was asked.
 */
export async function reconcileOnRequest(deps: PaymentDeps, orderId: string, source: string): Promise<boolean> {
  try {
    await hitRateLimit(deps.db, { key: `payment-lookup:${orderId}`, limit: LOOKUPS_PER_ORDER_PER_MINUTE, windowSeconds: 60, message: 'provider look-ups' });
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    deps.log.warn({ orderId, source }, 'provider look-up budget of the order spent: not asking the provider');
    return false;
  }
  await reconcileOrder(deps, orderId, source);
  return true;
}

export async function paymentState(deps: PaymentDeps, orderId: string): Promise<TPaymentState> {
  const order = await orderStatusOf(deps.db, orderId);
  return { orderId, orderStatus: order!.status, paymentId: await shownPaymentId(deps.db, orderId) };
}
