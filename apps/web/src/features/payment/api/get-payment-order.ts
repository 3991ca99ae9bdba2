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
 * The server allows 10 provider look-ups per order a minute, shared with its own sweep; the page polls
 * an order awaiting confirmation every 5 s, so then it asks the provider at most every 15 s and only
 * reads the order in between. A CREATED order is not polled (a checkout just closed): always asked.
 */
export const RECONCILE_EVERY_MS = 15_000;
/** When this tab last asked /payment/reconcile about each order. */
const lastReconcile = new Map<string, number>();

function mayReconcile({ orderId, orderStatus }: TOrderDetail): boolean {
  if (orderStatus !== 'AWAITING_PAYMENT_CONFIRMATION') return true;
  const last = lastReconcile.get(orderId);
  if (last !== undefined && Date.now() - last < RECONCILE_EVERY_MS) return false;
  lastReconcile.set(orderId, Date.now());
  return true;
}

/**
 * The order behind /payment/status (the same shape as order details). When it is not settled yet,
 * /payment/reconcile asks the provider first (decision 031), so a closed checkout shows its result.
 */
export async function getPaymentOrder(orderId: string, language: Language, signal?: AbortSignal): Promise<TOrderDetail | null> {
  const order = await readOrder(orderId, language, signal);
  if (!order || !UNSETTLED.has(order.orderStatus) || !mayReconcile(order)) return order;
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
