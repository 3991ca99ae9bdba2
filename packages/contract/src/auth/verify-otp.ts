import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { PHONE_MESSAGE, ZPhone } from './send-otp.ts';

export const VERIFY_OTP_PATH = '/client/auth/otp/verify';

export const OTP_MESSAGE = 'Please enter the 6-digit OTP.';

/** POST /client/auth/otp/verify. */
export const ZVerifyOtpRequest = z.object(
  { phone: ZPhone, otp: z.string({ error: OTP_MESSAGE }).check(z.regex(/^\d{6}$/, { error: OTP_MESSAGE })) },
  { error: PHONE_MESSAGE },
);
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

/** PROFILE: the account has no name yet, so the site shows its complete-profile step (spec §4). */
export const ZRedirectTo = z.enum(['PROFILE', 'HOME']);
export type TRedirectTo = z.infer<typeof ZRedirectTo>;

/**
 * Spec §3 lists sessionId, userDataResponse.userId, redirectTo and message. Like every other
 * answer of the API they sit under `data`. `sessionId` is the access token: send it back in the
 * `X-Access-Token` header (ACCESS_TOKEN_HEADER) on every call.
 */
export const ZVerifyOtpResponse = envelope(
  z.object({
    sessionId: z.string().check(z.core.describe('Access token for the X-Access-Token header; shown once, stored only as a hash')),
    userDataResponse: z.object({ userId: z.string() }),
    redirectTo: ZRedirectTo,
    message: z.string(),
  }),
);
export type TVerifyOtpResponse = z.infer<typeof ZVerifyOtpResponse>;
