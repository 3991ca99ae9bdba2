import { eq, sql } from 'drizzle-orm';
import type { TMessageKind, TOrderStatus, TOrderStep } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { momentSeconds, videoMoment } from '../../occurrence/reading-moments.ts';
import { orderMessages, orders, temples } from '../../db/schema/index.ts';
import { whatsappConsent } from './consent.ts';
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

/**
 * What a message about the order says, from the order as it is now (in the language it was booked
 * in): the sankalp as last corrected, the priest, the courier. Null for an unknown order. A resend
 * (admin/orders/resend-message.ts) reads the same, so it never repeats a superseded sankalp.
 */
export async function orderFacts(tx: Db, orderId: string): Promise<{ order: typeof orders.$inferSelect; facts: MessageFacts } | null> {
  const [row] = await tx
    .select({ order: orders, templeNameEn: temples.nameEn, templeNameHi: temples.nameHi })
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  const hindi = order.language === 'hindi';
  const moment = await videoMoment(tx, order);
  return {
    order,
    facts: {
      orderId: order.id,
      eventName: hindi ? order.eventNameHi : order.eventNameEn,
      templeName: hindi ? row.templeNameHi : row.templeNameEn,
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
    },
  };
}

/**
 * Writes one message to the outbox, in the caller's transaction (the order's row is locked by
 * it). The dedupe key makes a second write of the same event a no-op. Returns whether a row was
 * written.
 */
export async function queueOrderMessage(tx: Db, orderId: string, kind: TMessageKind, options: QueueOptions = {}): Promise<boolean> {
  const found = await orderFacts(tx, orderId);
  if (!found) return false;
  const { order } = found;
  const facts: MessageFacts = { ...found.facts, ...(options.refundPaise !== undefined ? { refundPaise: options.refundPaise } : {}) };
  const consent = await whatsappConsent(tx, order.whatsappNumber);
  const dedupeKey = [order.id, kind, options.eventKey].filter(Boolean).join(':');
  const inserted = await tx
    .insert(orderMessages)
    .values({
      orderId: order.id,
      kind,
      channel: consent.whatsapp ? 'WHATSAPP' : 'SMS',
      language: order.language,
      recipient: order.whatsappNumber,
      facts,
      dedupeKey,
    })
    .onConflictDoNothing({ target: orderMessages.dedupeKey })
    .returning({ id: orderMessages.id });
  if (inserted.length > 0) await wakeWorkers(tx);
  return inserted.length > 0;
}

/** Delivered to every listening process when the transaction commits; nothing if it rolls back. */
export async function wakeWorkers(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
