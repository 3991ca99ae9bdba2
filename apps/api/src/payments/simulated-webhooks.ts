import { randomBytes } from 'node:crypto';
import type { ProviderPayment, ProviderRefund } from './payment-provider.ts';

/** A webhook delivery as Razorpay makes it: event id header, raw JSON body (signed by the sender). */
export type WebhookDelivery = { eventId: string; rawBody: string };

const paymentEntity = (p: ProviderPayment) => ({
  id: p.id,
  entity: 'payment',
  amount: p.amountPaise,
  currency: p.currency,
  status: p.status,
  order_id: p.orderId,
  method: p.method,
  captured: p.status === 'captured',
  error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
  error_description: p.errorDescription,
});

const event = (name: string, payload: object, now: Date): WebhookDelivery => ({
  eventId: `evt_sim_${randomBytes(8).toString('hex')}`,
  rawBody: JSON.stringify({
    entity: 'event',
    account_id: 'acc_simulated',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(now.getTime() / 1000),
  }),
});

/** What Razorpay sends when a refund settles: refund.processed or refund.failed, with the refund and its payment. */
export function simulatedRefundEvent(refund: ProviderRefund, payment: ProviderPayment, now = new Date()): WebhookDelivery {
  const refundEntity = {
    id: refund.id,
    entity: 'refund',
    amount: refund.amountPaise,
    currency: 'INR',
    payment_id: refund.paymentId,
    status: refund.status,
    notes: refund.notes,
  };
  return event(`refund.${refund.status}`, { refund: { entity: refundEntity }, payment: { entity: paymentEntity(payment) } }, now);
}

/**
 * The webhook events our Razorpay webhook is subscribed to (decision 282), and so the only ones the
 * simulated provider sends: what the product acts on, each outcome told once. Not `order.paid`:
 * Razorpay sends it for the same capture as `payment.captured` (its docs compare the two), so
 * subscribing to both tells every capture twice. The webhook route still takes
 * `order.paid` and `payment.authorized`, should a dashboard send them.
 */
export const SUBSCRIBED_WEBHOOK_EVENTS = ['payment.captured', 'payment.failed', 'refund.processed', 'refund.failed'] as const;

/** The event Razorpay sends for one payment attempt, in Razorpay's body format: payment.captured or payment.failed. */
export function simulatedEvent(payment: ProviderPayment, now = new Date()): WebhookDelivery {
  const name = payment.status === 'failed' ? 'payment.failed' : 'payment.captured';
  return event(name, { payment: { entity: paymentEntity(payment) } }, now);
}
