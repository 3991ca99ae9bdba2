import { z } from 'zod';

/** The part of a Razorpay payment entity we read (webhook payloads; the simulated provider sends the same). */
const ZPaymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
});

/** A Razorpay webhook body: `event` names it; payment events carry `payload.payment.entity`. */
export const ZWebhookEvent = z.object({
  event: z.string().min(1),
  payload: z.object({ payment: z.object({ entity: ZPaymentEntity }).optional() }).loose(),
});
export type WebhookEvent = z.infer<typeof ZWebhookEvent>;

export const ZWebhookAck = z.object({ data: z.object({ received: z.literal(true), duplicate: z.boolean() }) });
