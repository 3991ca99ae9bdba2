import { CREATE_ORDER_PATH, ZCreateOrderResponse, type TCreateOrderRequest } from '@sankalp/contract';
import { request, type RequestResult } from '../../../lib/request.ts';

/**
 * POST /order/create with the checkout payload; a 400 (rule broken) is toasted by the helper. Each
 * press of the button is one attempt with its own Idempotency-Key, sent again on its retries. Past
 * the server's capacity it answers 'busy' with retryAfterSeconds: the basket waits in line (decision 196).
 */
export function createOrder(payload: TCreateOrderRequest): Promise<RequestResult<string>> {
  return request(CREATE_ORDER_PATH, { method: 'POST', body: payload, schema: ZCreateOrderResponse, idempotent: true, waitsInLine: true }).then((r) =>
    r.ok ? { ok: true, data: r.data.data.orderId } : r,
  );
}
