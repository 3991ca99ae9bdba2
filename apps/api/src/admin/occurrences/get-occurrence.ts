import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PAID_ORDER_STATUSES,
  type Language,
  type TBatchResult,
  type TOccurrence,
  type TOccurrenceCounts,
  type TOccurrenceOrder,
  type TVideoKind,
} from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { occurrenceMessageCounts } from '../../features/notification/message-counts.ts';
import { mediaFiles, occurrenceBatches, orders } from '../../db/schema/index.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { databaseNow } from '../fulfilment/fulfil-order.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { scheduledAt } from './batch-performed.ts';
import { batchLists } from './run-batch.ts';
import { findOccurrence, occurrenceEvent, occurrenceOrders, type OccurrenceKey } from './occurrence-key.ts';

const PAID: readonly string[] = PAID_ORDER_STATUSES;
const UNPAID = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED'];
const iso = (d: Date | null) => d?.toISOString() ?? null;
const BATCHES_SHOWN = 5;

/** Every order of the occurrence in one query, with what the list needs (prasad, refunds) beside it. */
function orderRows(db: Db, key: OccurrenceKey) {
  // Drizzle writes columns unqualified inside a select list: the correlated subqueries name their tables.
  const hasPrasadLine = sql<boolean>`exists (select 1 from order_items i where i.order_id = ${orders}.id and i.sub_type = 'PRASAD')`;
  const refundedPaise = sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r where r.order_id = ${orders}.id and r.status in ('PENDING', 'PROCESSED'))`;
  return db
    .select({
      orderId: orders.id,
      devoteeName: orders.devoteeName,
      gotra: orders.gotra,
      status: orders.status,
      totalPaise: orders.totalPaise,
      shipping: sql<boolean>`${orders.shipping} is not null`,
      hasPrasadLine,
      refundedPaise,
      performedAt: orders.performedAt,
      videoUrl: orders.videoUrl,
      videoMediaId: orders.videoMediaId,
      shippedAt: orders.shippedAt,
      trackingNumber: orders.trackingNumber,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .where(occurrenceOrders(key))
    .orderBy(sql`lower(${orders.devoteeName})`, orders.id);
}

function countsOf(list: TOccurrenceOrder[]): TOccurrenceCounts {
  const paid = list.filter((o) => PAID.includes(o.status) && !o.refunded);
  return {
    paid: paid.length,
    performed: paid.filter((o) => o.performedAt).length,
    video: paid.filter((o) => o.video).length,
    prasad: paid.filter((o) => o.hasPrasad).length,
    shipped: paid.filter((o) => o.shippedAt).length,
    delivered: paid.filter((o) => o.deliveredAt).length,
    refunded: list.filter((o) => o.refunded).length,
    unpaid: list.filter((o) => UNPAID.includes(o.status)).length,
  };
}

/** The occurrence page (issue 19): counts, messages, the latest batches and every order. */
export async function getOccurrence(db: Db, storage: MediaStorage, staff: StaffCaller, key: OccurrenceKey, language: Language): Promise<TOccurrence> {
  const event = await occurrenceEvent(db, staff, key);
  const occurrence = await findOccurrence(db, key);
  const [rows, messages, scheduled, now, batches, groupVideo] = await Promise.all([
    orderRows(db, key),
    occurrenceMessageCounts(db, occurrenceOrders(key)),
    scheduledAt(db, key),
    databaseNow(db),
    occurrence
      ? db
          .select()
          .from(occurrenceBatches)
          .where(and(eq(occurrenceBatches.occurrenceId, occurrence.id), sql`${occurrenceBatches.finishedAt} is not null`))
          .orderBy(desc(occurrenceBatches.createdAt))
          .limit(BATCHES_SHOWN)
      : Promise.resolve([]),
    occurrence?.groupVideoId
      ? db.select({ id: mediaFiles.id, key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.id, occurrence.groupVideoId))
      : Promise.resolve([]),
  ]);
  const videoKind = (r: (typeof rows)[number]): TVideoKind | null => {
    if (!r.videoUrl) return null;
    if (!r.videoMediaId) return 'LINK';
    return r.videoMediaId === occurrence?.groupVideoId ? 'GROUP' : 'PERSONAL';
  };
  const list: TOccurrenceOrder[] = rows.map((r) => ({
    orderId: r.orderId,
    devoteeName: r.devoteeName,
    gotra: r.gotra,
    status: r.status,
    totalPaise: r.totalPaise,
    hasPrasad: r.shipping || r.hasPrasadLine,
    performedAt: iso(r.performedAt),
    video: videoKind(r),
    shippedAt: iso(r.shippedAt),
    trackingNumber: r.trackingNumber,
    deliveredAt: iso(r.deliveredAt),
    refunded: r.refundedPaise >= r.totalPaise,
  }));
  return {
    eventId: event.id,
    date: key.date,
    type: event.type,
    eventNameEn: event.nameEn,
    eventNameHi: event.nameHi,
    templeNameEn: event.templeNameEn,
    templeNameHi: event.templeNameHi,
    scheduledAt: iso(scheduled),
    now: now.toISOString(),
    performedAt: iso(occurrence?.performedAt ?? null),
    priestName: occurrence?.priestName ?? null,
    groupVideo: groupVideo[0] ? { id: groupVideo[0].id, url: storage.url(groupVideo[0].key) } : null,
    readingId: occurrence?.readingId ?? null,
    counts: countsOf(list),
    messages,
    batches: batches.map((b) => ({
      batchId: b.id,
      action: b.action,
      ...batchLists(b.result as Pick<TBatchResult, 'done' | 'skipped' | 'failed'>, language),
      finishedAt: b.finishedAt!.toISOString(),
    })),
    orders: list,
  };
}
