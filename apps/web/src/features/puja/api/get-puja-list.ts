import { API_PATHS, ZGetPujaListResponse, type Language } from '@sankalp/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull } from '../../../lib/request.ts';
import { request } from '../../../lib/request.ts';
import type { EventPage } from '../../event/index.ts';

export async function getPujaPage(pageNumber: number, language: Language, signal?: AbortSignal): Promise<EventPage> {
  const result = await request(`${API_PATHS.pujaList}?pageNumber=${pageNumber}`, { schema: ZGetPujaListResponse, language, signal, quiet: true });
  const body = dataOrNull(result);
  return { events: body?.data.pujaList ?? [], totalPages: body?.data.totalPages ?? 0 };
}

/** The /puja list: page 0 first, then one more page each time the end comes into view. */
export function usePujaListInfinite() {
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: ['puja', 'list', language],
    queryFn: ({ pageParam, signal }) => getPujaPage(pageParam, language, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.totalPages ? lastPage + 1 : undefined),
  });
}

/** One page (the landing page shows page 0). */
export function usePujaPage(pageNumber: number, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['puja', 'list', language, 'page', pageNumber],
    queryFn: ({ signal }) => getPujaPage(pageNumber, language, signal),
    enabled,
  });
}
