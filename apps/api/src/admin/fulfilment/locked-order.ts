import { eq } from 'drizzle-orm';
import { FULFILMENT_MESSAGES } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderNotFound } from '../../features/order/order-status.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

export type OrderRow = typeof orders.$inferSelect;

export const conflict = (code: string, message: string) => new AppError(code, 409, message);

/** The fulfilment fields an action may change: the audit entry's before and after. */
export const fulfilmentSnapshot = (o: OrderRow) => ({
  status: o.status,
  version: o.version,
  performedOn: o.performedOn,
  priestName: o.priestName,
  videoUrl: o.videoUrl,
  courierName: o.courierName,
  trackingNumber: o.trackingNumber,
  trackingUrl: o.trackingUrl,
  shippedAt: o.shippedAt?.toISOString() ?? null,
  deliveredAt: o.deliveredAt?.toISOString() ?? null,
});

/**
 * Locks the order row (SELECT … FOR UPDATE) for the rest of the caller's transaction, then checks
 * the caller may touch this temple's orders. Two staff acting on one order take turns here, and
 * the second sees what the first did before checking its own precondition.
 */
export async function lockOrderFor(tx: Db, staff: StaffCaller, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  assertTempleAccess(staff, order.templeId);
  return order;
}

/** The row lock alone, for the system acting on an outside report (no staff member, no temple scope). */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw orderNotFound();
  return order;
}

/** A form opened before someone else's change: refuse rather than act on what the staff member did not see. */
export function assertVersion(order: OrderRow, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && expectedVersion !== order.version) throw conflict('ORDER_STALE', FULFILMENT_MESSAGES.stale);
}

export async function reread(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  return order;
}
