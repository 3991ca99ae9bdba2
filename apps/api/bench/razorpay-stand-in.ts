import { randomBytes } from 'node:crypto';
import { checkoutSignature, webhookSignature } from '../src/payments/signatures.ts';
import { simulatedEvent, type WebhookDelivery } from '../src/payments/simulated-webhooks.ts';
import { startRazorpayStub } from '../test/features/payment/razorpay-stub.ts';

/** What Razorpay hands out once a devotee has paid: the browser's signed result and the signed webhook. */
export type RazorpayPaid = {
  callback: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  webhook: WebhookDelivery & { signature: string };
};

export type RazorpayStandIn = {
  baseUrl: string;
  env: Record<string, string>;
  pay: (orderId: string, amountPaise: number) => RazorpayPaid;
  close: () => Promise<void>;
};

/**
 * Razorpay for a bench, in the bench's own process: the Orders API our server calls (the tests'
 * stub, test/features/payment/razorpay-stub.ts, orders and payments in memory) and `pay`, what
 * Razorpay's checkout does when the devotee pays: a captured payment, the result signed with the key
 * secret, and the `payment.captured` event signed with the webhook secret. `env` is what our server
 * needs to use it (PAYMENT_PROVIDER=razorpay and its keys, throwaway).
 */
export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const stub = await startRazorpayStub();
  const keySecret = randomBytes(24).toString('hex');
  const webhookSecret = randomBytes(24).toString('hex');
  return {
    baseUrl: stub.baseUrl,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_bench',
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE_URL: stub.baseUrl,
    },
    pay(orderId, amountPaise) {
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      stub.addPayment(orderId, { id: paymentId, amount: amountPaise, status: 'captured', method: 'upi' });
      const event = simulatedEvent({ id: paymentId, orderId, amountPaise, currency: 'INR', status: 'captured', method: 'upi', errorDescription: null });
      return {
        callback: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(orderId, paymentId, keySecret) },
        webhook: { ...event, signature: webhookSignature(event.rawBody, webhookSecret) },
      };
    },
    close: stub.close,
  };
}
