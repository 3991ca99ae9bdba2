import type { TPaymentState } from '@sankalp/contract';
import { PaymentProviderError, type ProviderPayment } from '../../payments/payment-provider.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { providerUnreachable } from './payment-errors.ts';
import { orderStatusOf, paymentsOfOrder, shownPaymentId } from './queries.ts';
import { recordCapture, recordFailure } from './record-outcome.ts';

const OPEN_STATUSES = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED'];

/**
 * Asks the provider where each unpaid attempt of the order stands and records it: a captured
 * payment marks the order paid (amount checked as for webhooks); attempts that all failed, with
 * none still pending, mark it failed. An authorized payment is left alone: Razorpay captures or
 * refunds it by itself and a webhook (or the next reconciliation) will tell. Throws 502 when the
 * provider cannot be reached, and changes nothing then.
 */
export async function reconcileOrder(deps: PaymentDeps, orderId: string, source: string): Promise<void> {
  const order = await orderStatusOf(deps.db, orderId);
  if (!order || !OPEN_STATUSES.includes(order.status)) return;
  const attempts = (await paymentsOfOrder(deps.db, orderId, deps.provider.name)).filter((p) => p.status !== 'CAPTURED');
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
      const c = { providerOrderId: attempt.providerOrderId, providerPaymentId: captured.id, amountPaise: captured.amountPaise, currency: captured.currency, method: captured.method };
      const outcome = await deps.db.transaction((tx) => recordCapture(tx, deps.log, c, source));
      if (outcome === 'captured' || outcome === 'duplicate') return;
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

export async function paymentState(deps: PaymentDeps, orderId: string): Promise<TPaymentState> {
  const order = await orderStatusOf(deps.db, orderId);
  return { orderId, orderStatus: order!.status, paymentId: await shownPaymentId(deps.db, orderId) };
}
