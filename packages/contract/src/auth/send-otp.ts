import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

export const SEND_OTP_PATH = '/client/auth/otp/send';

/** Spec §5: the one message for any phone that is not a 10-digit Indian mobile number. */
export const PHONE_MESSAGE = 'Please enter a valid 10-digit mobile number.';

/** Indian mobile numbers: 10 digits, the first 6–9, no country code (the site sends digits only). */
export const ZPhone = z
  .string({ error: PHONE_MESSAGE })
  .check(z.regex(/^[6-9]\d{9}$/, { error: PHONE_MESSAGE }), z.core.describe('10-digit Indian mobile number without country code, e.g. 9876543210'));

/** POST /client/auth/otp/send. */
export const ZSendOtpRequest = z.object({ phone: ZPhone }, { error: PHONE_MESSAGE });
export type TSendOtpRequest = z.infer<typeof ZSendOtpRequest>;

/** `message` is 'OTP sent successfully!' (spec §8) in the request language. */
export const ZSendOtpResponse = envelope(
  z.object({
    message: z.string(),
    expiresInSeconds: z.int().check(z.core.describe('How long the code stays valid')),
    resendAfterSeconds: z.int().check(z.core.describe('When the site may offer "resend" (spec §9: 30 s)')),
  }),
);
export type TSendOtpResponse = z.infer<typeof ZSendOtpResponse>;
