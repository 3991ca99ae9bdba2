import { API_PATHS, ZGetOfferingResponse, type Language, type TEventDetail } from '@sankalp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { eventDetailPath } from '../../../lib/event-key.ts';
import { dataOrNull, request } from '../../../lib/request.ts';

const PATHS = { byId: API_PATHS.offeringById, byName: API_PATHS.offeringByName };

/** A chadawa (API: offering) by searchKey or id; null when the server does not know it. */
export async function getOffering(key: string, language: Language, signal?: AbortSignal): Promise<TEventDetail | null> {
  const result = await request(eventDetailPath(PATHS, key), { schema: ZGetOfferingResponse, language, signal });
  return dataOrNull(result)?.data ?? null;
}

/** Shared by the page's hook and the server's prefetch (app/ssr), so both use one cache entry. */
export const offeringQuery = (key: string, language: Language) =>
  queryOptions({ queryKey: ['offering', 'detail', key, language], queryFn: ({ signal }) => getOffering(key, language, signal) });

export function useOffering(key: string) {
  return useQuery(offeringQuery(key, useLanguage()));
}
