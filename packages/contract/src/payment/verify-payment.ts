import * as z from 'zod/mini';
import { PROVIDER_SIGNATURE_PATTERN, providerField } from './provider-id.ts';

/**
 * POST /payment/verify: what Razorpay Checkout hands the site's `handler` on success (the
 * simulated checkout sends the same three fields). Sign-in needed; the answer is ZPaymentStateResponse.
 */
export const ZVerifyPaymentRequest = z.object({
  razorpay_order_id: providerField('razorpay_order_id'),
  razorpay_payment_id: providerField('razorpay_payment_id'),
  razorpay_signature: providerField('razorpay_signature', PROVIDER_SIGNATURE_PATTERN),
});
export type TVerifyPaymentRequest = z.input<typeof ZVerifyPaymentRequest>;
