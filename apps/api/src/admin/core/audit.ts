import { desc, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { StaffCaller } from './staff-auth.ts';

export type AuditEntry = { action: string; entityType: string; entityId: string; before?: unknown; after?: unknown };

/** Who did it: a console session, or the command line (`npm run admin`). */
export type AuditActor = Pick<StaffCaller, 'staffId' | 'name' | 'role'> | { cli: string };

/**
 * Appends one entry. Call it in the transaction of the write it describes, so the write and its
 * record commit together or not at all. The table refuses UPDATE and DELETE (migration 0004).
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const who = 'cli' in actor ? { staffId: null, actor: `command line (${actor.cli})` } : { staffId: actor.staffId, actor: `${actor.name} (${actor.role})` };
  await tx.insert(auditLog).values({ ...who, ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** Newest first; an entity's history is short, so one page of 200 covers it. */
export function findAudit(db: Db, entityType: string, entityId: string, limit = 200) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
