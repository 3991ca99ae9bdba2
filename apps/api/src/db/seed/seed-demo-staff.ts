import { sql } from 'drizzle-orm';
import { stableId } from '../../lib/stable-id.ts';
import type { Db } from '../client.ts';
import { staffMembers, staffTemples } from '../schema/index.ts';

/** Demo console accounts of a development database; sign in at /admin with the phone and the code the console sender prints. */
export const DEMO_STAFF = [
  { phone: '9999900001', name: 'Demo Admin', role: 'admin' },
  { phone: '9999900002', name: 'Demo Operator', role: 'operator' },
  { phone: '9999900003', name: 'Pandit Ramesh Shastri', role: 'temple_staff', templeAddress: 'Shri Kashi Vishwanath Temple, Varanasi, Uttar Pradesh' },
] as const;

/**
 * Creates the demo staff unless their phone already has a role (a role changed in the console
 * stays changed). Never run in production: the phones are public in this repository.
 */
export async function seedDemoStaff(db: Db): Promise<void> {
  for (const s of DEMO_STAFF) {
    const id = stableId('staff', s.phone);
    const inserted = await db
      .insert(staffMembers)
      .values({ id, phone: s.phone, name: s.name, role: s.role })
      .onConflictDoNothing({ target: staffMembers.phone, where: sql`${staffMembers.revokedAt} is null` })
      .returning({ id: staffMembers.id });
    if (inserted.length && 'templeAddress' in s) {
      await db
        .insert(staffTemples)
        .values({ staffId: id, templeId: stableId('temple', s.templeAddress) })
        .onConflictDoNothing();
    }
  }
}
