import { SEND_OTP_PATH, ZSendOtpResponse } from '@sankalp/contract';
import { ANALYTICS_EVENTS, track } from '../../../lib/analytics.ts';
import { translate } from '../../../lib/i18n.ts';
import { request } from '../../../lib/request.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * POST /client/auth/otp/send {phone}. Toasts 'OTP sent successfully!' (the server's text, in the
 * request language) or, when the call fails, 'Failed to send OTP. Please try again later.'
 * (spec §8). A 400 or 429 was toasted by the helper with the server's reason already. Retries of one
 * press carry one Idempotency-Key: a retry after a lost answer is not told "too soon" (decision 192).
 */
export async function sendOtp(phone: string): Promise<boolean> {
  track(ANALYTICS_EVENTS.sendOtp);
  const result = await request(SEND_OTP_PATH, { schema: ZSendOtpResponse, method: 'POST', body: { phone }, quiet: true, idempotent: true });
  if (result.ok) {
    notify.success(result.data.data.message || translate('account:signIn.otpSent', 'OTP sent successfully!'));
    return true;
  }
  if (result.reason === 'failed' || result.reason === 'invalid-response') {
    notify.error(translate('account:signIn.sendFailed', 'Failed to send OTP. Please try again later.'));
  }
  return false;
}
