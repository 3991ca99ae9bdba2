import { eq, sql } from 'drizzle-orm';
import type { TShareConfig } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { temples } from '../../db/schema/index.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { findTemple } from './queries.ts';

/**
 * Sets a temple's share configuration (admin only, decision 270), audited with before and after.
 * Open statements use it from now on; settled statements keep the one they were settled with.
 */
export async function saveTempleShare(db: Db, staff: StaffCaller, templeId: string, share: TShareConfig): Promise<TShareConfig> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await findTemple(t, templeId, true);
    const [row] = await t
      .update(temples)
      .set({ ...share, updatedAt: sql`now()` })
      .where(eq(temples.id, templeId))
      .returning();
    await recordAudit(t, staff, {
      action: 'temple.share',
      entityType: 'temple',
      entityId: templeId,
      before: { shareBps: before.shareBps, feePerOrderPaise: before.feePerOrderPaise },
      after: share,
    });
    return { shareBps: row!.shareBps, feePerOrderPaise: row!.feePerOrderPaise };
  });
}
