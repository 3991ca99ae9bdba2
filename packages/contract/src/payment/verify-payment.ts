import * as z from 'zod/mini';

const field = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .check(z.trim(), z.minLength(1, { error: `${name} is required.` }), z.maxLength(200, { error: `${name} is too long.` }));

/**
 * POST /payment/verify: what Razorpay Checkout hands the site's `handler` on success (the
 * simulated checkout sends the same three fields). Sign-in needed; the answer is ZPaymentStateResponse.
 */
export const ZVerifyPaymentRequest = z.object({
  razorpay_order_id: field('razorpay_order_id'),
  razorpay_payment_id: field('razorpay_payment_id'),
  razorpay_signature: field('razorpay_signature'),
});
export type TVerifyPaymentRequest = z.input<typeof ZVerifyPaymentRequest>;
