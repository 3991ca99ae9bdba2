import { orderActionPath, ZOrderActionResponse, type TOrderAction, type TOrderActionResult } from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

/** POST one fulfilment action; the answer is the order's new status and version. */
export const postOrderAction = (action: TOrderAction, orderId: string, body: object, idempotencyKey?: string): Promise<TOrderActionResult> =>
  adminRequest(orderActionPath(action, orderId), { method: 'POST', body, schema: ZOrderActionResponse, idempotencyKey });
