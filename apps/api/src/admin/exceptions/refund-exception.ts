import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TExceptionRefundRequest, TOrderActionResult, TPaymentException } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orders, paymentExceptions, payments, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { orderNotFound, recordStep } from '../../features/order/order-status.ts';
import { askProvider, insertRefund } from '../../features/payment/refund-payment.ts';
import { recordAudit } from '../core/audit.ts';
import { assertTempleAccess, templeScope } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

export const EXCEPTION_MESSAGES = {
  notFound: 'Payment exception not found.',
  resolved: 'This payment exception is already resolved.',
  underWay: 'A refund of this payment is already under way.',
} as const;

export type ExceptionDeps = { db: Db; provider: PaymentProvider; log: FastifyBaseLogger };

const columns = {
  exceptionId: paymentExceptions.id,
  orderId: paymentExceptions.orderId,
  templeId: orders.templeId,
  kind: paymentExceptions.kind,
  providerPaymentId: paymentExceptions.providerPaymentId,
  amountPaise: paymentExceptions.amountPaise,
  detail: paymentExceptions.detail,
  detectedAt: paymentExceptions.detectedAt,
  resolvedAt: paymentExceptions.resolvedAt,
  refundId: refunds.id,
  refundStatus: refunds.status,
  refundAmountPaise: refunds.amountPaise,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const toException = (r: Row): TPaymentException => ({
  exceptionId: r.exceptionId!,
  orderId: r.orderId!,
  templeId: r.templeId!,
  kind: r.kind!,
  providerPaymentId: r.providerPaymentId!,
  amountPaise: r.amountPaise!,
  detail: r.detail!,
  detectedAt: r.detectedAt!.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  refund: r.refundId ? { refundId: r.refundId, status: r.refundStatus!, amountPaise: r.refundAmountPaise! } : null,
});

const baseQuery = (db: Db) =>
  db
    .select(columns)
    .from(paymentExceptions)
    .innerJoin(orders, eq(orders.id, paymentExceptions.orderId))
    .leftJoin(refunds, eq(refunds.id, paymentExceptions.refundId));

/** The queue: open ones first (oldest first, they have waited longest), then resolved, newest first; at most 200. */
export async function listExceptions(db: Db, staff: StaffCaller, state: 'open' | 'all'): Promise<TPaymentException[]> {
  const scope = templeScope(staff);
  const rows = await baseQuery(db)
    .where(and(state === 'open' ? isNull(paymentExceptions.resolvedAt) : undefined, scope ? inArray(orders.templeId, [...scope]) : undefined))
    .orderBy(sql`${paymentExceptions.resolvedAt} is not null`, asc(paymentExceptions.detectedAt), desc(paymentExceptions.resolvedAt))
    .limit(200);
  return rows.map(toException);
}

async function oneException(db: Db, exceptionId: string) {
  const [row] = await baseQuery(db).where(eq(paymentExceptions.id, exceptionId));
  if (!row) throw new AppError('NOT_FOUND', 404, EXCEPTION_MESSAGES.notFound);
  return toException(row);
}

/**
 * Refunds the flagged payment in full through the same refund service as an order refund
 * (decision 143). The order itself is not cancelled. The refund is linked at once; the exception
 * is resolved when the provider reports the refund PROCESSED (its answer, webhook or sweep).
 */
export async function refundException(deps: ExceptionDeps, staff: StaffCaller, exceptionId: string, body: TExceptionRefundRequest) {
  const { refund, fresh, orderId } = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: paymentExceptions.orderId }).from(paymentExceptions).where(eq(paymentExceptions.id, exceptionId));
    if (!found) throw new AppError('NOT_FOUND', 404, EXCEPTION_MESSAGES.notFound);
    // Order first, as every payment change does, then the exception.
    const [order] = await tx.select({ id: orders.id, templeId: orders.templeId }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    if (!order) throw orderNotFound();
    assertTempleAccess(staff, order.templeId);
    const [exception] = await tx.select().from(paymentExceptions).where(eq(paymentExceptions.id, exceptionId)).for('update');
    const [known] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, body.idempotencyKey));
    if (known && known.id === exception!.refundId) return { refund: known, fresh: false, orderId: order.id };
    if (exception!.resolvedAt) throw new AppError('EXCEPTION_RESOLVED', 409, EXCEPTION_MESSAGES.resolved);
    if (exception!.refundId) {
      const [linked] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, exception!.refundId));
      if (linked && linked.status !== 'FAILED') throw new AppError('EXCEPTION_REFUND_UNDER_WAY', 409, EXCEPTION_MESSAGES.underWay);
    }
    const paymentRowId = exception!.paymentId ?? (await firstPaymentRow(tx, order.id));
    const inserted = await insertRefund(
      tx,
      {
        orderId: order.id,
        paymentRowId,
        provider: exception!.provider,
        providerPaymentId: exception!.providerPaymentId,
        capturedPaise: exception!.amountPaise,
      },
      {
        amountPaise: exception!.amountPaise,
        reason: `${exception!.kind}: ${exception!.detail}`.slice(0, 500),
        idempotencyKey: body.idempotencyKey,
        requestedBy: staff.staffId,
      },
    );
    await tx.update(paymentExceptions).set({ refundId: inserted.refund.id }).where(eq(paymentExceptions.id, exceptionId));
    await recordStep(
      tx,
      order.id,
      'REFUND_REQUESTED',
      `refund of flagged payment ${exception!.providerPaymentId} (${exception!.kind}) by ${staff.name} (${staff.role})`,
    );
    await recordAudit(tx, staff, {
      action: 'order.exception-refund',
      entityType: 'order',
      entityId: order.id,
      before: { exceptionId, kind: exception!.kind, refundId: exception!.refundId },
      after: { exceptionId, refundId: inserted.refund.id, amountPaise: inserted.refund.amountPaise },
    });
    return { refund: inserted.refund, fresh: inserted.fresh, orderId: order.id };
  });
  if (fresh) await askProvider(deps.db, deps.provider, deps.log, refund);
  const [order] = await deps.db.select({ status: orders.status, version: orders.version }).from(orders).where(eq(orders.id, orderId));
  const result: TOrderActionResult = { orderId, status: order!.status, version: order!.version };
  return { exception: await oneException(deps.db, exceptionId), order: result };
}

async function firstPaymentRow(tx: Db, orderId: string): Promise<string> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 404, EXCEPTION_MESSAGES.notFound);
  return row.id;
}
