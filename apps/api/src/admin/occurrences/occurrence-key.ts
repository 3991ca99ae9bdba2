import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TOccurrenceParams } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events, occurrences, orders, temples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { istDayRange } from '../../lib/ist-day.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

export type OccurrenceKey = TOccurrenceParams;
export type OccurrenceRow = typeof occurrences.$inferSelect;

export const OCCURRENCE_NOT_FOUND = 'This puja date was not found.';

/** The event of an occurrence, as every occurrence endpoint needs it (404 unknown, 403 another temple's). */
export type OccurrenceEvent = {
  id: string;
  type: 'PUJA' | 'OFFERING';
  status: string;
  templeId: string;
  nameEn: string;
  nameHi: string;
  templeNameEn: string;
  templeNameHi: string;
  eventDateTime: Date;
  bookingClosesAt: Date;
};

export async function occurrenceEvent(db: Db, staff: StaffCaller, key: OccurrenceKey): Promise<OccurrenceEvent> {
  const [event] = await db
    .select({
      id: events.id,
      type: events.type,
      status: events.status,
      templeId: events.templeId,
      nameEn: events.nameEn,
      nameHi: events.nameHi,
      templeNameEn: temples.nameEn,
      templeNameHi: temples.nameHi,
      eventDateTime: events.eventDateTime,
      bookingClosesAt: events.bookingClosesAt,
    })
    .from(events)
    .innerJoin(temples, eq(temples.id, events.templeId))
    .where(eq(events.id, key.eventId));
  if (!event) throw new AppError('OCCURRENCE_NOT_FOUND', 404, OCCURRENCE_NOT_FOUND);
  assertTempleAccess(staff, event.templeId);
  return event;
}

/** The orders of an occurrence: its event's orders whose puja time falls on its IST date. */
export function occurrenceOrders(key: OccurrenceKey): SQL {
  const { from, to } = istDayRange(key.date);
  return and(eq(orders.eventId, key.eventId), gte(orders.eventDateTime, from), lt(orders.eventDateTime, to))!;
}

/** The occurrence's own row, if staff ever acted on it. */
export async function findOccurrence(db: Db, key: OccurrenceKey): Promise<OccurrenceRow | undefined> {
  const [row] = await db
    .select()
    .from(occurrences)
    .where(and(eq(occurrences.eventId, key.eventId), eq(occurrences.date, key.date)));
  return row;
}

/** The occurrence's row, written the first time staff act on it; concurrent first writes meet on the unique key. */
export async function ensureOccurrence(tx: Db, key: OccurrenceKey, templeId: string): Promise<OccurrenceRow> {
  await tx
    .insert(occurrences)
    .values({ eventId: key.eventId, date: key.date, templeId })
    .onConflictDoNothing({ target: [occurrences.eventId, occurrences.date] });
  const row = await findOccurrence(tx, key);
  if (!row) throw new Error(`occurrence ${key.eventId}/${key.date} vanished after its insert`);
  return row;
}

/** Locks the occurrence row for the rest of the transaction: two batches on one occurrence take turns. */
export async function lockOccurrence(tx: Db, key: OccurrenceKey, templeId: string): Promise<OccurrenceRow> {
  const row = await ensureOccurrence(tx, key, templeId);
  const [locked] = await tx.select().from(occurrences).where(eq(occurrences.id, row.id)).for('update');
  return locked ?? row;
}
