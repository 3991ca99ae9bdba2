import * as z from 'zod/mini';

/**
 * A payment provider's id as it sends them: Razorpay's `order_…`, `pay_…`, `evt_…` (a prefix and
 * 14 letters or digits), the simulated provider's `order_sim_<hex>`. Bounded well above both, so a
 * signed but absurd value (a 100 KB "payment id") is refused before it reaches a query or a row.
 */
export const PROVIDER_ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
/** A checkout result's signature: hex HMAC-SHA256 (64 characters). */
export const PROVIDER_SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/;

export const isProviderId = (value: string): boolean => PROVIDER_ID_PATTERN.test(value);

/** A required provider id or signature with its field's message. */
export const providerField = (name: string, pattern: RegExp = PROVIDER_ID_PATTERN) =>
  z
    .string({ error: `${name} is required.` })
    .check(z.trim(), z.minLength(1, { error: `${name} is required.` }), z.regex(pattern, { error: `${name} is not valid.` }));
