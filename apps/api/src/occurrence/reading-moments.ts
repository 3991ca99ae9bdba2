import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { occurrences, sankalpReads } from '../db/schema/index.ts';
import { istDay } from '../lib/ist-day.ts';

/**
 * Where each name is in a reading's recording (decision 181), for both surfaces: the console
 * (reading mode, the occurrence page) and the devotee's order page and VIDEO_READY message.
 *
 * The phone records a tap of Next after a name was read, so the tap's offset is where the name's
 * reading ENDS. The name came on screen at the tap before it (or at Start); that is where its
 * reading begins and where a devotee's player starts, at most NAME_LEAD_IN_MAX_MS before the tap
 * (the priest may have paused between two names).
 */
export const NAME_LEAD_IN_MAX_MS = 60_000;

export type NameMoment = {
  /** The last tap of Next on the name in the reading (a re-read adds a tap; the last one counts). */
  offsetMs: number;
  /** Where the name's reading began in the recording. */
  fromMs: number;
  /** The phone's clock at that tap. */
  readAt: Date;
};

export const nameStartMs = (offsetMs: number, previousTapMs: number | null): number => Math.max(previousTapMs ?? 0, offsetMs - NAME_LEAD_IN_MAX_MS, 0);

/**
 * "Last" is the greatest offset: offsets come from the phone's monotonic clock, so they order the
 * taps of one reading even when its wall clock (read_at) jumped; read_at and id break ties.
 */
const lastFirst = sql`${sankalpReads.offsetMs} desc, ${sankalpReads.readAt} desc, ${sankalpReads.id} desc`;

/** Every order's last read in the reading, with where its reading began. */
export async function readingMoments(db: Db, readingId: string): Promise<Map<string, NameMoment>> {
  const ranked = db
    .select({
      orderId: sankalpReads.orderId,
      offsetMs: sankalpReads.offsetMs,
      readAt: sankalpReads.readAt,
      // The greatest offset of any tap strictly before this one.
      previousMs: sql<
        number | null
      >`max(${sankalpReads.offsetMs}) over (order by ${sankalpReads.offsetMs} range between unbounded preceding and 1 preceding)`.as('previous_ms'),
      rank: sql<number>`row_number() over (partition by ${sankalpReads.orderId} order by ${lastFirst})`.as('rank'),
    })
    .from(sankalpReads)
    .where(eq(sankalpReads.readingId, readingId))
    .as('ranked');
  const rows = await db
    .select({ orderId: ranked.orderId, offsetMs: ranked.offsetMs, readAt: ranked.readAt, previousMs: ranked.previousMs })
    .from(ranked)
    .where(eq(ranked.rank, 1));
  return new Map(rows.map((r) => [r.orderId, toMoment(r.offsetMs, r.previousMs, r.readAt)]));
}

/** One order's last read in the reading, or null. */
export async function orderReadMoment(db: Db, readingId: string, orderId: string): Promise<NameMoment | null> {
  const [row] = await db
    .select({
      offsetMs: sankalpReads.offsetMs,
      readAt: sankalpReads.readAt,
      // Qualified by hand: Drizzle writes a one-table query's columns bare, which inside the subquery would mean "earlier"'s.
      previousMs: sql<number | null>`(select max("earlier"."offset_ms") from ${sankalpReads} "earlier"
        where "earlier"."reading_id" = ${readingId} and "earlier"."offset_ms" < "sankalp_reads"."offset_ms")`,
    })
    .from(sankalpReads)
    .where(and(eq(sankalpReads.readingId, readingId), eq(sankalpReads.orderId, orderId)))
    .orderBy(desc(sankalpReads.offsetMs), desc(sankalpReads.readAt), desc(sankalpReads.id))
    .limit(1);
  return row ? toMoment(row.offsetMs, row.previousMs, row.readAt) : null;
}

/**
 * The moment of the devotee's name in the video attached to their order: only when that video is
 * their puja date's group video and the reading it recorded read the name. A personal clip (or
 * an external link) has no moment: it plays from its start.
 */
export async function videoMoment(
  db: Db,
  order: { id: string; eventId: string; eventDateTime: Date; videoMediaId: string | null },
): Promise<NameMoment | null> {
  if (!order.videoMediaId) return null;
  const [occurrence] = await db
    .select({ readingId: occurrences.readingId })
    .from(occurrences)
    .where(
      and(
        eq(occurrences.eventId, order.eventId),
        eq(occurrences.date, istDay(order.eventDateTime)),
        eq(occurrences.groupVideoId, order.videoMediaId),
        isNotNull(occurrences.readingId),
      ),
    );
  return occurrence?.readingId ? orderReadMoment(db, occurrence.readingId, order.id) : null;
}

/** Whole seconds for a player and a link (`#t=`, `&t=`): the second the name's reading begins in. */
export const momentSeconds = (moment: NameMoment): number => Math.floor(moment.fromMs / 1000);

function toMoment(offsetMs: number, previousMs: number | string | null, readAt: Date): NameMoment {
  // max() of an integer column comes back as a number from both drivers; Number() keeps it one if not.
  return { offsetMs, fromMs: nameStartMs(offsetMs, previousMs === null ? null : Number(previousMs)), readAt };
}

/**
 * videoMoment for many orders (a batch's messages): one lookup per group video and one reading's
 * moments, instead of two queries per order.
 */
export async function videoMoments(
  db: Db,
  orders: readonly { id: string; eventId: string; eventDateTime: Date; videoMediaId: string | null }[],
): Promise<Map<string, NameMoment>> {
  const found = new Map<string, NameMoment>();
  const groups = new Map<string, typeof orders>();
  for (const order of orders) {
    if (!order.videoMediaId) continue;
    const key = `${order.eventId}|${istDay(order.eventDateTime)}|${order.videoMediaId}`;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  for (const [key, members] of groups) {
    const [eventId = '', date = '', videoMediaId = ''] = key.split('|');
    const [occurrence] = await db
      .select({ readingId: occurrences.readingId })
      .from(occurrences)
      .where(and(eq(occurrences.eventId, eventId), eq(occurrences.date, date), eq(occurrences.groupVideoId, videoMediaId), isNotNull(occurrences.readingId)));
    if (!occurrence?.readingId) continue;
    const moments = await readingMoments(db, occurrence.readingId);
    for (const order of members) {
      const moment = moments.get(order.id);
      if (moment) found.set(order.id, moment);
    }
  }
  return found;
}
