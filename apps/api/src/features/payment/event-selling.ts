import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentExceptions, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { PAYMENT_MESSAGES as M } from '../../lib/messages/payment.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { askProvider } from './refund-payment.ts';

/** Why an order's event takes no payment now: unpublished or archived (withdrawn), or past its booking close (closed). */
export type NotSelling = 'withdrawn' | 'closed';

/**
 * Payment only while the event sells (decision 184): its status is PUBLISHED and its booking has
 * not closed, by the database's clock (one clock for every process), read with the order's other
 * rows (lockPaymentWithOrder, findOwnedOrder). Null while it sells.
 */
export function notSellingFrom(status: string, bookingClosed: boolean): NotSelling | null {
  if (status !== 'PUBLISHED') return 'withdrawn';
  return bookingClosed ? 'closed' : null;
}

/** The devotee's refusal: 409, in words they can act on (Hindi in lib/messages/payment.ts). */
export const eventNotSellingError = (why: NotSelling) => new AppError('EVENT_NOT_SELLING', 409, why === 'closed' ? M.eventClosed : M.eventWithdrawn);

/** The checkout result came after the event stopped selling: the payment is being refunded in full. */
export const capturedAfterCloseError = () => new AppError('EVENT_NOT_SELLING', 409, M.refundedAfterClose);

/** Whether the order was cancelled because its payment arrived after the event stopped selling. */
export async function refundedAfterClose(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentExceptions.id })
    .from(paymentExceptions)
    .where(and(eq(paymentExceptions.orderId, orderId), eq(paymentExceptions.kind, 'EVENT_CLOSED')))
    .limit(1);
  return row !== undefined;
}

/** The automatic refund of one capture after close: one idempotency key per provider payment, so it is asked once. */
export const eventClosedRefundKey = (providerPaymentId: string) => `event-closed:${providerPaymentId}`;

/**
 * Step 2 of the automatic refund (decision 142), after the capture's transaction committed: the
 * provider is asked with the refund's key. Called by the path whose transaction wrote the refund
 * (recordCapture answered 'refund-started'); a lost answer leaves it PENDING for the sweep, which
 * asks again with the same key and so can never pay twice.
 */
export async function askEventClosedRefund(deps: PaymentDeps, providerPaymentId: string): Promise<void> {
  const [refund] = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, eventClosedRefundKey(providerPaymentId)));
  if (!refund || refund.status !== 'PENDING' || refund.providerRefundId) return;
  await askProvider(deps.db, deps.provider, deps.log, refund);
}
