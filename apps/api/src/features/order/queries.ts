import { and, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { events, orderItems, orders, orderStatusHistory, payments, refunds, temples } from '../../db/schema/index.ts';
import type { Language } from '@sankalp/contract';
import { orderScans } from '../shipping/scans.ts';
import { participantRules } from './sankalp-names.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** The caller's order made from this cart, if the cart was checked out already (decision 191). */
export async function findOrderFromCart(db: Db, userId: string, cartId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.userId, userId)));
  return row?.id;
}

/** Inserts the order unless its random id is taken; false means "draw another id". */
export async function insertOrder(tx: Db, order: CheckoutOrder, items: NewOrderItem[]): Promise<boolean> {
  const inserted = await insertCheckoutOrder(tx, {
    ...order,
    shipping: order.shipping === null ? null : JSON.stringify(order.shipping),
    whatsappOptInAt: order.whatsappOptInAt?.toISOString() ?? null,
  });
  if (inserted.length === 0) return false;
  const [only] = items;
  // One line (a puja's package) runs a statement built once; more are built for their number.
  if (only && items.length === 1) await insertOneItem(tx, { ...ITEM_DEFAULTS, ...only, orderId: order.id });
  else await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  return true;
}

/** Every column a checkout writes, each one a placeholder: the statement is built once (decision 278). */
const CHECKOUT_COLUMNS = [
  'id',
  'userId',
  'cartId',
  'eventId',
  'templeId',
  'type',
  'status',
  'totalPaise',
  'eventNameEn',
  'eventNameHi',
  'imageUrl',
  'eventDateTime',
  'devoteeName',
  'whatsappNumber',
  'gotra',
  'additionalNames',
  'shipping',
  'language',
  'whatsappOptInAt',
  'donorPan',
  'donorAddress',
] as const satisfies readonly (keyof NewOrder)[];
export type CheckoutOrder = Required<Pick<NewOrder, (typeof CHECKOUT_COLUMNS)[number]>>;
function placeholders<K extends string>(keys: readonly K[]) {
  const values = {} as Record<K, Placeholder>;
  for (const key of keys) values[key] = sql.placeholder(key);
  return values;
}
const insertCheckoutOrder = prepared((db) =>
  db
    .insert(orders)
    .values({
      ...placeholders(CHECKOUT_COLUMNS),
      // Drizzle encodes a placeholder's value by its column, and would encode a null too (JSON
      // 'null', a crash on toISOString): these two come encoded, and null stays SQL NULL.
      shipping: sql`${sql.placeholder('shipping')}::jsonb`,
      whatsappOptInAt: sql`${sql.placeholder('whatsappOptInAt')}::timestamptz`,
    })
    .onConflictDoNothing({ target: orders.id })
    .returning({ id: orders.id }),
);
const ITEM_COLUMNS = ['orderId', 'subType', 'itemId', 'nameEn', 'nameHi', 'unitPaise', 'listUnitPaise', 'quantity', 'totalPaise', 'isDonation', 'position'] as const;
const ITEM_DEFAULTS = { isDonation: false, position: 0 };
const insertOneItem = prepared((db) => db.insert(orderItems).values(placeholders(ITEM_COLUMNS)));

/** The order if it belongs to `userId`: someone else's order is indistinguishable from none. */
export async function findOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function findOrderParts(db: Db, order: Pick<OrderRow, 'id' | 'templeId' | 'eventId'>) {
  const orderId = order.id;
  const [items, history, [payment], refundRows, [temple], [event], rules, scans] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.at, orderStatusHistory.id),
    // A captured payment is the one to show; otherwise the latest attempt.
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(eq(payments.status, 'CAPTURED')), desc(payments.createdAt))
      .limit(1),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt),
    db.select({ nameEn: temples.nameEn, nameHi: temples.nameHi }).from(temples).where(eq(temples.id, order.templeId)),
    // The sankalp stays editable until the booking closes (sankalp.ts).
    db.select({ bookingClosesAt: events.bookingClosesAt }).from(events).where(eq(events.id, order.eventId)),
    participantRules(db, order.eventId),
    // The prasad parcel's tracking scans (decision 182).
    orderScans(db, orderId),
  ]);
  const templeName = (language: Language) => (language === 'hindi' ? temple?.nameHi : temple?.nameEn) ?? '';
  return { items, history, payment, refunds: refundRows, templeName, bookingClosesAt: event?.bookingClosesAt ?? null, participantRules: rules, scans };
}

export async function countOrders(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** Newest first; the id breaks ties between orders created in the same instant. */
export function findOrderPage(db: Db, userId: string, offset: number, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
}
