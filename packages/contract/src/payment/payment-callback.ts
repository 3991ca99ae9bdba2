import { z } from 'zod';
import { ZLanguage } from '../common/language.ts';

/**
 * POST /payment/callback?orderId=&language= — a browser form POST (Razorpay's redirect mode,
 * and the simulated checkout): either the three success fields or Razorpay's `error[...]` fields.
 * Always answered with a 303 to the site's /payment/status page.
 */
export const ZPaymentCallbackQuery = z.object({
  orderId: z.string().max(64).optional(),
  language: ZLanguage.optional(),
});

const optional = z.string().max(2000).optional();
export const ZPaymentCallbackBody = z.object({
  razorpay_order_id: optional,
  razorpay_payment_id: optional,
  razorpay_signature: optional,
  'error[code]': optional,
  'error[description]': optional,
  'error[reason]': optional,
  'error[metadata]': optional,
});
export type TPaymentCallbackBody = z.infer<typeof ZPaymentCallbackBody>;
