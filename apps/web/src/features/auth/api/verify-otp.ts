import { VERIFY_OTP_PATH, ZVerifyOtpResponse, type TRedirectTo } from '@sankalp/contract';
import { request } from '../../../lib/request.ts';
import { startSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * POST /client/auth/otp/verify {phone, otp}. On success the session is stored (and the guest id
 * dropped) and the next step returned. Spec §8: a response without a usable sessionId or userId
 * saves nothing and shows its message; a wrong code is a 400 the helper toasts; other failures
 * are only logged. Retries of one press carry one Idempotency-Key, so a retry after a lost answer gets
 * the session the first opened instead of "already used" (decision 193).
 */
export async function verifyOtp(phone: string, otp: string): Promise<TRedirectTo | null> {
  const result = await request(VERIFY_OTP_PATH, { schema: ZVerifyOtpResponse, method: 'POST', body: { phone, otp }, quiet: true, idempotent: true });
  if (!result.ok) return null;
  const { sessionId, userDataResponse, redirectTo, message } = result.data.data;
  if (!sessionId.trim() || !userDataResponse.userId.trim()) {
    if (message) notify.error(message);
    return null;
  }
  startSession({ token: sessionId, userId: userDataResponse.userId });
  return redirectTo;
}
