import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

/**
 * GET /dev/otp/{phone}: the last code the console sender "sent" to a phone. Registered only when
 * the server does not run in production, for browser tests that sign in through the real flow.
 */
export const DEV_OTP_PATH = '/dev/otp/:phone';

export const ZDevOtpResponse = envelope(z.object({ otp: z.string() }));
export type TDevOtpResponse = z.infer<typeof ZDevOtpResponse>;
