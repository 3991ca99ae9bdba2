import * as z from 'zod/mini';
import { ZLanguage } from '../common/language.ts';
import { PROVIDER_ID_PATTERN, PROVIDER_SIGNATURE_PATTERN } from './provider-id.ts';

/**
 * POST /payment/callback?orderId=&language= — a browser form POST (Razorpay's redirect mode,
 * and the simulated checkout): either the three success fields or Razorpay's `error[...]` fields.
 * Always answered with a 303 to the site's /payment/status page.
 */
export const ZPaymentCallbackQuery = z.object({
  orderId: z.optional(z.string().check(z.maxLength(64))),
  language: z.optional(ZLanguage),
});

const optional = z.optional(z.string().check(z.maxLength(2000)));
const optionalMatching = (pattern: RegExp) => z.optional(z.string().check(z.regex(pattern)));
export const ZPaymentCallbackBody = z.object({
  razorpay_order_id: optionalMatching(PROVIDER_ID_PATTERN),
  razorpay_payment_id: optionalMatching(PROVIDER_ID_PATTERN),
  razorpay_signature: optionalMatching(PROVIDER_SIGNATURE_PATTERN),
  'error[code]': optional,
  'error[description]': optional,
  'error[reason]': optional,
  'error[metadata]': optional,
});
export type TPaymentCallbackBody = z.infer<typeof ZPaymentCallbackBody>;
