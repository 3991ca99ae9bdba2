import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import { CHECKOUT_MESSAGES as M, CHECKOUT_TEXT_MAX } from './checkout-messages.ts';

export const CREATE_ORDER_PATH = '/order/create';

/** Upper bound on additionalNames, far above any package or chadawa limit. */
export const CHECKOUT_NAMES_MAX = 20;

/** A string that must be present: trimmed, then non-empty and of sensible length. */
const required = (message: string) =>
  z
    .string({ error: message })
    .transform((raw) => raw.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, { error: message }).max(CHECKOUT_TEXT_MAX, { error: M.tooLong }));

/** A string the server checks only when prasad is chosen; absent or blank reads as ''. */
const optionalText = z
  .string({ error: M.tooLong })
  .max(CHECKOUT_TEXT_MAX * 2, { error: M.tooLong })
  .nullish()
  .transform((raw) => (raw ?? '').normalize('NFC').trim().replace(/\s+/g, ' '));

/** Any decimal digit, Latin or Devanagari. */
const hasNoDigits = (text: string) => !/\p{Nd}/u.test(text);

export const ZCheckoutName = required(M.nameRequired).refine(hasNoDigits, { error: M.nameDigits });

/**
 * POST /order/create — the cart page's checkout payload (spec §3). Field checks here; the checks
 * that depend on the cart (date for non-fixed pujas, participant names, delivery address when
 * prasad is chosen) run on the server with the same messages.
 */
export const ZCreateOrderRequest = z.object({
  cartId: z.uuid({ error: M.cartId }).transform((raw) => raw.toLowerCase()),
  userInfo: z.object(
    {
      name: required(M.fullNameRequired).refine(hasNoDigits, { error: M.fullNameDigits }),
      whatsappNumber: z
        .string({ error: M.whatsappRequired })
        .transform((raw) => raw.trim())
        .pipe(
          z
            .string()
            .min(1, { error: M.whatsappRequired })
            .regex(/^\d+$/, { error: M.whatsappDigits })
            .length(10, { error: M.whatsappLength }),
        ),
      gotra: required(M.gotraRequired),
      /** yyyy-mm-dd; required for a puja whose pujaType is not FIXED_DATE. */
      selectedEventDate: z.string({ error: M.dateRequired }).max(40, { error: M.dateRequired }).nullish(),
      additionalNames: z
        .array(z.string({ error: M.nameRequired }).max(CHECKOUT_TEXT_MAX, { error: M.tooLong }), { error: M.nameRequired })
        .max(CHECKOUT_NAMES_MAX, { error: M.tooManyNames })
        .default([]),
    },
    { error: M.fullNameRequired },
  ),
  /** Only when prasad is chosen; ignored otherwise. */
  deliveryInfo: z
    .object({
      location: z.object(
        { address: optionalText, city: optionalText, state: optionalText, pincode: optionalText },
        { error: M.addressRequired },
      ),
    }, { error: M.addressRequired })
    .nullish(),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;
export type TCreateOrderInput = z.output<typeof ZCreateOrderRequest>;

export const ZCreateOrderResponse = envelope(z.object({ orderId: z.string() }));
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;
