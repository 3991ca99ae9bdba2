import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_GRANT_PATH,
  STAFF_PATH,
  STAFF_REVOKE_PATH,
  TEMPLES_PATH,
  ZRevokeStaffResponse,
  ZStaffListResponse,
  ZStaffMemberResponse,
  ZTempleListResponse,
  type TGrantStaffRequest,
} from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

export type StaffStatus = 'active' | 'revoked' | 'all';

export const staffKeys = {
  all: ['staff-members'] as const,
  list: (status: StaffStatus) => ['staff-members', status] as const,
};

export function useStaffList(status: StaffStatus) {
  return useQuery({
    queryKey: staffKeys.list(status),
    queryFn: ({ signal }) => adminRequest(STAFF_PATH, { schema: ZStaffListResponse, query: { status }, signal }),
  });
}

/** Active temples, for the temple choice of a temple-staff grant. */
export function useActiveTemples() {
  return useQuery({
    queryKey: ['temples', 'active'],
    queryFn: ({ signal }) => adminRequest(TEMPLES_PATH, { schema: ZTempleListResponse, query: { status: 'active' }, signal }),
    staleTime: 60_000,
  });
}

/** Grant or change; the form shows the server's 400 beside itself (no toast). */
export function useGrantStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGrantStaffRequest) => adminRequest(STAFF_GRANT_PATH, { method: 'POST', body, schema: ZStaffMemberResponse }),
    meta: { toast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useRevokeStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => adminRequest(STAFF_REVOKE_PATH, { method: 'POST', body: { phone }, schema: ZRevokeStaffResponse }),
    meta: { toast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
