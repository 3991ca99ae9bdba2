import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { TPaymentProviderName } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function findOwnedOrder(db: Db, orderId: string, userId: string) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, totalPaise: orders.totalPaise, devoteeName: orders.devoteeName, eventNameEn: orders.eventNameEn, eventNameHi: orders.eventNameHi })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/** Locks the order row for the rest of the transaction. Every payment change locks the order first, then the payment, so two of them never deadlock. */
export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx.select({ id: orders.id, status: orders.status, totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function lockPayment(tx: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

export async function findPaymentByProviderOrder(db: Db, providerOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).limit(1);
  return row;
}

/** The open attempt a retried initiation reuses: same provider, same amount, not yet paid. */
export async function findReusablePayment(db: Db, orderId: string, provider: TPaymentProviderName, amountPaise: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.amountPaise, amountPaise), ne(payments.status, 'CAPTURED')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export const paymentsOfOrder = (db: Db, orderId: string, provider: TPaymentProviderName) =>
  db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.provider, provider))).orderBy(desc(payments.createdAt));

export async function orderStatusOf(db: Db, orderId: string) {
  const [row] = await db.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The payment id to show: the captured one if any, else the newest known. */
export async function shownPaymentId(db: Db, orderId: string): Promise<string | null> {
  const rows = await db.select({ id: payments.providerPaymentId, status: payments.status }).from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.updatedAt));
  return (rows.find((r) => r.status === 'CAPTURED') ?? rows.find((r) => r.id))?.id ?? null;
}

export const stuckAwaitingOrders = (db: Db, olderThan: Date, limit: number) =>
  db.select({ id: orders.id }).from(orders).where(and(inArray(orders.status, ['AWAITING_PAYMENT_CONFIRMATION']), lt(orders.updatedAt, olderThan))).limit(limit);
