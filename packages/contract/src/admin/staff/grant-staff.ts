import * as z from 'zod/mini';
import { ZPhone } from '../../auth/send-otp.ts';
import { ZPersonName } from '../../user/update-user.ts';
import { STAFF_ROLES } from '../roles.ts';
import { STAFF_MESSAGES } from './staff-member.ts';

/**
 * POST /staff/grant (admin only): gives a phone a role, or changes the role (and temples) of the
 * phone's active member. A changed role or temple list signs the member out everywhere. Temple
 * staff need at least one temple; the others get none. Answer: ZStaffMemberResponse.
 */
export const STAFF_GRANT_PATH = '/staff/grant';

export const ZGrantStaffRequest = z.object({
  phone: ZPhone,
  name: ZPersonName,
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.role }),
  templeIds: z._default(
    z.array(z.guid({ error: STAFF_MESSAGES.templeIds }), { error: STAFF_MESSAGES.templeIds }).check(z.maxLength(500, { error: STAFF_MESSAGES.templeIds })),
    [],
  ),
});
export type TGrantStaffRequest = z.input<typeof ZGrantStaffRequest>;
