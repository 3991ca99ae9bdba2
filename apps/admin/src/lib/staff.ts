import { useQuery } from '@tanstack/react-query';
import { STAFF_ME_PATH, ZStaffMeResponse, type TStaffMe, type TStaffRole } from '@sankalp/contract';
import { adminRequest } from './request.ts';
import { useStaffToken } from './staff-session.ts';

export const staffMeQueryKey = ['staff', 'me'] as const;

export const getStaffMe = (signal?: AbortSignal): Promise<TStaffMe> => adminRequest(STAFF_ME_PATH, { schema: ZStaffMeResponse, signal });

/**
 * Who is signed in (GET /me), for the shell and any screen that adapts to the role. Only runs
 * with a token; a 401 ends the session (lib/request.ts) and the shell shows sign-in.
 */
export function useStaffMe() {
  const token = useStaffToken();
  return useQuery({ queryKey: staffMeQueryKey, queryFn: ({ signal }) => getStaffMe(signal), enabled: token !== null, staleTime: 5 * 60_000 });
}

/** The signed-in staff member inside the shell (RequireStaff renders nothing until /me answered). */
export function useSignedInStaff(): TStaffMe {
  const { data } = useStaffMe();
  if (!data) throw new Error('useSignedInStaff outside the signed-in shell');
  return data;
}

/** The console's sections, in navigation order. */
export const CONSOLE_SECTIONS = ['dashboard', 'orders', 'sankalp', 'catalogue', 'exceptions', 'statements', 'reconciliation', 'staff', 'temples'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/**
 * Which sections each role sees (navigation and route guard). The API checks every call's
 * permission itself (apps/api/src/admin/core/permissions.ts); this only hides what would be refused.
 */
export const ROLE_SECTIONS: Record<TStaffRole, readonly ConsoleSection[]> = {
  admin: CONSOLE_SECTIONS,
  operator: CONSOLE_SECTIONS.filter((section) => section !== 'staff'),
  temple_staff: ['dashboard', 'orders', 'sankalp', 'statements'],
};

export const canSeeSection = (role: TStaffRole, section: ConsoleSection): boolean => ROLE_SECTIONS[role].includes(section);
