import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappConsents } from '../../db/schema/index.ts';

export type ConsentSource = 'checkout' | 'profile' | 'reply';
export type Consent = { whatsapp: boolean; since: Date | null };

/** WhatsApp only with a consent given and not withdrawn since (decision 171). */
export async function whatsappConsent(db: Db, phone: string): Promise<Consent> {
  const [row] = await db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
  if (!row?.optedInAt) return { whatsapp: false, since: null };
  const withdrawn = row.optedOutAt !== null && row.optedOutAt >= row.optedInAt;
  return withdrawn ? { whatsapp: false, since: null } : { whatsapp: true, since: row.optedInAt };
}

/** Consent given now (the checkout's box, the profile switch): it outweighs an older STOP. */
export async function recordOptIn(tx: Db, phone: string, source: ConsentSource): Promise<void> {
  await tx
    .insert(whatsappConsents)
    .values({ phone, optedInAt: sql`clock_timestamp()`, source })
    .onConflictDoUpdate({ target: whatsappConsents.phone, set: { optedInAt: sql`clock_timestamp()`, source, updatedAt: sql`now()` } });
}

/** Consent withdrawn now (a STOP reply, the profile switch): later messages go by SMS. */
export async function recordOptOut(tx: Db, phone: string, source: ConsentSource): Promise<void> {
  await tx
    .insert(whatsappConsents)
    .values({ phone, optedOutAt: sql`clock_timestamp()`, source })
    .onConflictDoUpdate({ target: whatsappConsents.phone, set: { optedOutAt: sql`clock_timestamp()`, source, updatedAt: sql`now()` } });
}
