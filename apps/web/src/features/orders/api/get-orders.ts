import { GET_ORDERS_PATH, ZGetOrdersResponse, type Language, type TOrderListItem } from '@sankalp/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull, request } from '../../../lib/request.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';

export type OrdersPage = { orders: TOrderListItem[]; totalPages: number };

/** POST /order/getAll {pageNumber}; a failed page is only logged (spec §8 "Bookings loading fails"). */
export async function getOrdersPage(pageNumber: number, language: Language, signal?: AbortSignal): Promise<OrdersPage> {
  const result = await request(GET_ORDERS_PATH, { method: 'POST', body: { pageNumber }, schema: ZGetOrdersResponse, language, signal, quiet: true });
  const body = dataOrNull(result);
  return { orders: body?.data.content ?? [], totalPages: body?.data.totalPages ?? 0 };
}

/**
 * The signed-in user's bookings, newest first, page 0 then one page more each time the end comes
 * into view (until index totalPages − 1, spec §9). Keyed by token: another account never sees them.
 */
export function useOrdersInfinite() {
  const language = useLanguage();
  const token = useUserToken();
  return useInfiniteQuery({
    queryKey: ['orders', 'list', token, language],
    queryFn: ({ pageParam, signal }) => getOrdersPage(pageParam, language, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.totalPages ? lastPage + 1 : undefined),
    enabled: Boolean(token),
    // Statuses change after a payment elsewhere: always re-read when the page opens.
    staleTime: 0,
  });
}
