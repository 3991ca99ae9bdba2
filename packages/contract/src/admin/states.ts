/** Only PUBLISHED events reach the site. An event with orders is ARCHIVED, never deleted. */
export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED', 'ARCHIVED'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

/** A refund as the provider reports it: asked (PENDING), paid back (PROCESSED) or refused (FAILED). */
export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money taken that no order keeps; each is resolved by a refund from the exceptions queue.
 * EVENT_CLOSED (a capture after the event stopped selling, decision 184) is refunded automatically.
 */
export const PAYMENT_EXCEPTION_KINDS = ['DOUBLE_PAYMENT', 'AMOUNT_MISMATCH', 'PAID_AFTER_CANCEL', 'EVENT_CLOSED'] as const;
export type TPaymentExceptionKind = (typeof PAYMENT_EXCEPTION_KINDS)[number];

/** Fulfilment steps recorded on an order's timeline besides its status changes. */
export const ORDER_STEPS = ['SANKALP_CONFIRMED', 'PERFORMED', 'VIDEO_ATTACHED', 'SHIPPED', 'DELIVERED', 'REFUND_REQUESTED', 'REFUNDED'] as const;
export type TOrderStep = (typeof ORDER_STEPS)[number];

/**
 * Messages sent to the devotee about an order (issue 12). Each names the order; PUJA_REMINDER goes
 * the day before a booked puja. PUJA_PERFORMED (a puja) or CHADAWA_OFFERED (a chadawa) goes when
 * the operator records it performed (decision 185).
 */
export const MESSAGE_KINDS = [
  'ORDER_PAID',
  'VIDEO_READY',
  'PRASAD_SHIPPED',
  'PRASAD_DELIVERED',
  'ORDER_CANCELLED',
  'REFUND_PROCESSED',
  'PUJA_REMINDER',
  'PUJA_PERFORMED',
  'CHADAWA_OFFERED',
] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

/** WhatsApp first (when the devotee opted in); SMS when WhatsApp fails or was not chosen. */
export const MESSAGE_CHANNELS = ['WHATSAPP', 'SMS'] as const;
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * A message's delivery state. PENDING waits for the worker (or its next retry), SENDING is claimed
 * by a worker, SENT is accepted by the provider; DELIVERED and READ come from the provider's status
 * webhook; FAILED is final (an SMS fallback, when there is one, is a message of its own).
 */
export const MESSAGE_STATUSES = ['PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];
