import { and, eq, sql } from 'drizzle-orm';
import { TEMPLE_MESSAGES } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events, temples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { findTemple, toTemple, type TempleRow } from './queries.ts';

/**
 * Archives a temple: it keeps its events, orders and staff (orders still get fulfilled), but the
 * catalogue gives it no new events (it checks `archivedAt`). Refused while one of its events is
 * on sale, so the site never sells a puja at a temple operations have stopped working with.
 */
export async function archiveTemple(db: Db, staff: StaffCaller, id: string): Promise<TempleRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await findTemple(t, id, true);
    if (before.archivedAt) throw new AppError('TEMPLE_ARCHIVED', 409, TEMPLE_MESSAGES.alreadyArchived);
    const [published] = await t
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.templeId, id), eq(events.status, 'PUBLISHED')))
      .limit(1);
    if (published) throw new AppError('TEMPLE_HAS_PUBLISHED_EVENTS', 409, TEMPLE_MESSAGES.hasPublishedEvents);
    return setArchived(t, staff, before, true);
  });
}

/** Undoes an archive (a mistake, or a temple operations work with again). */
export async function restoreTemple(db: Db, staff: StaffCaller, id: string): Promise<TempleRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await findTemple(t, id, true);
    if (!before.archivedAt) throw new AppError('TEMPLE_NOT_ARCHIVED', 409, TEMPLE_MESSAGES.notArchived);
    return setArchived(t, staff, before, false);
  });
}

async function setArchived(t: Db, staff: StaffCaller, before: TempleRow, archive: boolean): Promise<TempleRow> {
  const [row] = await t
    .update(temples)
    .set({ archivedAt: archive ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(temples.id, before.id))
    .returning();
  await recordAudit(t, staff, {
    action: archive ? 'temple.archive' : 'temple.restore',
    entityType: 'temple',
    entityId: before.id,
    before: toTemple(before),
    after: toTemple(row!),
  });
  return row!;
}
