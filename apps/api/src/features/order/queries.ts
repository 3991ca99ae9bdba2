import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
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

/**
 * Inserts the order, its lines and its first history row, and deletes the cart it was made from,
 * in one round trip (decision 278), unless its random id is taken: false means "draw another id"
 * and nothing was written. Lines go as one JSON array, so any number of them is one statement.
 */
export async function insertOrder(tx: Db, order: CheckoutOrder, items: NewOrderItem[], reason: string): Promise<boolean> {
  const inserted = await insertCheckout(tx, {
    ...order,
    additionalNames: JSON.stringify(order.additionalNames),
    shipping: order.shipping === null ? null : JSON.stringify(order.shipping),
    eventDateTime: order.eventDateTime.toISOString(),
    whatsappOptInAt: order.whatsappOptInAt?.toISOString() ?? null,
    items: JSON.stringify(items),
    reason,
  });
  return inserted.length > 0;
}

/** What a checkout writes into the order; every other column keeps its default. */
export type CheckoutOrder = Required<
  Pick<
    NewOrder,
    | 'id'
    | 'userId'
    | 'cartId'
    | 'eventId'
    | 'templeId'
    | 'type'
    | 'totalPaise'
    | 'eventNameEn'
    | 'eventNameHi'
    | 'imageUrl'
    | 'eventDateTime'
    | 'devoteeName'
    | 'whatsappNumber'
    | 'gotra'
    | 'additionalNames'
    | 'shipping'
    | 'language'
    | 'whatsappOptInAt'
    | 'donorPan'
    | 'donorAddress'
  >
>;

const p = (name: string) => sql.placeholder(name);
const insertCheckout = preparedSql<{ id: string }>(
  () => sql`
    with o as (
      insert into orders (id, user_id, cart_id, event_id, temple_id, type, status, total_paise, event_name_en, event_name_hi, image_url,
        event_date_time, devotee_name, whatsapp_number, gotra, additional_names, shipping, language, whatsapp_opt_in_at, donor_pan, donor_address)
      values (${p('id')}, ${p('userId')}, ${p('cartId')}, ${p('eventId')}, ${p('templeId')}, ${p('type')}, 'CREATED', ${p('totalPaise')},
        ${p('eventNameEn')}, ${p('eventNameHi')}, ${p('imageUrl')}, ${p('eventDateTime')}::timestamptz, ${p('devoteeName')}, ${p('whatsappNumber')},
        ${p('gotra')}, ${p('additionalNames')}::jsonb, ${p('shipping')}::jsonb, ${p('language')}, ${p('whatsappOptInAt')}::timestamptz,
        ${p('donorPan')}, ${p('donorAddress')})
      on conflict (id) do nothing
      returning id
    ), lines as (
      insert into order_items (order_id, sub_type, item_id, name_en, name_hi, unit_paise, list_unit_paise, quantity, total_paise, is_donation, position)
      select o.id, x."subType", x."itemId", x."nameEn", x."nameHi", x."unitPaise", x."listUnitPaise", x.quantity, x."totalPaise",
        coalesce(x."isDonation", false), coalesce(x.position, 0)
      from o, jsonb_to_recordset(${p('items')}::jsonb) as x("subType" text, "itemId" uuid, "nameEn" text, "nameHi" text, "unitPaise" int,
        "listUnitPaise" int, quantity int, "totalPaise" int, "isDonation" boolean, position int)
    ), history as (
      insert into order_status_history (order_id, from_status, to_status, reason, at)
      select o.id, null, 'CREATED', ${p('reason')}, clock_timestamp() from o
    ), checked_out as (
      delete from carts where id = ${p('cartId')} and exists (select from o)
    )
    select id from o`,
);

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
