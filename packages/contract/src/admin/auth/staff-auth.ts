import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZStaffRole } from '../roles.ts';

export const STAFF_SEND_OTP_PATH = '/auth/otp/send';
export const STAFF_VERIFY_OTP_PATH = '/auth/otp/verify';
export const STAFF_LOGOUT_PATH = '/auth/logout';
export const STAFF_ME_PATH = '/me';

/** Bodies are the site's own (ZSendOtpRequest, ZVerifyOtpRequest): same phone and code rules. */
export const ZStaffTempleRef = z.object({ id: z.string(), nameEn: z.string(), nameHi: z.string() });
export type TStaffTempleRef = z.infer<typeof ZStaffTempleRef>;

export const ZStaffMe = z.object({
  staffId: z.string(),
  phone: z.string(),
  name: z.string(),
  role: ZStaffRole,
  /** Assigned temples; empty for admins and operators, who see every temple. */
  temples: z.array(ZStaffTempleRef),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

export const ZStaffMeResponse = envelope(ZStaffMe);
export type TStaffMeResponse = z.infer<typeof ZStaffMeResponse>;

/** `token` goes back in the X-Staff-Token header; it is stored only as a hash. */
export const ZStaffVerifyOtpResponse = envelope(z.object({ token: z.string(), staff: ZStaffMe }));
export type TStaffVerifyOtpResponse = z.infer<typeof ZStaffVerifyOtpResponse>;
