import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATH, ZDashboardResponse } from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

/** Refreshed every minute while open: the counts move as staff work through the day. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => adminRequest(DASHBOARD_PATH, { schema: ZDashboardResponse, signal }),
    refetchInterval: 60_000,
  });
}
