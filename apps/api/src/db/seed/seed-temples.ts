import { stableId } from '../../lib/stable-id.ts';
import type { Db } from '../client.ts';
import { temples } from '../schema/index.ts';
import type { SeedEvent } from './types.ts';
import { upsert } from './upsert.ts';

const firstPart = (address: string) => address.split(',')[0]!.trim();

/** The demo events name their temple in their address: one temple per address, named by its first part. */
export async function seedTempleOf(db: Db, e: SeedEvent, now: Date): Promise<string> {
  const id = stableId('temple', e.address.en);
  await upsert(db, temples, temples.id, [
    {
      id,
      nameEn: firstPart(e.address.en),
      nameHi: firstPart(e.address.hi),
      addressEn: e.address.en,
      addressHi: e.address.hi,
      pincode: e.pincode,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      updatedAt: now,
      archivedAt: null,
    },
  ]);
  return id;
}
