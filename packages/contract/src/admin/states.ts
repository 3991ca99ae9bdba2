/** Only PUBLISHED events reach the site. An event with orders is ARCHIVED, never deleted. */
export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED', 'ARCHIVED'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

/** A refund as the provider reports it: asked (PENDING), paid back (PROCESSED) or refused (FAILED). */
export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/** Money taken that no order keeps; each is resolved by a refund from the exceptions queue. */
export const PAYMENT_EXCEPTION_KINDS = ['DOUBLE_PAYMENT', 'AMOUNT_MISMATCH', 'PAID_AFTER_CANCEL'] as const;
export type TPaymentExceptionKind = (typeof PAYMENT_EXCEPTION_KINDS)[number];

/** Fulfilment steps recorded on an order's timeline besides its status changes. */
export const ORDER_STEPS = ['PERFORMED', 'VIDEO_ATTACHED', 'SHIPPED', 'DELIVERED', 'REFUND_REQUESTED', 'REFUNDED'] as const;
export type TOrderStep = (typeof ORDER_STEPS)[number];
