import { z } from 'zod';
import { PROVIDER_ID_PATTERN } from '@sankalp/contract';

/** A short code-like word of the provider's (status, method, currency, event name). */
const word = z.string().min(1).max(64);

/**
 * The part of a Razorpay payment entity we read (webhook payloads; the simulated provider sends
 * the same). Signed does not mean sensible: ids and words are bounded before anything is stored.
 */
const ZPaymentEntity = z.object({
  id: z.string().regex(PROVIDER_ID_PATTERN),
  order_id: z.string().regex(PROVIDER_ID_PATTERN).nullable(),
  amount: z.number().int(),
  currency: word,
  status: word,
  method: word.nullable().optional(),
  error_description: z.string().max(1000).nullable().optional(),
});

/** The part of a Razorpay refund entity we read (refund.created / processed / failed). */
const ZRefundEntity = z.object({
  id: z.string().regex(PROVIDER_ID_PATTERN),
  payment_id: z.string().regex(PROVIDER_ID_PATTERN),
  amount: z.number().int(),
  status: word,
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

/** A Razorpay webhook body: `event` names it; payment events carry `payload.payment.entity`, refund events also `payload.refund.entity`. */
export const ZWebhookEvent = z.object({
  event: word,
  payload: z.object({ payment: z.object({ entity: ZPaymentEntity }).optional(), refund: z.object({ entity: ZRefundEntity }).optional() }).loose(),
});
export type WebhookEvent = z.infer<typeof ZWebhookEvent>;

export const ZWebhookAck = z.object({ data: z.object({ received: z.literal(true), duplicate: z.boolean() }) });
