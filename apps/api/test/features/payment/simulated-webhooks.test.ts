import { describe, expect, it } from 'vitest';
import type { ProviderPayment, ProviderRefund } from '../../../src/payments/payment-provider.ts';
import { simulatedEvent, simulatedRefundEvent, SUBSCRIBED_WEBHOOK_EVENTS } from '../../../src/payments/simulated-webhooks.ts';

const payment = (status: ProviderPayment['status']): ProviderPayment => ({
  id: 'pay_sim_1',
  orderId: 'order_sim_1',
  amountPaise: 110_100,
  currency: 'INR',
  status,
  method: 'upi',
  errorDescription: status === 'failed' ? 'Payment failed' : null,
});
const refund = (status: ProviderRefund['status']): ProviderRefund => ({ id: 'rfnd_sim_1', paymentId: 'pay_sim_1', status, amountPaise: 110_100, notes: {} });
const told = (deliveries: { rawBody: string }[]) => deliveries.map((d) => (JSON.parse(d.rawBody) as { event: string }).event);

/** The simulated provider sends what our Razorpay webhook is subscribed to, each outcome once (decision 282). */
describe('simulated webhook events', () => {
  it('a capture is told once, as payment.captured (not again as order.paid); a failure once, as payment.failed', () => {
    expect(told([simulatedEvent(payment('captured'))])).toEqual(['payment.captured']);
    expect(told([simulatedEvent(payment('failed'))])).toEqual(['payment.failed']);
  });

  it('every event it sends is one the webhook is subscribed to', () => {
    const sent = [
      simulatedEvent(payment('captured')),
      simulatedEvent(payment('failed')),
      simulatedRefundEvent(refund('processed'), payment('refunded')),
      simulatedRefundEvent(refund('failed'), payment('captured')),
    ];
    expect(new Set(told(sent))).toEqual(new Set(SUBSCRIBED_WEBHOOK_EVENTS));
  });
});
