import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TStaffMember } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffTemples, temples } from '../../db/schema/index.ts';

/** Admins first, then operators, then temple staff: the order an admin scans the list in. */
const ROLE_ORDER = sql`case ${staffMembers.role} when 'admin' then 0 when 'operator' then 1 else 2 end`;

/**
 * Staff with their temples, in one query (a member with three temples comes back as three rows,
 * folded here). `id` narrows it to one member.
 */
export async function listStaff(db: Db, filter: { status: 'active' | 'revoked' | 'all'; id?: string }): Promise<TStaffMember[]> {
  const where: SQL[] = [];
  if (filter.status === 'active') where.push(isNull(staffMembers.revokedAt));
  if (filter.status === 'revoked') where.push(isNotNull(staffMembers.revokedAt));
  if (filter.id) where.push(eq(staffMembers.id, filter.id));
  const rows = await db
    .select({ member: staffMembers, temple: { id: temples.id, nameEn: temples.nameEn, nameHi: temples.nameHi } })
    .from(staffMembers)
    .leftJoin(staffTemples, eq(staffTemples.staffId, staffMembers.id))
    .leftJoin(temples, eq(temples.id, staffTemples.templeId))
    .where(and(...where))
    .orderBy(ROLE_ORDER, asc(staffMembers.name), asc(staffMembers.createdAt), asc(staffMembers.id), asc(temples.nameEn));
  const byId = new Map<string, TStaffMember>();
  for (const { member: m, temple } of rows) {
    let out = byId.get(m.id);
    if (!out) {
      out = {
        staffId: m.id,
        phone: m.phone,
        name: m.name,
        role: m.role,
        temples: [],
        createdAt: m.createdAt.toISOString(),
        updatedAt: m.updatedAt.toISOString(),
        revokedAt: m.revokedAt?.toISOString() ?? null,
      };
      byId.set(m.id, out);
    }
    if (temple?.id) out.temples.push(temple);
  }
  return [...byId.values()];
}
