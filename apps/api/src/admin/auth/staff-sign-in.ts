import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TStaffMe } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffSessions, temples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../plugins/auth.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

export const NOT_STAFF_MESSAGE = 'This number does not have access to the console.';

/** A console session lasts a working day or so; staff sign in again each morning. */
const STAFF_SESSION_HOURS = 16;

export async function findActiveStaff(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.phone, phone), isNull(staffMembers.revokedAt)))
    .limit(1);
  return row;
}

/** Opens a console session for the active staff member of a phone (inside the OTP's transaction). */
export async function openStaffSession(tx: Db, phone: string): Promise<{ token: string; staffId: string }> {
  const staff = await findActiveStaff(tx, phone);
  if (!staff) throw new AppError('NOT_STAFF', 400, NOT_STAFF_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffSessions).values({ staffId: staff.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000) });
  return { token, staffId: staff.id };
}

export async function revokeStaffSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

export async function toStaffMe(db: Db, staff: Omit<StaffCaller, 'sessionId'>): Promise<TStaffMe> {
  const assigned = staff.templeIds.length
    ? await db.select({ id: temples.id, nameEn: temples.nameEn, nameHi: temples.nameHi }).from(temples).where(inArray(temples.id, staff.templeIds))
    : [];
  return { staffId: staff.staffId, phone: staff.phone, name: staff.name, role: staff.role, temples: assigned };
}
