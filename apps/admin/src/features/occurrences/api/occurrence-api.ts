import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  occurrencePath,
  ZBatchResultResponse,
  ZOccurrenceResponse,
  ZOrderActionResponse,
  type TBatchPerformedRequest,
  type TGroupVideoRequest,
  type TOccurrenceParams,
} from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

export const occurrenceKey = (key: TOccurrenceParams) => ['occurrences', key.eventId, key.date] as const;

export function useOccurrence(key: TOccurrenceParams) {
  return useQuery({
    queryKey: occurrenceKey(key),
    queryFn: ({ signal }) => adminRequest(occurrencePath('detail', key), { schema: ZOccurrenceResponse, signal }),
  });
}

/**
 * A batch action's mutation. The batch id is made once per press of the button and sent again
 * on the request helper's retries, so a lost answer never runs the batch twice (the server answers
 * the first result). The occurrence and the orders lists are refetched afterwards.
 */
function useBatch<B extends { batchId: string }>(key: TOccurrenceParams, path: 'performed' | 'groupVideo' | 'groupVideoReplace') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => adminRequest(occurrencePath(path, key), { method: 'POST', body, schema: ZBatchResultResponse }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: occurrenceKey(key) }), queryClient.invalidateQueries({ queryKey: ['orders'] })]);
    },
  });
}

export const useBatchPerformed = (key: TOccurrenceParams) => useBatch<TBatchPerformedRequest>(key, 'performed');
export const useGroupVideo = (key: TOccurrenceParams) => useBatch<TGroupVideoRequest>(key, 'groupVideo');
export const useReplaceGroupVideo = (key: TOccurrenceParams) => useBatch<TGroupVideoRequest>(key, 'groupVideoReplace');

export function usePersonalClip(key: TOccurrenceParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, mediaId }: { orderId: string; mediaId: string }) =>
      adminRequest(occurrencePath('personalClip', { ...key, orderId }), { method: 'POST', body: { mediaId }, schema: ZOrderActionResponse }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: occurrenceKey(key) }), queryClient.invalidateQueries({ queryKey: ['orders'] })]);
    },
  });
}
