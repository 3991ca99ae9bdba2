import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * The WhatsApp send rate, shared by every API process through the database (decision 185): Meta
 * limits messages per second per sending number (80 by default), and several processes send from
 * one number. Pacing is a GCRA (generic cell rate algorithm) kept in one `rate_limits` row per
 * number: `window_started_at` holds the next free send time, and each send reserves the slot
 * `greatest(next free, now)` and moves it on by 1/rate s, in one atomic upsert (the row lock
 * serialises concurrent reservations, from any process). Sends are thus spaced at least 1/rate s
 * apart: any one-second window holds at most `rate` of them. One row whatever the history, no table
 * scan, and the database's clock is the one clock.
 */
export const sendRateKey = (sender: string) => `whatsapp-send:${sender}`;

/** A reserved send time: `at` as the database wrote it (to record as the message's sent_at, to the microsecond), and how long to wait for it. */
export type SendSlot = { at: string; waitMs: number };

/**
 * Reserves the next send slot of `key` at `perSecond`; the caller waits `waitMs` before sending.
 * The step is rounded up to whole microseconds (timestamps' precision), so slots never come closer
 * than 1/rate s (at 3/s a step rounded down would fit a fourth send into one second).
 */
export async function reserveSendSlot(db: Db, key: string, perSecond: number): Promise<SendSlot> {
  const step = sql`(${Math.ceil(1_000_000 / perSecond)}::float8 * interval '1 microsecond')`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`clock_timestamp() + ${step}`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStartedAt: sql`greatest(${rateLimits.windowStartedAt}, clock_timestamp()) + ${step}`, hits: 1 },
    })
    .returning({
      at: sql<string>`(${rateLimits.windowStartedAt} - ${step})::text`,
      waitMs: sql<string>`extract(epoch from (${rateLimits.windowStartedAt} - ${step} - clock_timestamp())) * 1000`,
    });
  return { at: row!.at, waitMs: Math.max(0, Math.ceil(Number(row!.waitMs))) };
}

/**
 * The provider said the number's throughput is exceeded: no process sends from it for `seconds`
 * (the next free slot moves to now + seconds, never back).
 */
export async function pauseSends(db: Db, key: string, seconds: number): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`clock_timestamp() + make_interval(secs => ${seconds})`, hits: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStartedAt: sql`greatest(${rateLimits.windowStartedAt}, excluded.window_started_at)` } });
}

/** Waits for a reserved slot; false when aborted first (shutting down). */
export async function waitForSlot(slot: SendSlot, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return false;
  if (slot.waitMs <= 0) return true;
  try {
    await sleep(slot.waitMs, undefined, { signal });
    return true;
  } catch (err) {
    if ((err as { name?: string } | null)?.name === 'AbortError') return false;
    throw err;
  }
}
