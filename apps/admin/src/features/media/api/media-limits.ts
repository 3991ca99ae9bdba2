import { useQuery } from '@tanstack/react-query';
import { MEDIA_LIMITS_PATH, ZMediaLimitsResponse, type TMediaLimits } from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

/**
 * The limits the server holds uploads to (its MEDIA_* configuration), read from it rather than
 * written into the hints: a changed limit changes what the hint says. They do not change while
 * the console is open. A failure is not toasted: the hint then names the file types only.
 */
export const mediaLimitsQueryKey = ['media', 'limits'] as const;

export function useMediaLimits(): TMediaLimits | undefined {
  return useQuery({
    queryKey: mediaLimitsQueryKey,
    meta: { toast: false },
    staleTime: Infinity,
    queryFn: ({ signal }) => adminRequest(MEDIA_LIMITS_PATH, { schema: ZMediaLimitsResponse, signal }),
  }).data;
}
