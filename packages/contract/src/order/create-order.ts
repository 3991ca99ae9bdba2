import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { isPersonText } from '../common/person-text.ts';
import { CHECKOUT_CHARACTER_MESSAGES as CHARACTERS, CHECKOUT_MESSAGES as M, CHECKOUT_TEXT_MAX } from './checkout-messages.ts';

export const CREATE_ORDER_PATH = '/order/create';

/** Upper bound on additionalNames, far above any package or chadawa limit. */
export const CHECKOUT_NAMES_MAX = 20;

type Field = keyof typeof CHARACTERS;

/** Unicode-normalised, trimmed, inner whitespace (tabs, newlines of a pasted address) folded to one space. */
const tidy = (raw: string) => raw.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The person-entered text rule (the one /user/update's names follow too), with this field's message. */
const typed = (field: Field) => z.refine<string>(isPersonText, { error: CHARACTERS[field] });

/** A string that must be present: trimmed, then non-empty, of sensible length, typed text. */
const required = (message: string, field: Field) =>
  z.pipe(
    z.pipe(z.string({ error: message }), z.transform(tidy)),
    z.string().check(z.minLength(1, { error: message }), z.maxLength(CHECKOUT_TEXT_MAX, { error: M.tooLong }), typed(field)),
  );

/** A string the server checks only when prasad is chosen; absent or blank reads as ''. */
const optionalText = (field: Field) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string({ error: M.tooLong }).check(z.maxLength(CHECKOUT_TEXT_MAX * 2, { error: M.tooLong }))),
      z.transform((raw: string | null | undefined) => tidy(raw ?? '')),
    ),
    z.string().check(typed(field)),
  );

/** Any decimal digit, Latin or Devanagari. */
const hasNoDigits = (text: string) => !/\p{Nd}/u.test(text);

export const ZCheckoutName = required(M.nameRequired, 'name').check(z.refine(hasNoDigits, { error: M.nameDigits }));

/**
 * POST /order/create — the cart page's checkout payload (spec §3). Field checks here; the checks
 * that depend on the cart (date for non-fixed pujas, participant names, delivery address when
 * prasad is chosen) run on the server with the same messages.
 */
/** The devotee's fields the sankalp edit (order/sankalp.ts) checks exactly as checkout does. */
export const ZCheckoutText = {
  fullName: required(M.fullNameRequired, 'fullName').check(z.refine(hasNoDigits, { error: M.fullNameDigits })),
  gotra: required(M.gotraRequired, 'gotra'),
};
export const ZCheckoutNames = z._default(
  z
    .array(z.string({ error: M.nameRequired }).check(z.maxLength(CHECKOUT_TEXT_MAX, { error: M.tooLong }), typed('name')), { error: M.nameRequired })
    .check(z.maxLength(CHECKOUT_NAMES_MAX, { error: M.tooManyNames })),
  [],
);

export const ZCreateOrderRequest = z.object({
  cartId: z.pipe(
    z.uuid({ error: M.cartId }),
    z.transform((raw: string) => raw.toLowerCase()),
  ),
  userInfo: z.object(
    {
      name: ZCheckoutText.fullName,
      whatsappNumber: z.pipe(
        z.pipe(
          z.string({ error: M.whatsappRequired }),
          z.transform((raw: string) => raw.trim()),
        ),
        z
          .string()
          .check(z.minLength(1, { error: M.whatsappRequired }), z.regex(/^\d+$/, { error: M.whatsappDigits }), z.length(10, { error: M.whatsappLength })),
      ),
      gotra: ZCheckoutText.gotra,
      /** yyyy-mm-dd; required for a puja whose pujaType is not FIXED_DATE. */
      selectedEventDate: z.nullish(z.string({ error: M.dateRequired }).check(z.maxLength(40, { error: M.dateRequired }))),
      additionalNames: ZCheckoutNames,
    },
    { error: M.fullNameRequired },
  ),
  /**
   * Not in the spec (issue 12): the unticked "send me updates on WhatsApp" box. When true the
   * WhatsApp number's consent is stored with its time; otherwise updates come by SMS.
   */
  whatsappOptIn: z._default(z.boolean({ error: 'whatsappOptIn must be true or false' }), false),
  /**
   * Additive (issue 23, decision 263): the donor's PAN and address for an 80G receipt. Required when
   * the basket holds a donation line of a temple with 80G registration (the cart says so:
   * `donation80g`); ignored otherwise, and never stored then.
   */
  donor: z.nullish(
    z.object(
      {
        pan: z.pipe(
          z.pipe(
            z.string({ error: M.donorPanRequired }),
            z.transform((raw: string) => raw.trim().toUpperCase()),
          ),
          z.string().check(z.minLength(1, { error: M.donorPanRequired }), z.regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, { error: M.donorPan })),
        ),
        address: z.pipe(
          z.pipe(
            z.string({ error: M.donorAddressRequired }),
            z.transform(tidy),
          ),
          z.string().check(
            z.minLength(1, { error: M.donorAddressRequired }),
            z.maxLength(300, { error: M.tooLong }),
            z.refine(isPersonText, { error: CHARACTERS.address }),
          ),
        ),
      },
      { error: M.donorPanRequired },
    ),
  ),
  /** Only when prasad is chosen; ignored otherwise. */
  deliveryInfo: z.nullish(
    z.object(
      {
        location: z.object(
          { address: optionalText('address'), city: optionalText('city'), state: optionalText('state'), pincode: optionalText('pincode') },
          { error: M.addressRequired },
        ),
      },
      { error: M.addressRequired },
    ),
  ),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;
export type TCreateOrderInput = z.output<typeof ZCreateOrderRequest>;

export const ZCreateOrderResponse = envelope(z.object({ orderId: z.string() }));
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;
