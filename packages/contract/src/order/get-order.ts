import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import { ZEventKind } from '../common/event.ts';
import { ZCartItemSubType } from '../cart/cart.ts';
import { ZOrderStatus } from './order-status.ts';

export const GET_ORDER_PATH = '/order/get';

const isoDateTime = z.string().describe('ISO 8601 date-time with offset');

/** GET /order/get?orderId= — owner only; any other caller gets 404 as if it did not exist. */
export const ZGetOrderQuery = z.object({
  orderId: z.string({ error: 'orderId is required' }).trim().min(1, { error: 'orderId is required' }).max(64, { error: 'orderId is required' }),
});
export type TGetOrderQuery = z.infer<typeof ZGetOrderQuery>;

/** Order detail (spec §3). Texts in the request's language; amounts in rupees. */
export const ZOrderDetail = z.object({
  orderId: z.string(),
  eventName: z.string(),
  orderStatus: ZOrderStatus,
  orderDisplayName: z.string(),
  orderDescription: z.string(),
  orderDate: isoDateTime,
  eventDateTime: isoDateTime.describe('The chosen date for pujas on request'),
  type: ZEventKind,
  totalAmount: z.number(),
  videoUrl: z.string().nullable(),
  image: z.string().describe('URL of the event title image'),
  name: z.string().describe('Event name (same as eventName)'),
  userInfo: z.object({ name: z.string(), additionalNames: z.array(z.string()) }),
  items: z.array(
    z.object({
      catalogName: z.string(),
      catalogSubType: ZCartItemSubType,
      itemAmount: z.number().describe('Unit price charged'),
      quantity: z.number().int(),
      totalAmount: z.number(),
    }),
  ),
  shippingDetails: z
    .object({ location: z.object({ address: z.string(), city: z.string(), state: z.string(), country: z.string(), pincode: z.string() }) })
    .nullable(),
  paymentDetails: z.object({
    paymentId: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    message: z.string(),
    showPaymentButton: z.boolean(),
  }),
  orderProcessingSteps: z.array(
    z.object({
      displayInUI: z.boolean(),
      processingTypeDisplayName: z.string(),
      processingTypeDescription: z.string(),
      startedAt: isoDateTime,
    }),
  ),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZGetOrderResponse = envelope(ZOrderDetail);
export type TGetOrderResponse = z.infer<typeof ZGetOrderResponse>;
