import { API_PATHS, ZGetPujaResponse, type Language, type TEventDetail } from '@sankalp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { eventDetailPath } from '../../../lib/event-key.ts';
import { dataOrNull, request } from '../../../lib/request.ts';

const PATHS = { byId: API_PATHS.pujaById, byName: API_PATHS.pujaByName };

/** A puja by searchKey or id; null when the server does not know it. */
export async function getPuja(key: string, language: Language, signal?: AbortSignal): Promise<TEventDetail | null> {
  const result = await request(eventDetailPath(PATHS, key), { schema: ZGetPujaResponse, language, signal });
  return dataOrNull(result)?.data ?? null;
}

/** Shared by the page's hook and the server's prefetch (app/ssr), so both use one cache entry. */
export const pujaQuery = (key: string, language: Language) =>
  queryOptions({ queryKey: ['puja', 'detail', key, language], queryFn: ({ signal }) => getPuja(key, language, signal) });

export function usePuja(key: string) {
  return useQuery(pujaQuery(key, useLanguage()));
}
