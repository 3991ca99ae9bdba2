import { and, inArray } from 'drizzle-orm';
import { READING_MESSAGES, type TReadingEvent, type TReadingEventsResult, type TReadingReadEvent, type TReadingStartEvent } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orders, sankalpReadings, sankalpReads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { ensureOccurrence, findOccurrence, occurrenceEvent, occurrenceOrders, type OccurrenceKey } from './occurrence-key.ts';

const unique = <T>(values: T[]) => [...new Set(values)];
const firstById = <T>(items: T[], id: (item: T) => string) => [...new Map(items.map((item) => [id(item), item])).values()];

/**
 * Stores a batch of reading mode's taps (decision 181), all or nothing. Every id was made on the
 * phone, so a batch sent again (the answer was lost on a weak connection) stores nothing twice.
 * Refused whole, before anything is written: a read of an order of another date or event, a
 * reading of another occurrence, a read of a reading never started. A re-read is never refused: it
 * is another row, and the last one counts. The first Start writes the occurrence's row.
 */
export async function recordReadingEvents(db: Db, staff: StaffCaller, key: OccurrenceKey, events: TReadingEvent[]): Promise<TReadingEventsResult> {
  const event = await occurrenceEvent(db, staff, key);
  const starts = firstById(
    events.filter((e): e is TReadingStartEvent => e.type === 'start'),
    (e) => e.readingId,
  );
  const reads = firstById(
    events.filter((e): e is TReadingReadEvent => e.type === 'read'),
    (e) => e.id,
  );

  return db.transaction(async (tx) => {
    await assertOrdersOfOccurrence(tx, key, unique(reads.map((r) => r.orderId)));
    const readingIds = unique([...starts.map((s) => s.readingId), ...reads.map((r) => r.readingId)]);
    const known = readingIds.length
      ? await tx
          .select({ id: sankalpReadings.id, occurrenceId: sankalpReadings.occurrenceId })
          .from(sankalpReadings)
          .where(inArray(sankalpReadings.id, readingIds))
      : [];
    const occurrence = starts.length ? await ensureOccurrence(tx, key, event.templeId) : await findOccurrence(tx, key);
    if (known.some((r) => r.occurrenceId !== occurrence?.id)) throw new AppError('READING_OF_OTHER_OCCURRENCE', 409, READING_MESSAGES.readingOfOther);
    const startedHere = new Set([...known.map((r) => r.id), ...starts.map((s) => s.readingId)]);
    if (reads.some((r) => !startedHere.has(r.readingId))) throw new AppError('READING_NOT_STARTED', 400, READING_MESSAGES.unknownReading);

    const storedReadings = occurrence && starts.length ? await insertStarts(tx, staff, occurrence.id, starts, new Set(known.map((r) => r.id))) : [];
    const storedReads = reads.length
      ? await tx
          .insert(sankalpReads)
          .values(
            reads.map((r) => ({
              id: r.id,
              readingId: r.readingId,
              orderId: r.orderId,
              offsetMs: r.offsetMs,
              readAt: new Date(r.readAt),
              recordedBy: staff.staffId,
            })),
          )
          .onConflictDoNothing({ target: sankalpReads.id })
          .returning({ id: sankalpReads.id })
      : [];
    return { received: events.length, storedReadings, storedReads: storedReads.map((r) => r.id) };
  });
}

async function assertOrdersOfOccurrence(tx: Db, key: OccurrenceKey, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const found = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), occurrenceOrders(key)));
  if (found.length !== orderIds.length) throw new AppError('READING_ORDER_NOT_IN_OCCURRENCE', 400, READING_MESSAGES.orderNotInOccurrence);
}

/** New readings, each audited once; a Start already stored (or stored by a request racing this one) is checked, not written. */
async function insertStarts(tx: Db, staff: StaffCaller, occurrenceId: string, starts: TReadingStartEvent[], known: Set<string>): Promise<string[]> {
  const inserted = await tx
    .insert(sankalpReadings)
    .values(starts.map((s) => ({ id: s.readingId, occurrenceId, startedAt: new Date(s.startedAt), startedBy: staff.staffId })))
    .onConflictDoNothing({ target: sankalpReadings.id })
    .returning({ id: sankalpReadings.id, startedAt: sankalpReadings.startedAt });
  const stored = new Set(inserted.map((r) => r.id));
  const raced = starts.map((s) => s.readingId).filter((id) => !stored.has(id) && !known.has(id));
  if (raced.length) {
    const rows = await tx.select({ occurrenceId: sankalpReadings.occurrenceId }).from(sankalpReadings).where(inArray(sankalpReadings.id, raced));
    if (rows.some((r) => r.occurrenceId !== occurrenceId)) throw new AppError('READING_OF_OTHER_OCCURRENCE', 409, READING_MESSAGES.readingOfOther);
  }
  for (const row of inserted) {
    await recordAudit(tx, staff, {
      action: 'occurrence.reading_started',
      entityType: 'occurrence',
      entityId: occurrenceId,
      after: { readingId: row.id, startedAt: row.startedAt.toISOString() },
    });
  }
  return inserted.map((r) => r.id);
}
