import { CART_PATH, ZUpdateCartResponse, type TCart, type TUpdateCartRequest } from '@sankalp/contract';
import { request, type RequestResult } from '../../../lib/request.ts';

/** POST /cart/: one absolute change; the answer is the whole priced cart (or a showModal marker). */
export function updateCart(change: TUpdateCartRequest): Promise<RequestResult<TCart>> {
  return request(CART_PATH, { method: 'POST', body: change, schema: ZUpdateCartResponse }).then((r) => (r.ok ? { ok: true, data: r.data.data } : r));
}
