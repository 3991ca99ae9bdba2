import {
  STAFF_LOGOUT_PATH,
  STAFF_SEND_OTP_PATH,
  STAFF_VERIFY_OTP_PATH,
  ZLogoutResponse,
  ZSendOtpResponse,
  ZStaffVerifyOtpResponse,
  type TStaffMe,
} from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

/** POST /auth/otp/send: the same phone and code rules as the site's sign-in. */
export const sendStaffOtp = (phone: string) => adminRequest(STAFF_SEND_OTP_PATH, { method: 'POST', body: { phone }, schema: ZSendOtpResponse });

export const verifyStaffOtp = (phone: string, otp: string): Promise<{ token: string; staff: TStaffMe }> =>
  adminRequest(STAFF_VERIFY_OTP_PATH, { method: 'POST', body: { phone, otp }, schema: ZStaffVerifyOtpResponse });

/** Revokes the session on the server (idempotent there). */
export const logoutStaff = () => adminRequest(STAFF_LOGOUT_PATH, { method: 'POST', schema: ZLogoutResponse });
