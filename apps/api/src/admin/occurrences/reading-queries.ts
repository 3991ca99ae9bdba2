import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAID_ORDER_STATUSES, type TReadingSession } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, sankalpReadings, sankalpReads, staffMembers } from '../../db/schema/index.ts';
import { readingMoments, type NameMoment } from '../../occurrence/reading-moments.ts';
import { findOccurrence, occurrenceOrders, type OccurrenceKey } from './occurrence-key.ts';

/**
 * The occurrence's latest reading (by the phone's Start time, then when it reached the server), or
 * null. The group video attach records it as the reading the video recorded, unless told another.
 */
export async function latestReadingId(tx: Db, occurrenceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: sankalpReadings.id })
    .from(sankalpReadings)
    .where(eq(sankalpReadings.occurrenceId, occurrenceId))
    .orderBy(desc(sankalpReadings.startedAt), desc(sankalpReadings.createdAt), desc(sankalpReadings.id))
    .limit(1);
  return row?.id ?? null;
}

/** The occurrence's readings, oldest first (the last is the latest, as latestReadingId). */
export async function readingSessions(db: Db, occurrenceId: string): Promise<TReadingSession[]> {
  const rows = await db
    .select({
      readingId: sankalpReadings.id,
      startedAt: sankalpReadings.startedAt,
      startedBy: staffMembers.name,
      ordersRead:
        sql<number>`(select count(distinct ${sankalpReads.orderId}) from ${sankalpReads} where ${sankalpReads.readingId} = ${sankalpReadings.id})`.mapWith(
          Number,
        ),
    })
    .from(sankalpReadings)
    .innerJoin(staffMembers, eq(staffMembers.id, sankalpReadings.startedBy))
    .where(eq(sankalpReadings.occurrenceId, occurrenceId))
    .orderBy(asc(sankalpReadings.startedAt), asc(sankalpReadings.createdAt), asc(sankalpReadings.id));
  return rows.map((r) => ({ ...r, startedAt: r.startedAt.toISOString() }));
}

export type ReadingOrderRow = {
  orderId: string;
  language: 'english' | 'hindi';
  devoteeName: string;
  gotra: string;
  additionalNames: string[];
  offered: { name: string; quantity: number }[];
};

/**
 * The occurrence's paid orders in reading order: booking time, then id. A booking paid late only
 * ever appends, and a corrected name does not move, so "12 / 50" never shifts under the priest.
 * For a chadawa, what is offered (its OFFERING_ITEM lines) in the booking's language.
 */
export async function readingOrders(db: Db, key: OccurrenceKey, chadawa: boolean): Promise<ReadingOrderRow[]> {
  const paid = and(occurrenceOrders(key), inArray(orders.status, [...PAID_ORDER_STATUSES]));
  const [rows, lines] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        language: orders.language,
        devoteeName: orders.devoteeName,
        gotra: orders.gotra,
        additionalNames: orders.additionalNames,
      })
      .from(orders)
      .where(paid)
      .orderBy(asc(orders.createdAt), asc(orders.id)),
    chadawa
      ? db
          .select({
            orderId: orderItems.orderId,
            nameEn: orderItems.nameEn,
            nameHi: orderItems.nameHi,
            quantity: orderItems.quantity,
            language: orders.language,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(paid, eq(orderItems.subType, 'OFFERING_ITEM')))
          .orderBy(asc(orderItems.orderId), asc(orderItems.position))
      : Promise.resolve([]),
  ]);
  const offered = new Map<string, { name: string; quantity: number }[]>();
  for (const line of lines) {
    const name = line.language === 'hindi' ? line.nameHi : line.nameEn;
    offered.set(line.orderId, [...(offered.get(line.orderId) ?? []), { name, quantity: line.quantity }]);
  }
  return rows.map((r) => ({ ...r, offered: offered.get(r.orderId) ?? [] }));
}

export type OrderMoment = NameMoment;

/**
 * Each paid order's moment in the reading that counts: the one the group video recorded
 * (occurrences.reading_id) once it is attached, else the latest. null: the name was never read in
 * it (the console flags it). An occurrence never read gives null for every order.
 */
export async function orderMoments(db: Db, key: OccurrenceKey): Promise<Map<string, OrderMoment | null>> {
  const occurrence = await findOccurrence(db, key);
  const readingId = occurrence ? (occurrence.readingId ?? (await latestReadingId(db, occurrence.id))) : null;
  const [paid, moments] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(occurrenceOrders(key), inArray(orders.status, [...PAID_ORDER_STATUSES]))),
    readingId ? readingMoments(db, readingId) : Promise.resolve(new Map<string, NameMoment>()),
  ]);
  return new Map(paid.map(({ id }) => [id, moments.get(id) ?? null]));
}
