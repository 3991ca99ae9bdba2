import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ORDER_ID_MESSAGES, ZOrderIdField } from './order-id.ts';
import { PAYMENT_PROVIDERS } from './paths.ts';

/** POST /payment/initiate {orderId} (spec §7); sign-in needed, own orders only. */
export const ZInitiatePaymentRequest = z.object({ orderId: ZOrderIdField }, { error: ORDER_ID_MESSAGES.required });
export type TInitiatePaymentRequest = z.input<typeof ZInitiatePaymentRequest>;

/**
 * Spec §3 "Payment initiation response", plus the Razorpay Checkout options the site needs to
 * open it (amount, currency, prefill). With the simulated provider `checkoutUrl` is our own
 * checkout page, opened instead of Razorpay's script; with Razorpay it is null.
 */
export const ZPaymentCheckout = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  razorpayKey: z.string().check(z.core.describe('Public key id for Checkout (`key`)')),
  razorpayOrderId: z.string().check(z.core.describe('Provider order id (`order_id`)')),
  orderId: z.string().check(z.core.describe('Our order id')),
  amount: z.int().check(z.core.describe('In paise, as Checkout expects')),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  callbackUrl: z.string().check(z.core.describe('Absolute URL the provider POSTs the result to (redirect mode)')),
  customerId: z.string().check(z.core.describe('Our user id (not a provider customer id)')),
  themeColor: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string() }),
  notes: z.object({ orderId: z.string() }),
  checkoutUrl: z.nullable(z.string()).check(z.core.describe('Simulated provider only: our checkout page')),
});
export type TPaymentCheckout = z.infer<typeof ZPaymentCheckout>;

export const ZInitiatePaymentResponse = envelope(ZPaymentCheckout);
export type TInitiatePaymentResponse = z.infer<typeof ZInitiatePaymentResponse>;
