import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEMPLES_PATH, ZTempleListResponse, ZTempleResponse, templeArchivePath, templePath, templeRestorePath, type TTempleInput } from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

export type TempleStatus = 'active' | 'archived' | 'all';

export function useTemples(status: TempleStatus) {
  return useQuery({
    queryKey: ['temples', status],
    queryFn: ({ signal }) => adminRequest(TEMPLES_PATH, { schema: ZTempleListResponse, query: { status }, signal }),
  });
}

/** Create (no id) or replace; the form shows the server's 400 beside itself. */
export function useSaveTemple(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTempleInput) =>
      id
        ? adminRequest(templePath(id), { method: 'PUT', body, schema: ZTempleResponse })
        : adminRequest(TEMPLES_PATH, { method: 'POST', body, schema: ZTempleResponse }),
    meta: { toast: false },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['temples'] }), client.invalidateQueries({ queryKey: ['audit', 'temple'] })]),
  });
}

/** Archive or restore (the confirmation dialog shows a refusal, e.g. events still on sale). */
export function useArchiveTemple(action: 'archive' | 'restore') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(action === 'archive' ? templeArchivePath(id) : templeRestorePath(id), { method: 'POST', schema: ZTempleResponse }),
    meta: { toast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: ['temples'] }),
  });
}
