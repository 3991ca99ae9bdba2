import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { whatsappConsents } from '../../db/schema/index.ts';

export type ConsentSource = 'checkout' | 'profile' | 'reply';
export type Consent = { whatsapp: boolean; since: Date | null };

/**
 * Consent and withdrawal compared in the database, at its microseconds: read into JavaScript's
 * milliseconds, an "off" and an "on" a fraction of a millisecond apart would look simultaneous,
 * and the later "on" would read as withdrawn.
 */
const consentColumns = {
  optedInAt: whatsappConsents.optedInAt,
  withdrawn: sql<boolean>`(${whatsappConsents.optedOutAt} is not null and ${whatsappConsents.optedOutAt} >= ${whatsappConsents.optedInAt})`,
};
type ConsentRow = { optedInAt: Date | null; withdrawn: boolean | null };

const consentRows = prepared((db) =>
  db
    .select({ phone: whatsappConsents.phone, ...consentColumns })
    .from(whatsappConsents)
    .where(sql`${whatsappConsents.phone} = any(${sql.placeholder('phones')})`),
);

/** WhatsApp only with a consent given and not withdrawn since (decision 171). */
export async function whatsappConsent(db: Db, phone: string): Promise<Consent> {
  const [row] = await db.select(consentColumns).from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
  return consentOf(row);
}

/** whatsappConsent for many numbers in one query (a batch's messages). */
export async function consentsOf(db: Db, phones: readonly string[]): Promise<Map<string, Consent>> {
  const rows = phones.length ? await consentRows(db, { phones: [...new Set(phones)] }) : [];
  const byPhone = new Map(rows.map((r) => [r.phone, r]));
  return new Map(phones.map((phone) => [phone, consentOf(byPhone.get(phone))]));
}

/**
 * Columns of a select whose row has a phone number: that number's consent, for consentOf. A
 * message's read takes it with the order instead of in a round trip of its own (decision 278).
 */
export const consentColumnsOf = (phone: AnyPgColumn) => ({
  optedInAt: sql<Date | null>`(select c.opted_in_at from whatsapp_consents c where c.phone = ${phone})`.mapWith(whatsappConsents.optedInAt),
  withdrawn: sql<boolean | null>`(select c.opted_out_at is not null and c.opted_out_at >= c.opted_in_at from whatsapp_consents c where c.phone = ${phone})`,
});

export function consentOf(row: ConsentRow | undefined): Consent {
  if (!row?.optedInAt) return { whatsapp: false, since: null };
  return row.withdrawn ? { whatsapp: false, since: null } : { whatsapp: true, since: row.optedInAt };
}

export type OptInOptions = {
  /**
   * The person opting in is known to hold the number: the signed-in account's own phone (proved by
   * OTP at sign-in), or a reply from the number itself. Anyone else may type any number at checkout.
   */
  verifiedOwner: boolean;
};

/** The number's latest act is a STOP its owner sent: withdrawn, by a reply, and not given again since. */
const stoppedByReply = sql`(${whatsappConsents.source} = 'reply'
  and ${whatsappConsents.optedOutAt} is not null
  and (${whatsappConsents.optedInAt} is null or ${whatsappConsents.optedOutAt} >= ${whatsappConsents.optedInAt}))`;

/**
 * Consent given now (the checkout's box, the profile switch): it outweighs an older withdrawal —
 * except a STOP the number's owner replied, which only the owner can undo (decision 171): an
 * opt-in that is not `verifiedOwner` then changes nothing. Returns whether the consent was stored.
 */
export async function recordOptIn(tx: Db, phone: string, source: ConsentSource, options: OptInOptions): Promise<boolean> {
  const byOwner = options.verifiedOwner || source === 'reply';
  const stored = await tx
    .insert(whatsappConsents)
    .values({ phone, optedInAt: sql`clock_timestamp()`, source })
    .onConflictDoUpdate({
      target: whatsappConsents.phone,
      set: { optedInAt: sql`clock_timestamp()`, source, updatedAt: sql`now()` },
      ...(byOwner ? {} : { setWhere: sql`not ${stoppedByReply}` }),
    })
    .returning({ phone: whatsappConsents.phone });
  return stored.length > 0;
}

/**
 * Consent withdrawn now (a STOP reply, the profile switch): later messages go by SMS. A withdrawal
 * over an owner's STOP keeps `reply` as the source, so the STOP's protection against someone
 * else's opt-in (recordOptIn) outlives a later "off" on a profile. A withdrawal `sentAt` a time
 * (a STOP reply, by its own timestamp) changes nothing if consent was given after it: returns false.
 */
export async function recordOptOut(tx: Db, phone: string, source: ConsentSource, options: { sentAt?: Date } = {}): Promise<boolean> {
  // WhatsApp's timestamps are whole seconds: an opt-in counts as later only from the next second.
  const givenSince = options.sentAt
    ? {
        setWhere: sql`${whatsappConsents.optedInAt} is null or date_trunc('second', ${whatsappConsents.optedInAt}) <= ${options.sentAt.toISOString()}::timestamptz`,
      }
    : {};
  const stored = await tx
    .insert(whatsappConsents)
    .values({ phone, optedOutAt: sql`clock_timestamp()`, source })
    .onConflictDoUpdate({
      target: whatsappConsents.phone,
      set: {
        optedOutAt: sql`clock_timestamp()`,
        source: sql`case when ${stoppedByReply} then 'reply' else excluded.source end`,
        updatedAt: sql`now()`,
      },
      ...givenSince,
    })
    .returning({ phone: whatsappConsents.phone });
  return stored.length > 0;
}
