import { desc, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { StaffCaller } from './staff-auth.ts';

export type AuditEntry = { action: string; entityType: string; entityId: string; before?: unknown; after?: unknown };

/**
 * Who did it: a console session, the command line (`npm run admin`), a devotee changing their
 * own order on the site (the sankalp edit, issue 12), or the system acting on an outside report
 * with no person behind the request (a carrier's tracking webhook, decision 182).
 */
export type AuditActor = Pick<StaffCaller, 'staffId' | 'name' | 'role'> | { cli: string } | { devotee: string; name: string | null } | { system: string };

function whoIs(actor: AuditActor): { staffId: string | null; actor: string } {
  if ('cli' in actor) return { staffId: null, actor: `command line (${actor.cli})` };
  if ('devotee' in actor) return { staffId: null, actor: `devotee ${actor.name ?? '(no name)'} (user ${actor.devotee})` };
  if ('system' in actor) return { staffId: null, actor: `system (${actor.system})` };
  return { staffId: actor.staffId, actor: `${actor.name} (${actor.role})` };
}

/**
 * Appends one entry. Call it in the transaction of the write it describes, so the write and its
 * record commit together or not at all. The table refuses UPDATE and DELETE (migration 0004).
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...whoIs(actor), ...entry, before: entry.before ?? null, after: entry.after ?? null });
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

/** recordAudit for many entries by one actor, in one statement (an occurrence's batch). */
export async function recordAudits(tx: Db, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const who = whoIs(actor);
  await tx.insert(auditLog).values(entries.map((entry) => ({ ...who, ...entry, before: entry.before ?? null, after: entry.after ?? null })));
}
