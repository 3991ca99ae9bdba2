import { API_PATHS, SPEC_DEFAULT_VISIBILITY, ZGetVisibilityResponse, type TVisibility } from '@sankalp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

export async function getVisibility(signal?: AbortSignal): Promise<TVisibility> {
  const result = await request(API_PATHS.visibility, { schema: ZGetVisibilityResponse, signal, quiet: true });
  if (result.ok) return result.data.data;
  // A failure is only logged; the spec's defaults stay (spec §2 "Visibility configuration").
  console.warn('Visibility configuration not loaded; using defaults', result.message);
  return SPEC_DEFAULT_VISIBILITY;
}

export const visibilityQuery = queryOptions({
  queryKey: ['config', 'visibility'],
  queryFn: ({ signal }) => getVisibility(signal),
  staleTime: 5 * 60_000,
});

/** Which optional parts show. Starts from the spec defaults until the server answers. */
export function useVisibility(): TVisibility {
  const { data } = useQuery({ ...visibilityQuery, placeholderData: SPEC_DEFAULT_VISIBILITY });
  return data ?? SPEC_DEFAULT_VISIBILITY;
}
