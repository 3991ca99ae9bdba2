import { PAYMENT_STATUS_PAGE, type Language } from '@sankalp/contract';

/** The site's payment status page (spec route /payment/status?orderId=), where every browser step of a payment ends. */
export function statusPage(base: string | undefined, orderId: string | undefined, language: Language): string {
  const query = new URLSearchParams({ ...(orderId ? { orderId } : {}), language });
  return `${base ?? ''}${PAYMENT_STATUS_PAGE}?${query}`;
}
