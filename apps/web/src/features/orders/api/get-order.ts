import { GET_ORDER_PATH, ZGetOrderResponse, type Language, type TOrderDetail } from '@sankalp/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { request } from '../../../lib/request.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';

/**
 * GET /order/get?orderId=. Null for every failure: the server answers 404 for someone else's
 * order, and the page shows one not-found card whatever went wrong (spec §8 "Order fetch error or null").
 */
export async function getOrder(orderId: string, language: Language, signal?: AbortSignal): Promise<TOrderDetail | null> {
  const result = await request(`${GET_ORDER_PATH}?orderId=${encodeURIComponent(orderId)}`, { schema: ZGetOrderResponse, language, signal, quiet: true });
  return result.ok ? result.data.data : null;
}

export function useOrder(orderId: string) {
  const language = useLanguage();
  const token = useUserToken();
  return useQuery({
    queryKey: ['orders', 'detail', orderId, token, language],
    queryFn: ({ signal }) => getOrder(orderId, language, signal),
    enabled: Boolean(token && orderId),
    staleTime: 0,
  });
}
