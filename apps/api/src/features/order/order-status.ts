import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { orders, orderStatusHistory } from '../../db/schema/index.ts';
import type { TMessageKind, TOrderStatus, TOrderStep } from '@sankalp/contract';
import { AppError } from '../../lib/errors.ts';
import { messageKindFor, queueOrderMessage, queueOrderMessages, type QueueOptions } from '../notification/enqueue.ts';

/**
 * The order state machine — the only place that changes `orders.status`.
 *
 * Exported API (keep it small):
 *  - `OrderStatus`, `ORDER_TRANSITIONS`, `canTransition(from, to)`: the rules, for reading.
 *  - `PAYABLE_STATUSES`, `isPayable(status)`: statuses in which the devotee may (re)try paying.
 *  - `transitionOrder(tx, orderId, to, reason, log)`: the one way to move an order.
 *  - `recordStep(tx, orderId, step, reason, message?)`: a fulfilment step on the timeline, status unchanged.
 *  - `recordSteps`, `transitionOrders`: the same for many locked orders at once (occurrence batches).
 *  - `IllegalOrderTransitionError`, `orderNotFound()`: what `transitionOrder` throws.
 *
 * A change the devotee is told about (paid, video, shipped…; enqueue.ts) queues its message here,
 * in the same transaction, so no path that moves an order can forget it (decision 170).
 */
export type OrderStatus = TOrderStatus;

/**
 * Allowed moves. Payment statuses may loop (a failed payment can be retried and later succeed;
 * a late capture can still turn a failure into SUCCESS) but nothing leaves COMPLETED or CANCELLED.
 * CANCELLED after SUCCESS or IN TRANSIT means an operator's cancel with refund. Fulfilment
 * (decision 140): attaching the video completes the order from SUCCESS or IN TRANSIT; shipping
 * prasad moves SUCCESS to IN TRANSIT (after COMPLETED it records tracking, status unchanged).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  CREATED: ['AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED', 'SUCCESS', 'CANCELLED'],
  AWAITING_PAYMENT_CONFIRMATION: ['SUCCESS', 'PAYMENT_FAILED', 'CANCELLED'],
  PAYMENT_FAILED: ['AWAITING_PAYMENT_CONFIRMATION', 'SUCCESS', 'CANCELLED'],
  SUCCESS: ['IN TRANSIT', 'COMPLETED', 'CANCELLED'],
  'IN TRANSIT': ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The spec shows Pay Now exactly for these. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['CREATED', 'PAYMENT_FAILED'];
export const isPayable = (status: OrderStatus): boolean => PAYABLE_STATUSES.includes(status);

export class IllegalOrderTransitionError extends AppError {
  constructor(
    readonly orderId: string,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super('ORDER_ILLEGAL_TRANSITION', 409, 'This order can no longer be changed.');
  }
}

export const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 404, 'Order not found.');

/** Wall-clock time, not now() (transaction start): steps taken in one transaction stay in order. */
const stepTime = sql`clock_timestamp()`;

/**
 * The move and its history row in one round trip (decision 278): only from the status and version
 * read under the lock; no row back means the order was not moved and nothing was written.
 */
const moveOrder = preparedSql<{ id: string }>(
  () => sql`
    with moved as (
      update orders set status = ${sql.placeholder('to')}, version = version + 1, updated_at = now()
      where id = ${sql.placeholder('orderId')} and status = ${sql.placeholder('from')} and version = ${sql.placeholder('version')}
      returning id, status
    )
    insert into order_status_history (order_id, from_status, to_status, step, reason, at)
    select moved.id, ${sql.placeholder('from')}, moved.status, ${sql.placeholder('step')}, ${sql.placeholder('reason')}, ${stepTime} from moved
    returning order_id as id`,
);

export type TransitionResult = { from: OrderStatus; to: OrderStatus; changed: boolean };

/**
 * Moves an order to `to`, inside the caller's transaction `tx` (so a payment row and the status
 * change commit together). The row is locked, then updated only if status and version are still
 * what was read. Asking for the status the order already has is a no-op (`changed: false`): a
 * webhook or callback delivered twice changes the order once. An illegal move is logged and
 * throws `IllegalOrderTransitionError`; an unknown order throws `orderNotFound()`.
 */
export async function transitionOrder(
  tx: Db,
  orderId: string,
  to: OrderStatus,
  reason: string,
  log: FastifyBaseLogger,
  step: TOrderStep | null = null,
): Promise<TransitionResult> {
  const [current] = await tx
    .select({ id: orders.id, status: orders.status, version: orders.version, type: orders.type })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!current) throw orderNotFound();
  return transitionLockedOrder(tx, current, to, reason, log, step);
}

