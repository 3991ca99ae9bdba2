import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TOrderActionRefund, TCancelOrderRequest, TOrderActionResult, TOrderStatus, TRefundOrderRequest } from '@sankalp/contract';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { recordStep, transitionOrder } from '../../features/order/order-status.ts';
import { askProvider, insertRefund, REFUND_KEY_REUSED, type RefundRow } from '../../features/payment/refund-payment.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { assertVersion, conflict, fulfilmentSnapshot, lockOrderFor, reread } from './locked-order.ts';

export const REFUND_MESSAGES = {
  notRefundable: 'Only a paid order can be refunded.',
  noPayment: 'This order has no captured payment to refund.',
  cannotCancel: 'A completed order cannot be cancelled; refund it without cancelling.',
  paidCancel: 'This order is paid: cancel it with a refund.',
  notCancellable: 'This order can no longer be cancelled.',
} as const;

const REFUNDABLE: readonly TOrderStatus[] = ['SUCCESS', 'IN TRANSIT', 'COMPLETED', 'CANCELLED'];
const CANCELLABLE_PAID: readonly TOrderStatus[] = ['SUCCESS', 'IN TRANSIT'];
const UNPAID: readonly TOrderStatus[] = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED'];

export type RefundDeps = { db: Db; provider: PaymentProvider; log: FastifyBaseLogger };

export const toActionRefund = (r: RefundRow): TOrderActionRefund => ({
  refundId: r.id,
  amountPaise: r.amountPaise,
  status: r.status,
  reason: r.reason,
  providerRefundId: r.providerRefundId,
  createdAt: r.createdAt.toISOString(),
});

/** The payment an order refund pays back: the order's first captured one (others are exceptions). */
async function capturedPayment(tx: Db, orderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'CAPTURED')))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row?.providerPaymentId ? { ...row, providerPaymentId: row.providerPaymentId } : undefined;
}

/**
 * Refund (and optionally cancel) a paid order (decision 142). Transaction 1 locks the order,
 * writes the PENDING refund row under the client's idempotency key, the REFUND_REQUESTED step,
 * the cancellation and the audit entry. Only the request that wrote the row then asks the
 * provider (with the key as X-Refund-Idempotency); a retry with the same key returns that row
 * without asking again, so ten identical requests make one provider refund.
 */
export async function refundOrder(deps: RefundDeps, staff: StaffCaller, orderId: string, body: TRefundOrderRequest): Promise<TOrderActionResult> {
  const { refund, fresh, result } = await deps.db.transaction(async (tx) => {
    const before = await lockOrderFor(tx, staff, orderId);
    const [known] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, body.idempotencyKey));
    if (known && (known.orderId !== orderId || known.amountPaise !== body.amountPaise)) throw new AppError('REFUND_KEY_REUSED', 409, REFUND_KEY_REUSED);
    if (known) {
      return { refund: known, fresh: false, result: { orderId, status: before.status, version: before.version } };
    }
    assertVersion(before, body.expectedVersion);
    if (!REFUNDABLE.includes(before.status)) throw conflict('ORDER_NOT_PAID', REFUND_MESSAGES.notRefundable);
    if (body.cancel && !CANCELLABLE_PAID.includes(before.status)) {
      throw conflict('ORDER_NOT_CANCELLABLE', before.status === 'COMPLETED' ? REFUND_MESSAGES.cannotCancel : REFUND_MESSAGES.notCancellable);
    }
    const payment = await capturedPayment(tx, orderId);
    if (!payment) throw conflict('ORDER_NO_PAYMENT', REFUND_MESSAGES.noPayment);
    const inserted = await insertRefund(
      tx,
      { orderId, paymentRowId: payment.id, provider: payment.provider, providerPaymentId: payment.providerPaymentId, capturedPaise: payment.amountPaise },
      { amountPaise: body.amountPaise, reason: body.reason, idempotencyKey: body.idempotencyKey, requestedBy: staff.staffId },
    );
    const why = `refund of ${body.amountPaise} paise asked by ${staff.name} (${staff.role}): ${body.reason}`;
    await recordStep(tx, orderId, 'REFUND_REQUESTED', why);
    if (body.cancel) await transitionOrder(tx, orderId, 'CANCELLED', `cancelled with ${why}`, deps.log);
    const after = await reread(tx, orderId);
    await recordAudit(tx, staff, {
      action: body.cancel ? 'order.cancel-refund' : 'order.refund',
      entityType: 'order',
      entityId: orderId,
      before: fulfilmentSnapshot(before),
      after: { ...fulfilmentSnapshot(after), refund: { refundId: inserted.refund.id, amountPaise: body.amountPaise, reason: body.reason } },
    });
    return { refund: inserted.refund, fresh: inserted.fresh, result: { orderId, status: after.status, version: after.version } };
  });
  const settled = fresh ? await askProvider(deps.db, deps.provider, deps.log, refund) : refund;
  const now = await deps.db.transaction((tx) => reread(tx, orderId));
  return { ...result, status: now.status, version: now.version, refund: toActionRefund(settled) };
}

/** Cancel an order nobody has paid for: no money moves. A capture that arrives later becomes a PAID_AFTER_CANCEL exception. */
export async function cancelUnpaidOrder(deps: RefundDeps, staff: StaffCaller, orderId: string, body: TCancelOrderRequest): Promise<TOrderActionResult> {
  return deps.db.transaction(async (tx) => {
    const before = await lockOrderFor(tx, staff, orderId);
    assertVersion(before, body.expectedVersion);
    if (!UNPAID.includes(before.status)) {
      throw conflict('ORDER_NOT_CANCELLABLE', CANCELLABLE_PAID.includes(before.status) ? REFUND_MESSAGES.paidCancel : REFUND_MESSAGES.notCancellable);
    }
    await transitionOrder(tx, orderId, 'CANCELLED', `cancelled by ${staff.name} (${staff.role}): ${body.reason}`, deps.log);
    const after = await reread(tx, orderId);
    await recordAudit(tx, staff, {
      action: 'order.cancel',
      entityType: 'order',
      entityId: orderId,
      before: fulfilmentSnapshot(before),
      after: { ...fulfilmentSnapshot(after), reason: body.reason },
    });
    return { orderId, status: after.status, version: after.version };
  });
}
