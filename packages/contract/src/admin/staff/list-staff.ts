import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZStaffMember } from './staff-member.ts';

/** GET /staff (admin only). */
export const STAFF_PATH = '/staff';

export const STAFF_LIST_STATUSES = ['active', 'revoked', 'all'] as const;
/** `status` defaults to active. Sorted by role (admin, operator, temple staff), then name. */
export const ZStaffListQuery = z.object({ status: z.optional(z.enum(STAFF_LIST_STATUSES)) });
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

export const ZStaffListResponse = envelope(z.array(ZStaffMember));
export type TStaffListResponse = z.infer<typeof ZStaffListResponse>;
