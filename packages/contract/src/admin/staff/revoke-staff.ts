import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZPhone } from '../../auth/send-otp.ts';

/**
 * POST /staff/revoke (admin only): takes every role away from the phone's active member and ends
 * their sessions. Nobody can revoke themselves, and the last admin stays.
 */
export const STAFF_REVOKE_PATH = '/staff/revoke';

export const ZRevokeStaffRequest = z.object({ phone: ZPhone });
export type TRevokeStaffRequest = z.infer<typeof ZRevokeStaffRequest>;

/** `message` is 'Access removed.' in the request language. */
export const ZRevokeStaffResponse = envelope(z.object({ message: z.string() }));
export type TRevokeStaffResponse = z.infer<typeof ZRevokeStaffResponse>;
