import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@sankalp/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { otpCodes, rateLimits } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import type { OtpSender } from '../../sms/otp-sender.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';
import { clientAddressKey } from './client-address.ts';
import { hashOtp, newOtpCode } from './otp-code.ts';

export type OtpDeps = { db: Db; config: Config; sender: OtpSender; log: FastifyBaseLogger };

/** Codes for the site and for the console are kept apart: one never signs in to the other. */
export type OtpAudience = 'devotee' | 'staff';

const HOUR = 3600;

/**
 * Issues a fresh code for a phone. Limits first (per IP across phones against SMS pumping, then
 * the resend gap and the hourly cap of the phone), then the hash is stored and the SMS handed over.
 * Only the newest code of a phone is ever accepted (see verify-otp.ts), so earlier ones die here.
 */
export async function sendOtp(deps: OtpDeps, input: { phone: string; ip: string; language: Language; audience?: OtpAudience }): Promise<void> {
  const { db, config, sender } = deps;
  const now = new Date();
  await hitRateLimit(
    db,
    { key: `otp-send:ip:${clientAddressKey(input.ip)}`, limit: config.OTP_SENDS_PER_IP_PER_HOUR, windowSeconds: HOUR, message: AUTH_MESSAGES.tooManyFromIp },
    now,
  );
  const gapKey = `otp-send:gap:${input.phone}`;
  if (config.OTP_RESEND_SECONDS > 0) {
    await hitRateLimit(db, { key: gapKey, limit: 1, windowSeconds: config.OTP_RESEND_SECONDS, message: AUTH_MESSAGES.resendTooSoon }, now);
  }
  await hitRateLimit(
    db,
    { key: `otp-send:phone:${input.phone}`, limit: config.OTP_SENDS_PER_PHONE_PER_HOUR, windowSeconds: HOUR, message: AUTH_MESSAGES.tooManyForPhone },
    now,
  );

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
    await db.delete(rateLimits).where(eq(rateLimits.key, gapKey));
    deps.log.error({ err, sender: sender.name }, 'OTP could not be sent');
    throw new AppError('OTP_SEND_FAILED', 502, AUTH_MESSAGES.sendFailed);
  }
}
