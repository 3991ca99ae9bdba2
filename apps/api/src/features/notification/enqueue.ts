import { eq, sql, type SQL } from 'drizzle-orm';
import type { TMessageKind, TOrderStatus, TOrderStep } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { momentSeconds, videoMoment, videoMoments, type NameMoment } from '../../occurrence/reading-moments.ts';
import { orderMessages, orders, temples } from '../../db/schema/index.ts';
import { messageLinkToken } from '../receipt/settings.ts';
import { consentColumnsOf, consentOf } from './consent.ts';
import type { MessageFacts } from '../../db/schema/index.ts';

/** The channel workers are woken on when a message is queued (NOTIFY is delivered at commit). */
export const OUTBOX_CHANNEL = 'sankalp_outbox';

const PAID: readonly TOrderStatus[] = ['SUCCESS', 'IN TRANSIT', 'COMPLETED'];

/**
 * Which message an order change sends, if any (decision 170). Paid is the move into SUCCESS;
 * performed is told at once, a puja's and a chadawa's in words of their own (decision 185); the
 * video completes the puja ("performed, watch the video"); a cancellation is told only when the
 * devotee had paid (an unpaid checkout left behind gets no message).
 */
export function messageKindFor(change: {
  from: TOrderStatus | null;
  to: TOrderStatus;
  step: TOrderStep | null;
  type?: 'PUJA' | 'OFFERING';
}): TMessageKind | null {
  if (change.step === 'PERFORMED') return change.type === 'OFFERING' ? 'CHADAWA_OFFERED' : 'PUJA_PERFORMED';
  if (change.step === 'VIDEO_ATTACHED') return 'VIDEO_READY';
  if (change.step === 'SHIPPED') return 'PRASAD_SHIPPED';
  if (change.step === 'DELIVERED') return 'PRASAD_DELIVERED';
  if (change.step === 'REFUNDED') return 'REFUND_PROCESSED';
  if (change.from === change.to) return null;
  if (change.to === 'SUCCESS') return 'ORDER_PAID';
  if (change.to === 'CANCELLED' && change.from && PAID.includes(change.from)) return 'ORDER_CANCELLED';
  return null;
}

export type QueueOptions = {
  /** Distinguishes several messages of one kind (each processed refund): part of the dedupe key. */
  eventKey?: string;
  refundPaise?: number;
};

type OrderRow = typeof orders.$inferSelect;

/** What a message says about an order, in the order's language (the moment: its name in the group video). */
function factsOf(order: OrderRow, temple: { nameEn: string; nameHi: string }, moment: NameMoment | null): MessageFacts {
  const hindi = order.language === 'hindi';
  return {
    orderId: order.id,
    eventKind: order.type,
    eventName: hindi ? order.eventNameHi : order.eventNameEn,
    templeName: hindi ? temple.nameHi : temple.nameEn,
    eventDateTime: order.eventDateTime.toISOString(),
    devoteeName: order.devoteeName,
    gotra: order.gotra,
    additionalNames: order.additionalNames,
    performedOn: order.performedOn,
    performedAt: order.performedAt?.toISOString() ?? null,
    priestName: order.priestName,
    courierName: order.courierName,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    ...(moment ? { videoStartSeconds: momentSeconds(moment) } : {}),
  };
}

/**
 * The orders with their temples' names, their numbers' WhatsApp consent and their receipts, one
 * query (decision 278).
 */
const ordersToTell = (which: SQL) =>
  prepared((db) =>
    db
      .select({
        order: orders,
        temple: { nameEn: temples.nameEn, nameHi: temples.nameHi },
        consent: consentColumnsOf(orders.whatsappNumber),
        receiptId: sql<
          string | null
        >`(select md.id from money_documents md where md.order_id = ${orders.id} and md.kind = 'RECEIPT' order by md.issued_at limit 1)`,
      })
      .from(orders)
      .innerJoin(temples, eq(temples.id, orders.templeId))
      .where(which),
  );
/**
 * One order (every payment's message) by its own statement: with an array parameter PostgreSQL
 * would plan the statement anew on every run, as the array's size is unknown to a cached plan.
 */
