import { eq, sql } from 'drizzle-orm';
import type { TTempleData } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { temples } from '../../db/schema/index.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { findTemple, toTemple, type TempleRow } from './queries.ts';

/** A new temple and its audit entry, in one transaction. */
export async function createTemple(db: Db, staff: StaffCaller, data: TTempleData): Promise<TempleRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.insert(temples).values(data).returning();
    await recordAudit(t, staff, { action: 'temple.create', entityType: 'temple', entityId: row!.id, after: toTemple(row!) });
    return row!;
  });
}

/**
 * Replaces every field. The row is locked first, so the audit's "before" is exactly what this
 * write replaced even when two admins save at once. An archived temple can still be corrected.
 */
export async function updateTemple(db: Db, staff: StaffCaller, id: string, data: TTempleData): Promise<TempleRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await findTemple(t, id, true);
    const [row] = await t
      .update(temples)
      .set({ ...data, updatedAt: sql`now()` })
      .where(eq(temples.id, id))
      .returning();
    await recordAudit(t, staff, { action: 'temple.update', entityType: 'temple', entityId: id, before: toTemple(before), after: toTemple(row!) });
    return row!;
  });
}
