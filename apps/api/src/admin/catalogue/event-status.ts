import { eq, sql } from 'drizzle-orm';
import type { TEventStatus } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { countOrders, loadEventAggregate } from './event-aggregate.ts';
import { CATALOGUE_MESSAGES as M } from '../../lib/messages/catalogue.ts';
import { assertPublishable } from './publish-checks.ts';

export type StatusAction = 'publish' | 'unpublish' | 'archive';

/**
 * Moves an event between DRAFT, PUBLISHED, UNPUBLISHED and ARCHIVED under a row lock, so a publish
 * and an archive at once cannot both win. Publishing checks the complete event first.
 */
export async function changeEventStatus(db: Db, staff: StaffCaller, id: string, action: StatusAction): Promise<TEventStatus> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select({ status: events.status }).from(events).where(eq(events.id, id)).for('update');
    if (!row) throw notFound(M.eventNotFound);
    const next = nextStatus(row.status, action);
    if (action === 'publish') {
      const aggregate = await loadEventAggregate(t, id);
      if (aggregate) assertPublishable(aggregate);
    }
    if (next === row.status) return next;
    await t
      .update(events)
      .set({ status: next, updatedAt: sql`now()` })
      .where(eq(events.id, id));
    await recordAudit(t, staff, { action: `event.${action}`, entityType: 'event', entityId: id, before: { status: row.status }, after: { status: next } });
    return next;
  });
}

function nextStatus(current: TEventStatus, action: StatusAction): TEventStatus {
  if (action === 'archive') return 'ARCHIVED';
  if (action === 'publish') {
    if (current === 'ARCHIVED') throw new AppError('EVENT_ARCHIVED', 409, M.alreadyArchived);
    return 'PUBLISHED';
  }
  if (current !== 'PUBLISHED') throw new AppError('EVENT_NOT_PUBLISHED', 409, M.notPublished);
  return 'UNPUBLISHED';
}

/** Deletes an event nobody has booked; one with orders is only ever archived (orders point at it). */
export async function deleteEvent(db: Db, staff: StaffCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
    if (!row) throw notFound(M.eventNotFound);
    if ((await countOrders(t, id)) > 0) throw new AppError('EVENT_HAS_ORDERS', 409, M.hasOrders);
    const before = await loadEventAggregate(t, id);
    await t.delete(events).where(eq(events.id, id));
    await recordAudit(t, staff, { action: 'event.delete', entityType: 'event', entityId: id, before, after: null });
  });
}
