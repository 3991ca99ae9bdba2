import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TRedirectTo } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';
import { userOfToken } from '../../plugins/auth.ts';
import { hashOtp, sameHash } from './otp-code.ts';
import type { OtpAudience, OtpDeps } from './send-otp.ts';
import { createSession, findOrCreateUser, type Tx } from './sign-in-user.ts';
import { replayedToken, replayKeyOf, sealToken, type ReplayKey } from './verify-replay.ts';

export type SignedIn = { token: string; userId: string; redirectTo: TRedirectTo };

/** What a verify checks: the phone, the code, and the request's Idempotency-Key when it sent one. */
export type VerifyInput = { phone: string; otp: string; idempotencyKey?: string };

/** How a side (site or console) opens its session, and finds it again from its token for a retried verify. */
export type SessionOpener<T extends { token: string }> = {
  /** Runs in the transaction that consumes the code, so a failed sign-in leaves it unused. */
  open: (tx: Tx) => Promise<T>;
  /** The same answer from the token, while its session is still valid; undefined otherwise. */
  reopen: (db: Db, token: string) => Promise<T | undefined>;
};

const expired = () => new AppError('OTP_EXPIRED', 400, AUTH_MESSAGES.expired);
const exhausted = () => new AppError('OTP_ATTEMPTS_EXHAUSTED', 400, AUTH_MESSAGES.noAttemptsLeft);

/**
 * Checks a code against the newest one sent to the phone. Every change is a conditional UPDATE,
 * so racing requests cannot both consume a code nor push wrong tries past the limit: the row lock
 * orders them and each re-checks the condition. A correct code after the last allowed try fails.
 */
export async function verifyOtp(deps: Pick<OtpDeps, 'db' | 'config'>, input: VerifyInput): Promise<SignedIn> {
  return consumeOtp(deps, input, 'devotee', {
    open: async (tx) => {
      const user = await findOrCreateUser(tx, input.phone);
      const token = await createSession(tx, user.id, deps.config.SESSION_TTL_DAYS);
      return { token, userId: user.id, redirectTo: user.name ? 'HOME' : 'PROFILE' };
    },
    reopen: async (db, token) => {
      const user = await userOfToken(db, token);
      return user && { token, userId: user.userId, redirectTo: user.name ? 'HOME' : 'PROFILE' };
    },
  });
}

/**
 * The check itself, shared by the site and the console (each asks for codes of its own audience).
 * A verify sent with an Idempotency-Key leaves its session on the code row, sealed (decision 193):
 * the same verify retried — same phone, same right code, same key, within two minutes, its
 * session still valid — answers that session again instead of "code already used", whether the
 * retry comes after the first answer was lost or while the first is still committing.
 */
export async function consumeOtp<T extends { token: string }>(
  deps: Pick<OtpDeps, 'db' | 'config'>,
  input: VerifyInput,
  audience: OtpAudience,
  session: SessionOpener<T>,
): Promise<T> {
  const { db, config } = deps;
  const now = new Date();
  const replayKey = input.idempotencyKey === undefined ? undefined : replayKeyOf(config.OTP_SECRET, input.idempotencyKey);
  const [code] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, input.phone), eq(otpCodes.audience, audience)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const right = code !== undefined && sameHash(code.codeHash, hashOtp(config.OTP_SECRET, input.phone, input.otp));
  const again = right && code.consumedAt ? await replayed(db, code, replayKey, session, now) : undefined;
  if (again) return again;
  if (!code || code.consumedAt || code.expiresAt <= now) throw expired();
  if (code.failedAttempts >= config.OTP_MAX_ATTEMPTS) throw exhausted();
  const live = and(eq(otpCodes.id, code.id), isNull(otpCodes.consumedAt), lt(otpCodes.failedAttempts, config.OTP_MAX_ATTEMPTS));

  if (!right) {
    const [counted] = await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(live)
      .returning({ failedAttempts: otpCodes.failedAttempts });
    if (!counted || counted.failedAttempts >= config.OTP_MAX_ATTEMPTS) throw exhausted();
    throw new AppError('OTP_INVALID', 400, AUTH_MESSAGES.wrongOtp);
  }

  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(live, gt(otpCodes.expiresAt, now)))
      .returning({ id: otpCodes.id });
    if (!consumed) {
      // Used meanwhile: by this very verify's twin (same key), whose commit we waited for?
      const [used] = replayKey ? await tx.select().from(otpCodes).where(eq(otpCodes.id, code.id)) : [];
      const twin = used && (await replayed(tx, used, replayKey, session, new Date()));
      if (twin) return twin;
      throw expired();
    }
    const opened = await session.open(tx);
    if (replayKey) {
      await tx
        .update(otpCodes)
        .set({ replayKeyHash: replayKey.hash, replaySealedToken: sealToken(replayKey, opened.token) })
        .where(eq(otpCodes.id, code.id));
    }
    return opened;
  });
}

type CodeRow = typeof otpCodes.$inferSelect;

async function replayed<T extends { token: string }>(db: Db, code: CodeRow, key: ReplayKey | undefined, session: SessionOpener<T>, now: Date) {
  const token = key && replayedToken(code, key, now);
  return token ? session.reopen(db, token) : undefined;
}
