import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ORDERS_PATH,
  adminOrderDocumentPath,
  adminOrderNotesPath,
  adminOrderPath,
  resendMessagePath,
  ZAddOrderNoteResponse,
  ZAdminOrderDetailResponse,
  ZAdminOrderListResponse,
  ZResendMessageResponse,
  type TAdminOrderList,
} from '@sankalp/contract';
import { adminDownload, adminRequest } from '../../../lib/request.ts';
import type { OrderFilters } from '../components/use-order-filters.ts';

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters) => ['orders', 'list', filters] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};

/** The order list, page after page (keyset: each page asks for what follows the previous one). */
export function useOrderList(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }): Promise<TAdminOrderList> =>
      adminRequest(ADMIN_ORDERS_PATH, { schema: ZAdminOrderListResponse, query: { ...filters, cursor: pageParam }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The page shows a failure itself, with the way back to the list: no toast repeating it. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    meta: { toast: false },
    queryFn: ({ signal }) => adminRequest(adminOrderPath(orderId), { schema: ZAdminOrderDetailResponse, signal }),
  });
}

export function useAddNote(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => adminRequest(adminOrderNotesPath(orderId), { method: 'POST', body: { body }, schema: ZAddOrderNoteResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}

/**
 * Sends one of the order's messages again (the API queues a copy). Either way the order is
 * refetched: the copy appears in its Messages, or a refusal (409, still being sent) shows the state
 * that caused it. The query client toasts the refusal with the server's message.
 */
export function useResendMessage(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => adminRequest(resendMessagePath(orderId, messageId), { method: 'POST', schema: ZResendMessageResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}

/** Opens a receipt or refund note's PDF (decision 260). */
export const downloadOrderDocument = (orderId: string, documentId: string) => adminDownload(adminOrderDocumentPath(orderId, documentId), 'document.pdf');