const orderToTell = ordersToTell(eq(orders.id, sql.placeholder('orderId')));
const manyToTell = ordersToTell(sql`${orders.id} = any(${sql.placeholder('orderIds')})`);
const ordersWithTemples = (tx: Db, orderIds: readonly string[]) =>
  orderIds.length === 1 ? orderToTell(tx, { orderId: orderIds[0] }) : manyToTell(tx, { orderIds });

/**
 * What a message about the order says, from the order as it is now (in the language it was booked
 * in): the sankalp as last corrected, the priest, the courier. Null for an unknown order. A resend
 * (admin/orders/resend-message.ts) reads the same, so it never repeats a superseded sankalp.
 */
export async function orderFacts(tx: Db, orderId: string): Promise<{ order: OrderRow; facts: MessageFacts } | null> {
  const [row] = await ordersWithTemples(tx, [orderId]);
  if (!row) return null;
  return { order: row.order, facts: factsOf(row.order, row.temple, await videoMoment(tx, row.order)) };
}

/**
 * Writes one message to the outbox, in the caller's transaction (the order's row is locked by
 * it). The dedupe key makes a second write of the same event a no-op. Returns whether a row was
 * written.
 */
export async function queueOrderMessage(tx: Db, orderId: string, kind: TMessageKind, options: QueueOptions = {}): Promise<boolean> {
  return (await queueOrderMessages(tx, [orderId], kind, options)) > 0;
}

/**
 * queueOrderMessage for many orders (an occurrence's batch): the same rows, read and written a
 * handful of statements for the lot. Returns how many rows were written.
 */
export async function queueOrderMessages(tx: Db, orderIds: readonly string[], kind: TMessageKind, options: QueueOptions = {}): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await ordersWithTemples(tx, orderIds);
  if (rows.length === 0) return 0;
  const moments = await videoMoments(
    tx,
    rows.map((r) => r.order),
  );
  const extra = options.refundPaise !== undefined ? { refundPaise: options.refundPaise } : {};
  // The paid message links the receipt, issued in this same transaction (decision 260).
  const receiptToken = (receiptId: string | null) => (kind === 'ORDER_PAID' && receiptId ? messageLinkToken(receiptId) : null);
  const messages = rows.map(({ order, temple, consent, receiptId }) => {
    const token = receiptToken(receiptId);
    return {
      orderId: order.id,
      kind,
      channel: consentOf(consent).whatsapp ? ('WHATSAPP' as const) : ('SMS' as const),
      language: order.language,
      recipient: order.whatsappNumber,
      facts: { ...factsOf(order, temple, moments.get(order.id) ?? null), ...extra, ...(token ? { receiptToken: token } : {}) },
      dedupeKey: [order.id, kind, options.eventKey].filter(Boolean).join(':'),
    };
  });
  const [one] = messages;
  // One order's message (every payment) runs a statement built once; a batch's is built for its size.
  const inserted =
    one && messages.length === 1
      ? await insertOneMessage(tx, one)
      : await tx.insert(orderMessages).values(messages).onConflictDoNothing({ target: orderMessages.dedupeKey }).returning(wokenWorkers);
  return inserted.length;
}

/** Wakes the workers in the same round trip, only if a row was written; PostgreSQL folds the same notification sent many times in one transaction into one, delivered at commit. */
const wokenWorkers = { id: orderMessages.id, woken: sql`pg_notify(${OUTBOX_CHANNEL}, '')` };
const insertOneMessage = prepared((db) =>
  db
    .insert(orderMessages)
    .values({
      orderId: sql.placeholder('orderId'),
      kind: sql.placeholder('kind'),
      channel: sql.placeholder('channel'),
      language: sql.placeholder('language'),
      recipient: sql.placeholder('recipient'),
      facts: sql.placeholder('facts'),
      dedupeKey: sql.placeholder('dedupeKey'),
    })
    .onConflictDoNothing({ target: orderMessages.dedupeKey })
    .returning(wokenWorkers),
);

/** Delivered to every listening process when the transaction commits; nothing if it rolls back. */
export async function wakeWorkers(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
