import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STAFF_TOKEN_HEADER, type TStaffRole } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffSessions, staffTemples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../plugins/auth.ts';

export type StaffCaller = { staffId: string; sessionId: string; phone: string; name: string; role: TStaffRole; templeIds: string[] };

const HEADER = STAFF_TOKEN_HEADER.toLowerCase();
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export const STAFF_SIGN_IN_MESSAGE = 'Please sign in to the console.';
const signInRequired = () => new AppError('STAFF_SIGN_IN_REQUIRED', 401, STAFF_SIGN_IN_MESSAGE);

export function readStaffToken(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  return (Array.isArray(raw) ? raw[0] : raw) || undefined;
}

/**
 * The staff member behind X-Staff-Token, read fresh on every request: a revoked member or a role
 * changed by an admin takes effect on their very next call, on every API process.
 */
export async function authenticateStaff(request: FastifyRequest): Promise<StaffCaller> {
  const token = readStaffToken(request);
  if (!token || !TOKEN_SHAPE.test(token)) throw signInRequired();
  const staff = await staffOfToken(request.server.db, token);
  if (!staff) throw signInRequired();
  return staff;
}

/** The staff member of a console session token while the session and the member are active. */
export async function staffOfToken(db: Db, token: string): Promise<StaffCaller | undefined> {
  const [row] = await db
    .select({ staffId: staffMembers.id, sessionId: staffSessions.id, phone: staffMembers.phone, name: staffMembers.name, role: staffMembers.role })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staffMembers.revokedAt),
      ),
    )
    .limit(1);
  return row && { ...row, templeIds: await templeIdsOf(db, row.staffId) };
}

async function templeIdsOf(db: Db, staffId: string): Promise<string[]> {
  const rows = await db.select({ templeId: staffTemples.templeId }).from(staffTemples).where(eq(staffTemples.staffId, staffId));
  return rows.map((t) => t.templeId);
}

/** A staff member by id, as a caller (for the answer of a fresh sign-in). */
export async function loadStaff(db: Db, staffId: string): Promise<Omit<StaffCaller, 'sessionId'>> {
  const [row] = await db
    .select({ staffId: staffMembers.id, phone: staffMembers.phone, name: staffMembers.name, role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  if (!row) throw signInRequired();
  return { ...row, templeIds: await templeIdsOf(db, staffId) };
}

const callers = new WeakMap<FastifyRequest, StaffCaller>();

export function rememberStaff(request: FastifyRequest, staff: StaffCaller): void {
  callers.set(request, staff);
}

/** The signed-in staff member of a console route (set by the admin plugin's permission hook). */
export function signedInStaff(request: FastifyRequest): StaffCaller {
  const staff = callers.get(request);
  if (!staff) throw new Error('the admin permission hook must run before signedInStaff');
  return staff;
}

/** Whose Idempotency-Keys a console money action's are (decision 190): the staff member's. */
export const staffKeys = (request: FastifyRequest) => `staff:${signedInStaff(request).staffId}`;
