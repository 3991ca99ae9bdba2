import type { TStaffRole } from '@sankalp/contract';
import { AppError } from '../../lib/errors.ts';
import type { StaffCaller } from './staff-auth.ts';

/**
 * What a console route may need. Every admin route names exactly one in its route options
 * (`config: { permission }`); the admin plugin refuses to start a route that names none, and one
 * hook checks it before the body is even read (admin/routes.ts). Handlers never check roles.
 */
export const PERMISSIONS = [
  'staff.manage',
  'temples.read',
  'temples.manage',
  'catalogue.read',
  'catalogue.write',
  'events.read',
  'orders.read',
  'orders.fulfil',
  'orders.refund',
  'exceptions.manage',
  'dashboard.read',
  'audit.read',
  'statements.read',
  'statements.settle',
  'reconciliation.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Temple staff get only what a priest needs, and only for their temples (see templeScope). */
const TEMPLE_STAFF: readonly Permission[] = ['temples.read', 'events.read', 'orders.read', 'orders.fulfil', 'dashboard.read', 'statements.read'];
const OPERATOR: readonly Permission[] = [
  ...TEMPLE_STAFF,
  'catalogue.read',
  'catalogue.write',
  'orders.refund',
  'exceptions.manage',
  'audit.read',
  'reconciliation.read',
];

export const ROLE_PERMISSIONS: Readonly<Record<TStaffRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  operator: OPERATOR,
  temple_staff: TEMPLE_STAFF,
};

export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const OTHER_TEMPLE_MESSAGE = 'This belongs to a temple you are not assigned to.';

export const can = (role: TStaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

export function assertPermission(staff: StaffCaller, permission: Permission): void {
  if (!can(staff.role, permission)) throw new AppError('FORBIDDEN', 403, FORBIDDEN_MESSAGE);
}

/** Admins and operators work across every temple (null); temple staff only in theirs. */
export const templeScope = (staff: StaffCaller): readonly string[] | null => (staff.role === 'temple_staff' ? staff.templeIds : null);

export function assertTempleAccess(staff: StaffCaller, templeId: string): void {
  const scope = templeScope(staff);
  if (scope && !scope.includes(templeId)) throw new AppError('OTHER_TEMPLE', 403, OTHER_TEMPLE_MESSAGE);
}
