import { API_PATHS, ZGetBannersResponse, type Language, type TBanner } from '@sankalp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull, request } from '../../../lib/request.ts';

/** Landing banners; a failure or another shape keeps the carousel empty (spec §5, logged). */
export async function getBanners(language: Language, signal?: AbortSignal): Promise<TBanner[]> {
  const result = await request(API_PATHS.banners, { schema: ZGetBannersResponse, language, signal, quiet: true });
  return dataOrNull(result)?.data.banners ?? [];
}

export const bannersQuery = (language: Language) =>
  queryOptions({ queryKey: ['banner', 'all', language], queryFn: ({ signal }) => getBanners(language, signal), staleTime: 5 * 60_000 });

export function useBanners() {
  return useQuery(bannersQuery(useLanguage()));
}
