import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TRedirectTo } from '@sankalp/contract';
import { otpCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';
import { hashOtp, sameHash } from './otp-code.ts';
import type { OtpAudience, OtpDeps } from './send-otp.ts';
import { createSession, findOrCreateUser, type Tx } from './sign-in-user.ts';

export type SignedIn = { token: string; userId: string; redirectTo: TRedirectTo };

const expired = () => new AppError('OTP_EXPIRED', 400, AUTH_MESSAGES.expired);
const exhausted = () => new AppError('OTP_ATTEMPTS_EXHAUSTED', 400, AUTH_MESSAGES.noAttemptsLeft);

/**
 * Checks a code against the newest one sent to the phone. Every change is a conditional UPDATE,
 * so racing requests cannot both consume a code nor push wrong tries past the limit: the row lock
 * orders them and each re-checks the condition. A correct code after the last allowed try fails.
 */
export async function verifyOtp(deps: Pick<OtpDeps, 'db' | 'config'>, input: { phone: string; otp: string }): Promise<SignedIn> {
  return consumeOtp(deps, input, 'devotee', async (tx) => {
    const user = await findOrCreateUser(tx, input.phone);
    const token = await createSession(tx, user.id, deps.config.SESSION_TTL_DAYS);
    return { token, userId: user.id, redirectTo: user.name ? 'HOME' : 'PROFILE' };
  });
}

/**
 * The check itself, shared by the site and the console (each asks for codes of its own audience):
 * `signIn` runs in the transaction that consumes the code, so a failed sign-in leaves it unused.
 */
export async function consumeOtp<T>(
  deps: Pick<OtpDeps, 'db' | 'config'>,
  input: { phone: string; otp: string },
  audience: OtpAudience,
  signIn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { db, config } = deps;
  const now = new Date();
  const [code] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, input.phone), eq(otpCodes.audience, audience)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!code || code.consumedAt || code.expiresAt <= now) throw expired();
  if (code.failedAttempts >= config.OTP_MAX_ATTEMPTS) throw exhausted();
  const live = and(eq(otpCodes.id, code.id), isNull(otpCodes.consumedAt), lt(otpCodes.failedAttempts, config.OTP_MAX_ATTEMPTS));

  if (!sameHash(code.codeHash, hashOtp(config.OTP_SECRET, input.phone, input.otp))) {
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
    if (!consumed) throw expired();
    return signIn(tx);
  });
}