/** The order's status as read under its row lock, in this transaction. */
export type LockedOrderState = { id: string; status: OrderStatus; version: number; type: 'PUJA' | 'OFFERING' };

/** transitionOrder for an order the caller has locked and read in this transaction (one round trip fewer). */
export async function transitionLockedOrder(
  tx: Db,
  current: LockedOrderState,
  to: OrderStatus,
  reason: string,
  log: FastifyBaseLogger,
  step: TOrderStep | null = null,
): Promise<TransitionResult> {
  const orderId = current.id;
  const from = current.status;
  if (from === to) return { from, to, changed: false };
  if (!canTransition(from, to)) {
    log.warn({ orderId, from, to, reason }, 'illegal order transition refused');
    throw new IllegalOrderTransitionError(orderId, from, to);
  }
  const updated = await moveOrder(tx, { orderId, from, to, version: current.version, step, reason });
  // Cannot happen under the row lock; if it ever does, refusing beats a silent lost update.
  if (updated.length === 0) {
    log.error({ orderId, from, to, reason }, 'order changed under its row lock');
    throw new IllegalOrderTransitionError(orderId, from, to);
  }
  const kind = messageKindFor({ from, to, step, type: current.type });
  if (kind) await queueOrderMessage(tx, orderId, kind);
  return { from, to, changed: true };
}

/**
 * A fulfilment step that leaves the status as it is (performed, delivered, refund processed…):
 * one history row with `step`, from and to the current status. The order's version grows, so a
 * console form opened before the step sees it as stale. Call with the order row locked.
 */
export async function recordStep(tx: Db, orderId: string, step: TOrderStep, reason: string, message: QueueOptions = {}): Promise<void> {
  const [recorded] = await recordSteps(tx, [orderId], step, () => reason, message);
  if (!recorded) throw orderNotFound();
}

/**
 * recordStep for many orders at once (an occurrence's batch, decision 180): the same rows, written
 * in one statement each. Returns the orders recorded (unknown ids are left out).
 */
export async function recordSteps(
  tx: Db,
  orderIds: readonly string[],
  step: TOrderStep,
  reason: (orderId: string) => string,
  message: QueueOptions = {},
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const current = await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(orders.id, [...orderIds]))
    .returning({ id: orders.id, status: orders.status, type: orders.type });
  if (current.length === 0) return [];
  await tx
    .insert(orderStatusHistory)
    .values(current.map((o) => ({ orderId: o.id, fromStatus: o.status, toStatus: o.status, step, reason: reason(o.id), at: stepTime })));
  await queueMessages(tx, current, (o) => messageKindFor({ from: o.status, to: o.status, step, type: o.type }), message);
  return current.map((o) => o.id);
}

/** Each order's message of its change, queued a kind at a time (queueOrderMessages). */
async function queueMessages<T extends { id: string }>(tx: Db, changed: T[], kindOf: (o: T) => TMessageKind | null, message: QueueOptions = {}): Promise<void> {
  const byKind = new Map<TMessageKind, string[]>();
  for (const o of changed) {
    const kind = kindOf(o);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), o.id]);
  }
  for (const [kind, ids] of byKind) await queueOrderMessages(tx, ids, kind, message);
}

/**
 * transitionOrder for many orders already locked by the caller and checked by it (an occurrence's
 * batch): every order must be allowed to move to `to` (else nothing is written and the first
 * illegal one throws); orders already in `to` are left as they are.
 */
export async function transitionOrders(
  tx: Db,
  orderIds: readonly string[],
  to: OrderStatus,
  reason: (orderId: string) => string,
  log: FastifyBaseLogger,
  step: TOrderStep | null = null,
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ id: orders.id, status: orders.status, type: orders.type })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .for('update');
  const moving = rows.filter((o) => o.status !== to);
  const illegal = moving.find((o) => !canTransition(o.status, to));
  if (illegal) {
    log.warn({ orderId: illegal.id, from: illegal.status, to }, 'illegal order transition refused');
    throw new IllegalOrderTransitionError(illegal.id, illegal.status, to);
  }
  if (moving.length === 0) return [];
  await tx
    .update(orders)
    .set({ status: to, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(
      inArray(
        orders.id,
        moving.map((o) => o.id),
      ),
    );
  await tx
    .insert(orderStatusHistory)
    .values(moving.map((o) => ({ orderId: o.id, fromStatus: o.status, toStatus: to, step, reason: reason(o.id), at: stepTime })));
  await queueMessages(tx, moving, (o) => messageKindFor({ from: o.status, to, step, type: o.type }));
  return moving.map((o) => o.id);
}
