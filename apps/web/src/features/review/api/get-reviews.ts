import { API_PATHS, ZGetReviewsResponse, type Language, type TReview } from '@sankalp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull, request } from '../../../lib/request.ts';

/** Testimonials; failures leave the section empty (logged only, spec §8). */
export async function getReviews(language: Language, signal?: AbortSignal): Promise<TReview[]> {
  const result = await request(API_PATHS.reviews, { schema: ZGetReviewsResponse, language, signal, quiet: true });
  return dataOrNull(result)?.data.reviews ?? [];
}

export const reviewsQuery = (language: Language) =>
  queryOptions({ queryKey: ['review', 'all', language], queryFn: ({ signal }) => getReviews(language, signal), staleTime: 5 * 60_000 });

export function useReviews() {
  return useQuery(reviewsQuery(useLanguage()));
}
