import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { IDEMPOTENCY_ERROR_CODES } from '@sankalp/contract';
import { RetryLaterError } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';
import { RateLimitedError } from '../../lib/rate-limit.ts';

const SENDING = 0;
const SENT = 1;

const secondsUntil = (from: Date, seconds: number, now: Date) => Math.max(1, Math.ceil((from.getTime() + seconds * 1000 - now.getTime()) / 1000));

/**
 * The resend gap of a phone counts from a code handed to the SMS sender (decision 192), kept in
 * its `rate_limits` row: `hits` 0 = a send under way since `window_started_at`, 1 = a code sent
 * then. A send under way blocks others for `pendingSeconds` only (longer than a live send can take):
 * after that its process is taken for dead and the phone may have a code. One upsert claims the gap,
 * so of concurrent sends exactly one goes ahead. Refused: a send under way is a 409 (ask again in a
 * moment, the site does), a code sent less than `gapSeconds` ago the usual 429.
 * Returns the claim's time, for `markSent` and `giveBack`.
 */
export async function claimResendGap(db: Db, key: string, gapSeconds: number, pendingSeconds: number, now: Date): Promise<Date> {
  const pendingOver = new Date(now.getTime() - pendingSeconds * 1000).toISOString();
  const gapOver = new Date(now.getTime() - gapSeconds * 1000).toISOString();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [claimed] = await db
      .insert(rateLimits)
      .values({ key, windowStartedAt: now, hits: SENDING })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { windowStartedAt: now, hits: SENDING },
        setWhere: sql`${rateLimits.windowStartedAt} <= case when ${rateLimits.hits} = ${SENDING} then ${pendingOver}::timestamptz else ${gapOver}::timestamptz end`,
      })
      .returning({ key: rateLimits.key });
    if (claimed) return now;
    const [held] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!held) continue;
    if (held.hits === SENDING) {
      throw new RetryLaterError(IDEMPOTENCY_ERROR_CODES.inFlight, 409, AUTH_MESSAGES.sendInFlight, secondsUntil(held.windowStartedAt, pendingSeconds, now));
    }
    throw new RateLimitedError(AUTH_MESSAGES.resendTooSoon, secondsUntil(held.windowStartedAt, gapSeconds, now));
  }
  throw new RetryLaterError(IDEMPOTENCY_ERROR_CODES.inFlight, 409, AUTH_MESSAGES.sendInFlight, 1);
}

/** The sender took the code: the gap now runs from this moment. */
export async function markSent(db: Db, key: string, sentAt: Date): Promise<void> {
  await db.update(rateLimits).set({ windowStartedAt: sentAt, hits: SENT }).where(eq(rateLimits.key, key));
}

/** No code went out (refused, sender failed): the claim is given back, unless another send has taken it since. */
export async function giveBack(db: Db, key: string, claimedAt: Date): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.hits, SENDING), eq(rateLimits.windowStartedAt, claimedAt)));
}
