import type { TFunction } from 'i18next';

/** Razorpay's `payment.method` values (and the simulated provider's), named in both locales. */
export const KNOWN_PAYMENT_METHODS = [
  'upi',
  'card',
  'netbanking',
  'wallet',
  'emi',
  'cardless_emi',
  'paylater',
  'bank_transfer',
  'emandate',
  'nach',
  'app',
] as const;
type KnownMethod = (typeof KNOWN_PAYMENT_METHODS)[number];

const isKnown = (key: string): key is KnownMethod => (KNOWN_PAYMENT_METHODS as readonly string[]).includes(key);

/**
 * The payment method as a devotee reads it: 'upi' → 'UPI' / 'यूपीआई'. A method the provider adds
 * later is shown readably rather than raw ('crypto_wallet' → 'Crypto wallet'); none → null.
 */
export function paymentMethodName(method: string | null | undefined, t: TFunction<'orders'>): string | null {
  const key =
    method
      ?.trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') ?? '';
  if (!key) return null;
  if (isKnown(key)) return t(`paymentMethods.${key}`);
  const words = key.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
