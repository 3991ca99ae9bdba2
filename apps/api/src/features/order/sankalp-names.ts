import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { participantOptions, pujaPackages } from '../../db/schema/index.ts';
import { participantLimit, type CartLine, type ParticipantRules } from '../cart/cart-rules.ts';
import { entryKey } from '../cart/catalogue.ts';

/**
 * The event's packages (their size today) and participant option, whatever the event's publish
 * state, since the order outlives the listing: what checkout's names rule reads (checkNames).
 */
export async function participantRules(db: Db, eventId: string): Promise<ParticipantRules> {
  const packages = await db
    .select({ id: pujaPackages.id, maxUserAllowed: pujaPackages.maxUserAllowed })
    .from(pujaPackages)
    .where(eq(pujaPackages.eventId, eventId));
  const [participant] = await db
    .select({ id: participantOptions.id, maxUserAllowed: participantOptions.maxUserAllowed })
    .from(participantOptions)
    .where(eq(participantOptions.eventId, eventId))
    .limit(1);
  return { entries: new Map(packages.map((p) => [entryKey('PUJA_PACKAGE', p.id), { maxUserAllowed: p.maxUserAllowed }])), participant };
}

/** How many other names the booked lines may hold: checkNames's limit, never fewer than the order has. */
export function namesAllowed(lines: CartLine[], rules: ParticipantRules, current: number): number {
  const counted = lines.find((l) => l.subType === 'PARTICIPANT')?.quantity ?? 0;
  return Math.max(counted, current, participantLimit(lines, rules));
}
