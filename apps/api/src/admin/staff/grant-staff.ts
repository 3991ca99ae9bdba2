import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STAFF_MESSAGES, type TStaffRole } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffSessions, staffTemples, temples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../core/audit.ts';

export type Grant = { phone: string; name: string; role: TStaffRole; templeIds: string[] };

export const TEMPLE_REQUIRED_MESSAGE = 'Temple staff must be assigned to at least one temple.';
export const UNKNOWN_TEMPLE_MESSAGE = 'One of the temples does not exist.';

/**
 * Gives a phone a role (and, for temple staff, its temples), or changes the role it has. One
 * transaction: the member, their temples and the audit entry commit together. A changed role
 * signs the member out everywhere, so no session keeps powers it no longer has.
 */
export async function grantStaff(db: Db, actor: AuditActor, grant: Grant): Promise<string> {
  const templeIds = grant.role === 'temple_staff' ? [...new Set(grant.templeIds)].sort() : [];
  if (grant.role === 'temple_staff' && templeIds.length === 0) throw new AppError('TEMPLE_REQUIRED', 400, TEMPLE_REQUIRED_MESSAGE);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const admins = await lockAdmins(t);
    if (templeIds.length) {
      const found = await t.select({ id: temples.id }).from(temples).where(inArray(temples.id, templeIds));
      if (found.length !== templeIds.length) throw new AppError('UNKNOWN_TEMPLE', 400, UNKNOWN_TEMPLE_MESSAGE);
    }
    const [existing] = await t
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.phone, grant.phone), isNull(staffMembers.revokedAt)))
      .for('update');
    if (existing?.role === 'admin' && grant.role !== 'admin') assertAdminMayGo(actor, existing.id, admins);
    const before = existing ? { ...existing, templeIds: await templesOf(t, existing.id) } : null;
    const [member] = existing
      ? await t
          .update(staffMembers)
          .set({ name: grant.name, role: grant.role, updatedAt: sql`now()` })
          .where(eq(staffMembers.id, existing.id))
          .returning()
      : await t.insert(staffMembers).values({ phone: grant.phone, name: grant.name, role: grant.role }).returning();
    await t.delete(staffTemples).where(eq(staffTemples.staffId, member!.id));
    if (templeIds.length) await t.insert(staffTemples).values(templeIds.map((templeId) => ({ staffId: member!.id, templeId })));
    if (existing && (existing.role !== grant.role || before?.templeIds.join() !== templeIds.join())) await endSessions(t, member!.id);
    await recordAudit(t, actor, {
      action: existing ? 'staff.update' : 'staff.grant',
      entityType: 'staff',
      entityId: member!.id,
      before,
      after: { ...member, templeIds },
    });
    return member!.id;
  });
}

export const NOT_FOUND_STAFF_MESSAGE = 'No active staff member has this number.';

/** Takes every role away from a phone and ends its sessions; the row stays for the audit log. */
export async function revokeStaff(db: Db, actor: AuditActor, phone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const admins = await lockAdmins(t);
    const [target] = await t
      .select({ id: staffMembers.id, role: staffMembers.role })
      .from(staffMembers)
      .where(and(eq(staffMembers.phone, phone), isNull(staffMembers.revokedAt)))
      .for('update');
    if (!target) throw new AppError('STAFF_NOT_FOUND', 404, NOT_FOUND_STAFF_MESSAGE);
    if ('staffId' in actor && actor.staffId === target.id) throw new AppError('NOT_YOURSELF', 400, STAFF_MESSAGES.notYourself);
    if (target.role === 'admin') assertAdminMayGo(actor, target.id, admins);
    const [member] = await t
      .update(staffMembers)
      .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, target.id))
      .returning();
    if (!member) throw new AppError('STAFF_NOT_FOUND', 404, NOT_FOUND_STAFF_MESSAGE);
    await endSessions(t, member.id);
    await recordAudit(t, actor, { action: 'staff.revoke', entityType: 'staff', entityId: member.id, before: { ...member, revokedAt: null }, after: member });
  });
}

/**
 * Locks every active admin, always first and in one order: two admins removing each other at the
 * same moment queue here, and the second sees the first's change, so at least one admin remains
 * (and neither transaction deadlocks on the other's rows).
 */
async function lockAdmins(t: Db): Promise<string[]> {
  const rows = await t
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.revokedAt)))
    .orderBy(staffMembers.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** An admin's role may go unless it is the caller's own (console) or the last one (anywhere). */
function assertAdminMayGo(actor: AuditActor, adminId: string, admins: string[]): void {
  if ('staffId' in actor && actor.staffId === adminId) throw new AppError('NOT_YOURSELF', 400, STAFF_MESSAGES.notYourself);
  if (admins.filter((id) => id !== adminId).length === 0) throw new AppError('LAST_ADMIN', 400, STAFF_MESSAGES.lastAdmin);
}

async function templesOf(db: Db, staffId: string): Promise<string[]> {
  const rows = await db.select({ id: staffTemples.templeId }).from(staffTemples).where(eq(staffTemples.staffId, staffId));
  return rows.map((r) => r.id).sort();
}

async function endSessions(db: Db, staffId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
