import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZEventKind } from '../common/event.ts';
import { ZCartItemSubType } from '../cart/cart.ts';
import { ZOrderStatus } from './order-status.ts';
import { ZOrderSankalp } from './sankalp.ts';
import { ZOrderDocument } from './documents.ts';

export const GET_ORDER_PATH = '/order/get';

const isoDateTime = z.string().check(z.core.describe('ISO 8601 date-time with offset'));

/** GET /order/get?orderId= — owner only; any other caller gets 404 as if it did not exist. */
export const ZGetOrderQuery = z.object({
  orderId: z
    .string({ error: 'orderId is required' })
    .check(z.trim(), z.minLength(1, { error: 'orderId is required' }), z.maxLength(64, { error: 'orderId is required' })),
});
export type TGetOrderQuery = z.infer<typeof ZGetOrderQuery>;

/**
 * Additive (issue 19): one tracking scan of the prasad's parcel, as the carrier reported it
 * (decision 182). `status` is the carrier's (e.g. OUT FOR DELIVERY), `statusText` the devotee's
 * words for it in the request's language; `at` is when the carrier scanned it.
 */
export const ZOrderScan = z.object({ status: z.string(), statusText: z.string(), location: z.nullable(z.string()), at: isoDateTime });
export type TOrderScan = z.infer<typeof ZOrderScan>;

/** Order detail (spec §3). Texts in the request's language; amounts in rupees. */
export const ZOrderDetail = z.object({
  orderId: z.string(),
  eventName: z.string(),
  orderStatus: ZOrderStatus,
  orderDisplayName: z.string(),
  orderDescription: z.string(),
  orderDate: isoDateTime,
  eventDateTime: isoDateTime.check(z.core.describe('The chosen date for pujas on request')),
  type: ZEventKind,
  totalAmount: z.number(),
  videoUrl: z.nullable(z.string()),
  /**
   * Additive (issue 19, decision 181): where in the video the devotee's name is read, in whole seconds
   * (the player starts there). Only when the attached video is the puja date's group video and the
   * name was read in the reading it recorded; absent or null otherwise (a personal clip starts at 0).
   */
  videoStartSeconds: z.optional(z.nullable(z.int())),
  /** Additive (issue 23, decision 260): the order's receipt and refund notes, oldest first, each with a signed PDF link. */
  documents: z.optional(z.array(ZOrderDocument)),
  image: z.string().check(z.core.describe('URL of the event title image')),
  name: z.string().check(z.core.describe('Event name (same as eventName)')),
  userInfo: z.object({ name: z.string(), additionalNames: z.array(z.string()) }),
  items: z.array(
    z.object({
      catalogName: z.string(),
      catalogSubType: ZCartItemSubType,
      itemAmount: z.number().check(z.core.describe('Unit price charged')),
      quantity: z.int(),
      totalAmount: z.number(),
    }),
  ),
  shippingDetails: z.nullable(
    z.object({
      location: z.object({ address: z.string(), city: z.string(), state: z.string(), country: z.string(), pincode: z.string() }),
      /** Additive (issue 10): the prasad's shipment once staff shipped it, else null. */
      tracking: z.optional(
        z.nullable(
          z.object({
            courierName: z.string(),
            trackingNumber: z.string(),
            trackingUrl: z.string(),
            shippedAt: isoDateTime,
            deliveredAt: z.nullable(isoDateTime),
            /** Additive (issue 19): the carrier's scans, oldest first (decision 182). */
            scans: z.optional(z.array(ZOrderScan)),
          }),
        ),
      ),
    }),
  ),
  paymentDetails: z.object({
    paymentId: z.nullable(z.string()),
    paymentMethod: z.nullable(z.string()),
    message: z.string(),
    showPaymentButton: z.boolean(),
    /** Additive (issue 10): refunds of this order, oldest first; amounts in rupees, statusText in the request's language. */
    refunds: z.optional(
      z.array(z.object({ amount: z.number(), status: z.enum(['PENDING', 'PROCESSED', 'FAILED']), statusText: z.string(), createdAt: isoDateTime })),
    ),
  }),
  /**
   * Additive (issue 21): how this booking's updates reach the devotee — WHATSAPP when its number has
   * consented (decision 171), else SMS — so a page never promises WhatsApp to a booking that gets SMS.
   */
  updatesChannel: z.optional(z.enum(['WHATSAPP', 'SMS'])),
  /** Additive (issue 12): the sankalp as the priest will read it, and whether it may still be corrected. */
  sankalp: z.optional(ZOrderSankalp),
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
