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

/**
 * The message texts, each a template of its own at Meta and at DLT (its DLT ids in the API's
 * MSG91_NOTIFY_TEMPLATES): one per kind, and for a chadawa order its own text of a kind whose
 * words are a puja's (decision 231) — a chadawa is offered, not performed.
 */
export const MESSAGE_TEXTS = [...MESSAGE_KINDS, 'VIDEO_READY_CHADAWA'] as const;
export type TMessageText = (typeof MESSAGE_TEXTS)[number];

/** The text a message of `kind` takes for an order of `eventKind` (a puja's when the kind has no chadawa text). */
export function messageText(kind: TMessageKind, eventKind: 'PUJA' | 'OFFERING' | null | undefined): TMessageText {
  const chadawa = `${kind}_CHADAWA`;
  return eventKind === 'OFFERING' && (MESSAGE_TEXTS as readonly string[]).includes(chadawa) ? (chadawa as TMessageText) : kind;
}

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
