import { asc, inArray, sql } from 'drizzle-orm';
import type { TOrderActionResult } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { orderNotFound } from '../../features/order/order-status.ts';
import { recordAudits } from '../core/audit.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { assertVersion, fulfilmentSnapshot, type OrderRow } from './locked-order.ts';

/** A locked order with what has been refunded of it (refunds asked or processed). */
export type LockedOrder = OrderRow & { refundedPaise: number };

/**
 * One fulfilment action for any number of orders (decision 180): the single action is this for
 * one order, a batch over an occurrence for a hundred at a time, so both run the same checks and
 * writes. `refuse` says, from the locked row alone, why an order cannot take the action (the
 * answer its single action gives); `apply` writes every allowed order in set-based statements
 * through the order state machine (recordSteps, transitionOrders), which queue the messages.
 */
export type OrdersAction = {
  auditAction: string;
  refuse: (order: LockedOrder) => AppError | null;
  apply: (tx: Db, orders: LockedOrder[]) => Promise<void>;
};

export type ActResult = { done: OrderRow[]; refused: Map<string, AppError> };

/** Locks the orders in id order (two batches over one day never deadlock) for the rest of the transaction. */
async function lockOrders(tx: Db, orderIds: readonly string[]): Promise<LockedOrder[]> {
  const refundedPaise = sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r where r.order_id = ${orders}.id and r.status in ('PENDING', 'PROCESSED'))`;
  const rows = await tx
    .select({ order: orders, refundedPaise })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
  return rows.map((r) => ({ ...r.order, refundedPaise: r.refundedPaise }));
}

export async function actOnOrders(tx: Db, staff: StaffCaller, orderIds: readonly string[], action: OrdersAction, expectedVersion?: number): Promise<ActResult> {
  const locked = await lockOrders(tx, orderIds);
  const refused = new Map<string, AppError>();
  for (const id of orderIds) if (!locked.some((o) => o.id === id)) refused.set(id, orderNotFound());
  const allowed: LockedOrder[] = [];
  for (const order of locked) {
    const why = refusal(order, staff, action, expectedVersion);
    if (why) refused.set(order.id, why);
    else allowed.push(order);
  }
  if (allowed.length === 0) return { done: [], refused };
  await action.apply(tx, allowed);
  const after = await tx
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        allowed.map((o) => o.id),
      ),
    );
  const byId = new Map(after.map((o) => [o.id, o]));
  await recordAudits(
    tx,
    staff,
    allowed.map((before) => ({
      action: action.auditAction,
      entityType: 'order',
      entityId: before.id,
      before: fulfilmentSnapshot(before),
      after: fulfilmentSnapshot(byId.get(before.id)!),
    })),
  );
  return { done: allowed.map((o) => byId.get(o.id)!), refused };
}

function refusal(order: LockedOrder, staff: StaffCaller, action: OrdersAction, expectedVersion: number | undefined): AppError | null {
  try {
    assertTempleAccess(staff, order.templeId);
    assertVersion(order, expectedVersion);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return action.refuse(order);
}

/** The single action: one order in the caller's transaction; a refusal is thrown as the answer. */
export async function actOnOneOrder(tx: Db, staff: StaffCaller, orderId: string, action: OrdersAction, expectedVersion?: number): Promise<TOrderActionResult> {
  const { done, refused } = await actOnOrders(tx, staff, [orderId], action, expectedVersion);
  const why = refused.get(orderId);
  if (why) throw why;
  const after = done[0]!;
  return { orderId: after.id, status: after.status, version: after.version };
}
