import { GET_ORDER_PATH, PAYMENT_PATHS, ZGetOrderResponse, ZPaymentStateResponse, type Language, type TOrderDetail } from '@sankalp/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull, request } from '../../../lib/request.ts';

/** Statuses a callback or webhook may still change: worth asking the provider once. */
const UNSETTLED = new Set(['CREATED', 'AWAITING_PAYMENT_CONFIRMATION']);

async function readOrder(orderId: string, language: Language, signal?: AbortSignal): Promise<TOrderDetail | null> {
  const result = await request(`${GET_ORDER_PATH}?orderId=${encodeURIComponent(orderId)}`, { schema: ZGetOrderResponse, language, signal });
  return dataOrNull(result)?.data ?? null;
}

/**
 * The order behind /payment/status (the same shape as order details). When it is not settled yet,
 * /payment/reconcile asks the provider first (decision 031), so a closed checkout shows its result.
 */
export async function getPaymentOrder(orderId: string, language: Language, signal?: AbortSignal): Promise<TOrderDetail | null> {
  const order = await readOrder(orderId, language, signal);
  if (!order || !UNSETTLED.has(order.orderStatus)) return order;
  const state = await request(PAYMENT_PATHS.reconcile, { method: 'POST', body: { orderId }, schema: ZPaymentStateResponse, signal, quiet: true });
  if (!state.ok || state.data.data.orderStatus === order.orderStatus) return order;
  return readOrder(orderId, language, signal);
}

/** While the bank confirms a payment, the page asks again now and then, so it turns to the result by itself. */
const CONFIRMING_POLL_MS = 5000;

export function usePaymentOrder(orderId: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['payment', 'order', orderId, language],
    queryFn: ({ signal }) => getPaymentOrder(orderId, language, signal),
    enabled: orderId !== '',
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.orderStatus === 'AWAITING_PAYMENT_CONFIRMATION' ? CONFIRMING_POLL_MS : false),
  });
}
