import * as z from 'zod/mini';
import { ZCartItemSubType } from '../../cart/cart.ts';
import { envelope } from '../../common/envelope.ts';
import { ZOrderStatus } from '../../order/order-status.ts';
import { ZAuditEntry } from '../audit.ts';
import { ORDER_STEPS, REFUND_STATUSES } from '../states.ts';
import { DOCUMENT_KINDS } from '../../order/documents.ts';
import { ZAdminOrderMessage } from './order-messages-list.ts';
import { ZLanguage } from '../../common/language.ts';

/** GET /orders/{orderId} — everything about one order (temple staff: their temples' only). */
export const ADMIN_ORDER_PATH = '/orders/:orderId';
/** The PDF of one of an order's documents (decision 260); temple staff: their temples only. */
export const ADMIN_ORDER_DOCUMENT_PATH = '/orders/:orderId/documents/:documentId';
export const adminOrderDocumentPath = (orderId: string, documentId: string) =>
  `/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}`;

export const ZAdminOrderDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  amountPaise: z.int(),
  language: ZLanguage,
});
export type TAdminOrderDocument = z.infer<typeof ZAdminOrderDocument>;
export const adminOrderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

const iso = z.string().check(z.core.describe('ISO 8601 date-time'));

export const ZAdminOrderItem = z.object({
  subType: ZCartItemSubType,
  nameEn: z.string(),
  nameHi: z.string(),
  unitPaise: z.int(),
  listUnitPaise: z.int(),
  quantity: z.int(),
  totalPaise: z.int(),
});
export type TAdminOrderItem = z.infer<typeof ZAdminOrderItem>;

/** One attempt to pay at the provider (CREATED = opened, never captured). */
export const ZAdminPayment = z.object({
  id: z.string(),
  provider: z.enum(['simulated', 'razorpay']),
  providerOrderId: z.string(),
  providerPaymentId: z.nullable(z.string()),
  amountPaise: z.int(),
  status: z.enum(['CREATED', 'CAPTURED', 'FAILED']),
  method: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  createdAt: iso,
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const ZAdminRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  providerRefundId: z.nullable(z.string()),
  amountPaise: z.int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  failureReason: z.nullable(z.string()),
  requestedBy: z.nullable(z.string()),
  createdAt: iso,
  updatedAt: iso,
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

/** A status change or a fulfilment step (performed, video, shipped…), oldest first. */
export const ZAdminTimelineEntry = z.object({
  fromStatus: z.nullable(ZOrderStatus),
  toStatus: ZOrderStatus,
  step: z.nullable(z.enum(ORDER_STEPS)),
  reason: z.string(),
  at: iso,
});
export type TAdminTimelineEntry = z.infer<typeof ZAdminTimelineEntry>;

export const ZAdminOrderNote = z.object({ id: z.string(), body: z.string(), staffName: z.string(), createdAt: iso });
export type TAdminOrderNote = z.infer<typeof ZAdminOrderNote>;

export const ZAdminShipping = z.object({ address: z.string(), city: z.string(), state: z.string(), pincode: z.string(), country: z.string() });

/**
 * The order detail. `version` grows with every change of the order: an action sends the version
 * it was shown, and the server refuses it if the order moved meanwhile. Amounts in paise.
 */
export const ZAdminOrderDetail = z.object({
  orderId: z.string(),
  status: ZOrderStatus,
  version: z.int(),
  type: z.enum(['PUJA', 'OFFERING']),
  templeId: z.string(),
  templeNameEn: z.string(),
  templeNameHi: z.string(),
  eventId: z.string(),
  eventNameEn: z.string(),
  eventNameHi: z.string(),
  eventDateTime: iso,
  createdAt: iso,
  totalPaise: z.int(),
  /** What the devotee entered at checkout. */
  devoteeName: z.string(),
  gotra: z.string(),
  additionalNames: z.array(z.string()),
  whatsappNumber: z.string(),
  /** The account's sign-in phone. */
  phone: z.string(),
  shipping: z.nullable(ZAdminShipping),
  items: z.array(ZAdminOrderItem),
  payments: z.array(ZAdminPayment),
  refunds: z.array(ZAdminRefund),
  /** Additive (issue 23): the receipt, refund notes and 80G receipts issued for this order, oldest first. */
  documents: z.optional(z.array(ZAdminOrderDocument)),
  /** Prasad is to be shipped: a PRASAD item, or a delivery address was given. */
  hasPrasad: z.boolean(),
  performedOn: z.nullable(z.string().check(z.core.describe('YYYY-MM-DD'))),
  performedAt: z.nullable(iso),
  /** Given by the operator when marking performed (issue 12). */
  priestName: z.nullable(z.string()),
  /** The language the devotee booked in: the messages' language. */
  language: ZLanguage,
  /** When the devotee ticked WhatsApp updates at checkout, else null. */
  whatsappOptInAt: z.nullable(iso),
  /** Messages to the devotee about this order and their delivery state, oldest first. */
  messages: z.array(ZAdminOrderMessage),
  videoUrl: z.nullable(z.string()),
  courierName: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  shippedAt: z.nullable(iso),
  deliveredAt: z.nullable(iso),
  timeline: z.array(ZAdminTimelineEntry),
  audit: z.array(ZAuditEntry),
  notes: z.array(ZAdminOrderNote),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

export const ZAdminOrderDetailResponse = envelope(ZAdminOrderDetail);
export type TAdminOrderDetailResponse = z.infer<typeof ZAdminOrderDetailResponse>;
