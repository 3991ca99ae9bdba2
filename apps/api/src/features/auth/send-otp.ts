import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language, TSendOtpRequest } from '@sankalp/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import type { OtpSender } from '../../sms/otp-sender.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';
import { clientAddressKey } from './client-address.ts';
import { hashOtp, newOtpCode } from './otp-code.ts';
import { claimResendGap, giveBack, markSent } from './resend-gap.ts';

export type OtpDeps = { db: Db; config: Config; sender: OtpSender; log: FastifyBaseLogger };

/** Codes for the site and for the console are kept apart: one never signs in to the other. */
export type OtpAudience = 'devotee' | 'staff';

const HOUR = 3600;

/**
 * How long a send under way keeps the phone's resend gap: longer than the slowest send can take
 * (the SMS call's timeout, and a margin for the database). Past it the send is taken for dead.
 */
const pendingSeconds = (config: Config) => Math.ceil(config.MSG91_TIMEOUT_MS / 1000) + 5;

/** Idempotency-Keys of an OTP send belong to the phone they ask a code for (decision 192). */
export const otpSendKeys = (audience: OtpAudience) => (request: FastifyRequest) => `otp:${audience}:${(request.body as TSendOtpRequest).phone}`;

/** A send's place within the limits: the resend gap it holds, to mark as sent or give back. */
type SendClaim = { markSent: () => Promise<void>; giveBack: () => Promise<void> };

/**
 * The limits of a send, in order: per IP across phones (against SMS pumping), then the resend gap
 * and the hourly cap of the phone. Refused: the error to answer; let through: the gap it holds.
 */
async function claimSendLimits(deps: OtpDeps, input: { phone: string; ip: string }, now: Date): Promise<SendClaim> {
  const { db, config } = deps;
  await hitRateLimit(
    db,
    { key: `otp-send:ip:${clientAddressKey(input.ip)}`, limit: config.OTP_SENDS_PER_IP_PER_HOUR, windowSeconds: HOUR, message: AUTH_MESSAGES.tooManyFromIp },
    now,
  );
  const gapKey = `otp-send:gap:${input.phone}`;
  const claimedAt = config.OTP_RESEND_SECONDS > 0 ? await claimResendGap(db, gapKey, config.OTP_RESEND_SECONDS, pendingSeconds(config), now) : undefined;
  const claim: SendClaim = {
    markSent: async () => {
      if (claimedAt) await markSent(db, gapKey, new Date());
    },
    giveBack: async () => {
      if (claimedAt) await giveBack(db, gapKey, claimedAt);
    },
  };
  try {
    await hitRateLimit(
      db,
      { key: `otp-send:phone:${input.phone}`, limit: config.OTP_SENDS_PER_PHONE_PER_HOUR, windowSeconds: HOUR, message: AUTH_MESSAGES.tooManyForPhone },
      now,
    );
  } catch (err) {
    await claim.giveBack();
    throw err;
  }
  return claim;
}

/**
 * A send that makes no code (a console code asked for a phone that is not staff): it counts against
 * the same limits as a real one, so its answers (200, then 429 within the resend gap, the hourly
 * caps) are those a staff phone gets: the answer does not tell whose number it is.
 */
export async function countSendWithoutCode(deps: OtpDeps, input: { phone: string; ip: string }): Promise<void> {
  const claim = await claimSendLimits(deps, input, new Date());
  await claim.markSent();
}

/**
 * Issues a fresh code for a phone. Limits first (claimSendLimits), then the hash is stored and the SMS handed over.
 * The resend gap counts from a code the sender took (resend-gap.ts): a send refused, failed or
 * whose process died gives it back, so the retry is not told "too soon" for a code that never went.
 * Only the newest code of a phone is ever accepted (see verify-otp.ts), so earlier ones die here.
 */
export async function sendOtp(deps: OtpDeps, input: { phone: string; ip: string; language: Language; audience?: OtpAudience }): Promise<void> {
  const { db, config, sender } = deps;
  const now = new Date();
  const claim = await claimSendLimits(deps, input, now);

  const code = newOtpCode();
  const [row] = await db
    .insert(otpCodes)
    .values({
      phone: input.phone,
      audience: input.audience ?? 'devotee',
      codeHash: hashOtp(config.OTP_SECRET, input.phone, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.OTP_TTL_SECONDS * 1000),
    })
    .returning({ id: otpCodes.id });
  try {
    await sender.send({ phone: input.phone, code, language: input.language, ttlSeconds: config.OTP_TTL_SECONDS });
  } catch (err) {
    // A code nobody received must not stay usable; and the failure was ours, so the resend gap
    // is given back (the client retries after a second). The hourly caps still count the try.
    await db.delete(otpCodes).where(eq(otpCodes.id, row!.id));
    await claim.giveBack();
    deps.log.error({ err, sender: sender.name }, 'OTP could not be sent');
    throw new AppError('OTP_SEND_FAILED', 502, AUTH_MESSAGES.sendFailed);
  }
  await claim.markSent();
}
