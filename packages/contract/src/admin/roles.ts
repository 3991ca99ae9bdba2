import * as z from 'zod/mini';

/**
 * admin: everything, staff management included. operator: catalogue and every order.
 * temple_staff: the events and orders of their own temples (sankalp list, performed, video, prasad).
 */
export const STAFF_ROLES = ['admin', 'operator', 'temple_staff'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;
