import { AppError } from '../../lib/errors.ts';
import { orderNotFound } from '../order/order-status.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { paymentNotFound, signatureInvalid } from './payment-errors.ts';
import { isRecordedCapture, lockPaymentWithOrder, paymentOfProviderOrder } from './queries.ts';
import { reconcileOnRequest } from './reconcile-payment.ts';
import { applyAuthorized } from './record-outcome.ts';

export type CheckoutResult = { providerOrderId: string; providerPaymentId: string; signature: string };

/**
 * A checkout result from the browser (the site's JSON call or the provider's form redirect). The
 * signature proves the provider issued this payment id for this provider order, so the order
 * becomes AWAITING_PAYMENT_CONFIRMATION at once; then the provider is asked whether the payment
 * is captured and for how much, and only that marks it paid. If the provider cannot be reached
 * the order stays awaiting, for the webhook or the reconciliation sweep. Returns our order id.
 * `ownerId`: when the caller is signed in, another user's payment is a 404.
 */
export async function verifyCheckoutResult(deps: PaymentDeps, result: CheckoutResult, ownerId: string | null): Promise<string> {
  if (!deps.provider.verifyCheckoutSignature(result.providerOrderId, result.providerPaymentId, result.signature)) {
    deps.log.warn({ providerOrderId: result.providerOrderId, providerPaymentId: result.providerPaymentId }, 'checkout result with a bad signature refused');
    throw signatureInvalid();
  }
  // Usually the provider's webhook has recorded the capture by the time the browser comes back:
  // then there is nothing to lock or ask (decision 265).
  const known = await paymentOfProviderOrder(deps.db, result.providerOrderId);
  if (!known) throw paymentNotFound();
  if (ownerId !== null && known.userId !== ownerId) throw orderNotFound();
  if (isRecordedCapture(known, result.providerPaymentId)) return known.orderId;
  const { orderId, recorded } = await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentWithOrder(tx, result.providerOrderId);
    if (!locked) throw paymentNotFound();
    if (ownerId !== null && locked.order.userId !== ownerId) throw orderNotFound();
    await applyAuthorized(tx, deps.log, locked, result.providerPaymentId, 'checkout result');
    return { orderId: locked.order.id, recorded: isRecordedCapture(locked.payment, result.providerPaymentId) };
  });
  // The webhook recorded this capture while we waited for the lock: nothing to ask the provider.
  if (recorded) return orderId;
  try {
    await reconcileOnRequest(deps, orderId, 'checkout result');
  } catch (err) {
    // Not an error for the devotee: the payment is recorded as awaiting and will be confirmed later.
    if (!(err instanceof AppError && err.code === 'PAYMENT_PROVIDER_UNAVAILABLE')) throw err;
    deps.log.warn({ orderId }, 'provider unreachable after checkout: order left awaiting confirmation');
  }
  return orderId;
}
