import { and, like, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { otpCodes, rateLimits } from '../../db/schema/index.ts';

const HOUR_MS = 3_600_000;

/** Deletes OTP rows a day past expiry and OTP send counters whose (≤ 1 h) window is long over. */
export async function sweepAuthRows(db: Db, now = new Date()): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now.getTime() - 24 * HOUR_MS)));
  await db.delete(rateLimits).where(and(like(rateLimits.key, 'otp-send:%'), lt(rateLimits.windowStartedAt, new Date(now.getTime() - 2 * HOUR_MS))));
}

/**
 * Without a sweep both tables grow by a row per phone and per IP forever. Sends trigger it, at
 * most once per interval per process, in the background: a failed sweep only costs disk.
 */
export function createAuthSweeper(db: Db, log: FastifyBaseLogger, intervalMs = 10 * 60_000) {
  let last = 0;
  let running: Promise<void> | undefined;
  const sweep = () => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    running = sweepAuthRows(db).catch((err: unknown) => log.warn({ err }, 'sweeping old OTP rows failed'));
  };
  /** Resolves when no sweep is under way: awaited on close, before the database is closed. */
  const settled = async () => {
    await running;
  };
  return Object.assign(sweep, { settled });
}
