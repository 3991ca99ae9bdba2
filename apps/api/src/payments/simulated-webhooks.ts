import { randomBytes } from 'node:crypto';
import type { ProviderOrder, ProviderPayment, ProviderRefund } from './payment-provider.ts';

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
 * The events Razorpay sends for one payment attempt, in Razorpay's body format: a capture sends
 * payment.captured and order.paid, a failure payment.failed.
 */
export function simulatedEvents(order: ProviderOrder, payment: ProviderPayment, now = new Date()): WebhookDelivery[] {
  if (payment.status === 'failed') return [event('payment.failed', { payment: { entity: paymentEntity(payment) } }, now)];
  const orderEntity = {
    id: order.id,
    entity: 'order',
    amount: order.amountPaise,
    amount_paid: payment.amountPaise,
    amount_due: 0,
    currency: order.currency,
    status: 'paid',
  };
  return [
    event('payment.captured', { payment: { entity: paymentEntity(payment) } }, now),
    event('order.paid', { payment: { entity: paymentEntity(payment) }, order: { entity: orderEntity } }, now),
  ];
}
