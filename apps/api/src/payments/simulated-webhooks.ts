import { randomBytes } from 'node:crypto';
import type { ProviderOrder, ProviderPayment } from './payment-provider.ts';

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

/**
 * The events Razorpay sends for one payment attempt, in Razorpay's body format: a capture sends
 * payment.captured and order.paid, a failure payment.failed.
 */
export function simulatedEvents(order: ProviderOrder, payment: ProviderPayment, now = new Date()): WebhookDelivery[] {
  const createdAt = Math.floor(now.getTime() / 1000);
  const event = (name: string, payload: object) => ({
    eventId: `evt_sim_${randomBytes(8).toString('hex')}`,
    rawBody: JSON.stringify({ entity: 'event', account_id: 'acc_simulated', event: name, contains: Object.keys(payload), payload, created_at: createdAt }),
  });
  if (payment.status === 'failed') return [event('payment.failed', { payment: { entity: paymentEntity(payment) } })];
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
    event('payment.captured', { payment: { entity: paymentEntity(payment) } }),
    event('order.paid', { payment: { entity: paymentEntity(payment) }, order: { entity: orderEntity } }),
  ];
}
