import { API_PATHS, ZGetPujaListResponse, type Language } from '@sankalp/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
export const pujaListQuery = (language: Language) =>
  infiniteQueryOptions({
    queryKey: ['puja', 'list', language],
    queryFn: ({ pageParam, signal }) => getPujaPage(pageParam, language, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.totalPages ? lastPage + 1 : undefined),
  });

export function usePujaListInfinite() {
  return useInfiniteQuery(pujaListQuery(useLanguage()));
}

/** One page (the landing page shows page 0). */
export const pujaPageQuery = (pageNumber: number, language: Language) =>
  queryOptions({ queryKey: ['puja', 'list', language, 'page', pageNumber], queryFn: ({ signal }) => getPujaPage(pageNumber, language, signal) });

export function usePujaPage(pageNumber: number, enabled = true) {
  return useQuery({ ...pujaPageQuery(pageNumber, useLanguage()), enabled });
}
