import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/json-rows.ts';
import { whatsappConsents } from '../../db/schema/index.ts';

export type ConsentSource = 'checkout' | 'profile' | 'reply';
export type Consent = { whatsapp: boolean; since: Date | null };

/**
 * Consent and withdrawal compared in the database, at its microseconds: read into JavaScript's
 * milliseconds, an "off" and an "on" a fraction of a millisecond apart would look simultaneous,
 * and the later "on" would read as withdrawn.
 */
const withdrawnSince = (optedOutAt: SQLWrapper, optedInAt: SQLWrapper) => sql<boolean>`(${optedOutAt} is not null and ${optedOutAt} >= ${optedInAt})`;
const consentColumns = {
  optedInAt: whatsappConsents.optedInAt,
  withdrawn: withdrawnSince(whatsappConsents.optedOutAt, whatsappConsents.optedInAt),
};
type ConsentRow = { optedInAt: Date | null; withdrawn: boolean | null };

/** WhatsApp only with a consent given and not withdrawn since (decision 171). */
export async function whatsappConsent(db: Db, phone: string): Promise<Consent> {
  const [row] = await db.select(consentColumns).from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
  return consentOf(row);
}

/**
 * Columns of a select whose row has a phone number: that number's consent, for consentOf. A
 * message's read (one order or a batch) takes it with the orders instead of in a round trip of
 * its own (decision 278).
 */
export const consentColumnsOf = (phoneColumn: AnyPgColumn) => {
  const phone = qualified(phoneColumn);
  const ofNumber = <T>(value: SQL) => sql<T>`(select ${value} from whatsapp_consents c where c.phone = ${phone})`;
  return {
    optedInAt: ofNumber<Date | null>(sql.raw('c.opted_in_at')).mapWith(whatsappConsents.optedInAt),
    withdrawn: ofNumber<boolean | null>(withdrawnSince(sql.raw('c.opted_out_at'), sql.raw('c.opted_in_at'))),
  };
};

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
 * Now, but strictly after the number's other act: the later of two acts wins even when the clock
 * gives both the same time (PGlite's clock ticks in milliseconds; two clicks can share one).
 */
const afterThe = (other: AnyPgColumn) => sql`greatest(clock_timestamp(), ${other} + interval '1 microsecond')`;

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
      set: { optedInAt: afterThe(whatsappConsents.optedOutAt), source, updatedAt: sql`now()` },
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
        optedOutAt: afterThe(whatsappConsents.optedInAt),
        source: sql`case when ${stoppedByReply} then 'reply' else excluded.source end`,
        updatedAt: sql`now()`,
      },
      ...givenSince,
    })
    .returning({ phone: whatsappConsents.phone });
  return stored.length > 0;
}
