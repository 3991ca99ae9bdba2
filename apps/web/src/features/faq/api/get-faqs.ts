import { API_PATHS, ZGetFaqsResponse, type Language, type TFaq } from '@sankalp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull, request } from '../../../lib/request.ts';

export type FaqSource = 'homepage' | 'puja' | 'offering';
const PATH: Record<FaqSource, string> = { homepage: API_PATHS.faqHomepage, puja: API_PATHS.faqPuja, offering: API_PATHS.faqOffering };

/** FAQs of one source; a failed or malformed answer leaves the section empty (logged only). */
export async function getFaqs(source: FaqSource, language: Language, signal?: AbortSignal): Promise<TFaq[]> {
  const result = await request(PATH[source], { schema: ZGetFaqsResponse, language, signal, quiet: true });
  return dataOrNull(result)?.data.faqs ?? [];
}

export const faqsQuery = (source: FaqSource, language: Language) =>
  queryOptions({ queryKey: ['faq', source, language], queryFn: ({ signal }) => getFaqs(source, language, signal), staleTime: 5 * 60_000 });

export function useFaqs(source: FaqSource) {
  return useQuery(faqsQuery(source, useLanguage()));
}
