import type { Language } from '@sankalp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';

export type PolicySection = { heading: string; paragraphs?: string[]; items?: string[] };
export type PolicyContent = { intro: string; sections: PolicySection[]; contactHeading: string; contactText: string };

/** Each language's policy is its own chunk: long static text that only this page needs. */
const LOADERS: Record<Language, () => Promise<{ default: PolicyContent }>> = {
  english: () => import('../content/en.json'),
  hindi: () => import('../content/hi.json'),
};

export async function getPolicy(language: Language): Promise<PolicyContent> {
  const content = (await LOADERS[language]()).default;
  if (!content || !Array.isArray(content.sections)) throw new Error('Privacy policy content is malformed');
  return content;
}

/** The policy text; a failed chunk load shows 'Failed to load privacy policy' (spec §2). */
export const policyQuery = (language: Language) => queryOptions({ queryKey: ['policy', language], queryFn: () => getPolicy(language), staleTime: Infinity });

export function usePolicy() {
  return useQuery(policyQuery(useLanguage()));
}
