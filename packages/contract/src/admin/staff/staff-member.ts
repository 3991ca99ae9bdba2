import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZStaffTempleRef } from '../auth/staff-auth.ts';
import { ZStaffRole } from '../roles.ts';

/** English texts of staff management; the API holds their Hindi (apps/api/src/lib/messages/console.ts). */
export const STAFF_MESSAGES = {
  templeIds: 'Choose the temples from the list.',
  role: 'Choose a role: admin, operator or temple staff.',
  notYourself: 'You cannot remove your own admin role.',
  lastAdmin: 'The last admin cannot be removed. Make someone else admin first.',
  revoked: 'Access removed.',
} as const;

/** A member of staff as the admin sees them. `revokedAt` set: no longer has access (kept for the audit log). */
export const ZStaffMember = z.object({
  staffId: z.string(),
  phone: z.string(),
  name: z.string(),
  role: ZStaffRole,
  /** Assigned temples (temple staff only; admins and operators work across every temple). */
  temples: z.array(ZStaffTempleRef),
  createdAt: z.string(),
  updatedAt: z.string(),
  revokedAt: z.nullable(z.string()),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffMemberResponse = envelope(ZStaffMember);
export type TStaffMemberResponse = z.infer<typeof ZStaffMemberResponse>;
