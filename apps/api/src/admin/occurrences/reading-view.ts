import { READING_MESSAGES, type TReading, type TReadingQuery } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { readingMoments, type NameMoment } from '../../occurrence/reading-moments.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { findOccurrence, occurrenceEvent, type OccurrenceKey } from './occurrence-key.ts';
import { readingOrders, readingSessions } from './reading-queries.ts';

/**
 * GET reading: what reading mode shows and resumes from. The reads are those of the reading asked
 * for (the occurrence page asks for the video's), else of the latest, so a reload or a second
 * phone continues it.
 */
export async function getReading(db: Db, staff: StaffCaller, key: OccurrenceKey, query: TReadingQuery): Promise<TReading> {
  const event = await occurrenceEvent(db, staff, key);
  const occurrence = await findOccurrence(db, key);
  const readings = occurrence ? await readingSessions(db, occurrence.id) : [];
  if (query.readingId && !readings.some((r) => r.readingId === query.readingId)) throw notFound(READING_MESSAGES.readingNotFound);
  const readingId = query.readingId ?? readings.at(-1)?.readingId ?? null;
  const [rows, moments] = await Promise.all([
    readingOrders(db, key, event.type === 'OFFERING'),
    readingId ? readingMoments(db, readingId) : Promise.resolve(new Map<string, NameMoment>()),
  ]);
  return {
    eventId: event.id,
    date: key.date,
    type: event.type,
    eventNameEn: event.nameEn,
    eventNameHi: event.nameHi,
    readings,
    readingId,
    videoReadingId: occurrence?.readingId ?? null,
    orders: rows.map((row) => {
      const moment = moments.get(row.orderId);
      return { ...row, read: moment ? { offsetMs: moment.offsetMs, fromMs: moment.fromMs, readAt: moment.readAt.toISOString() } : null };
    }),
  };
}
