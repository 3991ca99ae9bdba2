import { and, like, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createThrottledSweep } from '../../lib/throttled-sweep.ts';
import { otpCodes, rateLimits } from '../../db/schema/index.ts';

const HOUR_MS = 3_600_000;

/** Deletes OTP rows a day past expiry and OTP send counters whose (≤ 1 h) window is long over. */
export async function sweepAuthRows(db: Db, now = new Date()): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now.getTime() - 24 * HOUR_MS)));
  await db.delete(rateLimits).where(and(like(rateLimits.key, 'otp-send:%'), lt(rateLimits.windowStartedAt, new Date(now.getTime() - 2 * HOUR_MS))));
}

/**
 * Without a sweep both tables grow by a row per phone and per IP forever. Sends trigger it, at
 * most once per interval per process, in the background.
 */
export const createAuthSweeper = (db: Db, log: FastifyBaseLogger, intervalMs?: number) =>
  createThrottledSweep(() => sweepAuthRows(db), log, 'old OTP rows', intervalMs);
