import { useQuery } from '@tanstack/react-query';
import { occurrencePath, ZReadingEventsResponse, ZReadingResponse, type TReading, type TReadingEvent, type TReadingEventsResult } from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

export type OccurrenceKey = { eventId: string; date: string };

export const readingQueryKey = (key: OccurrenceKey, readingId?: string | null) =>
  ['occurrences', key.eventId, key.date, 'reading', readingId ?? 'latest'] as const;

export const getReading = (key: OccurrenceKey, readingId: string | null | undefined, signal?: AbortSignal): Promise<TReading> =>
  adminRequest(occurrencePath('reading', key), { schema: ZReadingResponse, query: { readingId }, signal });

/**
 * The sankalps in reading order with the latest reading's reads (or `readingId`'s). Reading mode
 * shows its own message when it cannot load (it may read from the phone's copy), so no toast.
 */
export function useReading(key: OccurrenceKey, readingId?: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: readingQueryKey(key, readingId),
    queryFn: ({ signal }) => getReading(key, readingId, signal),
    enabled: options.enabled ?? true,
    meta: { toast: false },
  });
}

export const postReadingEvents = (key: OccurrenceKey, events: TReadingEvent[], signal?: AbortSignal): Promise<TReadingEventsResult> =>
  adminRequest(occurrencePath('readingEvents', key), { schema: ZReadingEventsResponse, method: 'POST', body: { events }, signal });
