import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { RetryLaterError } from './errors.ts';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number; message: string };

/**
 * Counts one hit against a fixed-window counter shared by every API process. One atomic upsert:
 * a new key or an elapsed window starts at 1, otherwise the count goes up; concurrent hits on one
 * key are serialised by the row lock, so none is lost. Throws a 429 when the hit is over the limit.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  if (row!.hits <= rule.limit) return;
  const retryAfterMs = row!.windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime();
  throw new RateLimitedError(rule.message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** A 429 that knows when trying again makes sense (sent as Retry-After). */
export class RateLimitedError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', 429, message, retryAfterSeconds);
  }
}
