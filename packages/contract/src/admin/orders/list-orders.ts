import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZOrderStatus } from '../../order/order-status.ts';
import { ADMIN_ORDER_MESSAGES as M } from './order-messages.ts';
import { ORDER_PAYMENT_FILTERS, ZIstDate, ZStatusList, ZUuidParam } from './order-filters.ts';

/** GET /orders — the console's order list, newest first. */
export const ADMIN_ORDERS_PATH = '/orders';

/** Orders per page of the console's list. */
export const ADMIN_ORDER_PAGE_SIZE = 50;

/**
 * Filters combine (AND). `q` is one search box: an order id (SKP…), a 10-digit phone (the
 * account's or the WhatsApp number), or at least 3 letters of the devotee's name. `cursor` is
 * the previous page's `nextCursor`, opaque: pages are keyset, so page 2 000 is as fast as page 1.
 */
export const ZAdminOrderListQuery = z.object({
  status: z.optional(ZStatusList),
  templeId: z.optional(ZUuidParam),
  eventId: z.optional(ZUuidParam),
  pujaDate: z.optional(ZIstDate),
  payment: z.optional(z.enum(ORDER_PAYMENT_FILTERS, { error: M.paymentStateInvalid })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: M.searchTooLong }))),
  cursor: z.optional(z.string().check(z.maxLength(200, { error: M.cursorInvalid }))),
});
export type TAdminOrderListQuery = z.input<typeof ZAdminOrderListQuery>;

/** A row of the list. Names in both languages: the console shows the one its user reads. */
export const ZAdminOrderListItem = z.object({
  orderId: z.string(),
  createdAt: z.string(),
  status: ZOrderStatus,
  devoteeName: z.string(),
  /** The account's phone (sign-in number). */
  phone: z.string(),
  whatsappNumber: z.string(),
  eventNameEn: z.string(),
  eventNameHi: z.string(),
  templeId: z.string(),
  templeNameEn: z.string(),
  templeNameHi: z.string(),
  eventDateTime: z.string(),
  totalPaise: z.int(),
  /** e.g. "Family package ×1, Prasad ×1". */
  itemsSummaryEn: z.string(),
  itemsSummaryHi: z.string(),
});
export type TAdminOrderListItem = z.infer<typeof ZAdminOrderListItem>;

export const ZAdminOrderList = z.object({ items: z.array(ZAdminOrderListItem), nextCursor: z.nullable(z.string()) });
export type TAdminOrderList = z.infer<typeof ZAdminOrderList>;
export const ZAdminOrderListResponse = envelope(ZAdminOrderList);
export type TAdminOrderListResponse = z.infer<typeof ZAdminOrderListResponse>;
