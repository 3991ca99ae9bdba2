/**
 * Paths of the payment feature under API_PREFIX. `initiate` is the spec's (§7); the others are
 * what the server needs around it: the checkout result (JSON from the site, or a form POST from
 * the provider's redirect), a status refresh that asks the provider, the provider's webhook and
 * the simulated provider's own checkout page.
 */
export const PAYMENT_PATHS = {
  initiate: '/payment/initiate',
  verify: '/payment/verify',
  callback: '/payment/callback',
  reconcile: '/payment/reconcile',
  webhook: '/payment/webhook/:provider',
  simulatedCheckout: '/payment/simulated/checkout/:providerOrderId',
  simulatedCheckoutResult: '/payment/simulated/checkout/:providerOrderId/:outcome',
} as const;

export const PAYMENT_PROVIDERS = ['simulated', 'razorpay'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The site's payment result page (spec §2), where every checkout ends. */
export const PAYMENT_STATUS_PAGE = '/payment/status';
