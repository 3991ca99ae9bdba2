import { API_PATHS, ZGetOfferingListResponse, type Language } from '@sankalp/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull } from '../../../lib/request.ts';
import { request } from '../../../lib/request.ts';
import type { EventPage } from '../../event/index.ts';

export async function getOfferingPage(pageNumber: number, language: Language, signal?: AbortSignal): Promise<EventPage> {
  const result = await request(`${API_PATHS.offeringList}?pageNumber=${pageNumber}`, { schema: ZGetOfferingListResponse, language, signal, quiet: true });
  const body = dataOrNull(result);
  return { events: body?.data.offeringList ?? [], totalPages: body?.data.totalPages ?? 0 };
}

/** The /chadawa list (API: offering): page 0 first, then one more page each time the end comes into view. */
export const offeringListQuery = (language: Language) =>
  infiniteQueryOptions({
    queryKey: ['offering', 'list', language],
    queryFn: ({ pageParam, signal }) => getOfferingPage(pageParam, language, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.totalPages ? lastPage + 1 : undefined),
  });

export function useOfferingListInfinite() {
  return useInfiniteQuery(offeringListQuery(useLanguage()));
}

/** One page (the landing page shows page 0). */
export const offeringPageQuery = (pageNumber: number, language: Language) =>
  queryOptions({ queryKey: ['offering', 'list', language, 'page', pageNumber], queryFn: ({ signal }) => getOfferingPage(pageNumber, language, signal) });

export function useOfferingPage(pageNumber: number, enabled = true) {
  return useQuery({ ...offeringPageQuery(pageNumber, useLanguage()), enabled });
}
