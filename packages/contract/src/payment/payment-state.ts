import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZOrderStatus } from '../order/order-status.ts';

/** Where an order's payment stands after a verify or reconcile call. */
export const ZPaymentState = z.object({
  orderId: z.string(),
  orderStatus: ZOrderStatus,
  paymentId: z.nullable(z.string()).check(z.core.describe('Provider payment id, once one is known')),
});
export type TPaymentState = z.infer<typeof ZPaymentState>;

export const ZPaymentStateResponse = envelope(ZPaymentState);
export type TPaymentStateResponse = z.infer<typeof ZPaymentStateResponse>;
