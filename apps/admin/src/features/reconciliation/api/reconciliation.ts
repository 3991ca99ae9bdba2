import { useQuery } from '@tanstack/react-query';
import { RECONCILIATION_PATH, ZReconciliationResponse } from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

export function useReconciliation(from: string, to: string) {
  return useQuery({
    queryKey: ['reconciliation', from, to],
    enabled: Boolean(from && to),
    queryFn: ({ signal }) => adminRequest(RECONCILIATION_PATH, { schema: ZReconciliationResponse, query: { from, to }, signal }),
  });
}
