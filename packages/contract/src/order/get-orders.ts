import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZPageQuery } from '../common/pagination.ts';
import { ZOrderStatus } from './order-status.ts';

export const GET_ORDERS_PATH = '/order/getAll';

/** Orders per page of the bookings list. */
export const ORDER_PAGE_SIZE = 10;

/** POST /order/getAll {pageNumber}: the caller's orders, newest first, pages from 0. */
export const ZGetOrdersRequest = ZPageQuery;
export type TGetOrdersRequest = z.input<typeof ZGetOrdersRequest>;

/** A card of the bookings list (spec §3 "Order (list item)"). */
export const ZOrderListItem = z.object({
  orderId: z.string(),
  orderStatus: ZOrderStatus,
  orderDisplayName: z.string(),
  orderDescription: z.string(),
  eventName: z.string(),
  orderDate: z.string().check(z.core.describe('ISO 8601 date-time with offset')),
  totalAmount: z.number().check(z.core.describe('Rupees')),
  paymentDetails: z.object({ showPaymentButton: z.boolean() }),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const ZGetOrdersResponse = envelope(z.object({ content: z.array(ZOrderListItem), totalPages: z.int() }));
export type TGetOrdersResponse = z.infer<typeof ZGetOrdersResponse>;
