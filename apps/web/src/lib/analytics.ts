import { getGuestId, getUserId, getUserToken } from './storage.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Data-layer event names: the spec's constants as given, the commerce ones in the tag manager's own vocabulary. */
export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
  addToCart: 'add_to_cart',
  viewCart: 'view_cart',
  beginCheckout: 'begin_checkout',
  purchase: 'purchase',
  paymentStatus: 'payment_status',
  registration: 'sign_up',
  sendOtp: 'SEND_OTP',
  bookPujaParticipateLanding: 'BOOK_PUJA_PARTICIPATE_LANDING_PAGE',
  sliderPuja: 'SLIDER_PUJA',
  bookPuja: 'BOOK_PUJA',
  bookChadawa: 'BOOK_CHADAWA',
} as const;

export const CURRENCY = 'INR';

function browserName(ua: string): string {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\//.test(ua)) return 'Opera';
  if (/Chrome\//.test(ua)) return 'Chrome';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}

/** Pushes a tag-analytics event with the common fields (spec §7 "Other outputs"). */
export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event,
    browser: browserName(navigator.userAgent),
    isLoggedIn: Boolean(getUserToken()),
    time: new Date().toISOString(),
    customerId: getUserId() ?? getGuestId(),
    ...data,
  });
}

/** A package or offering item went into the basket. */
export function trackAddToCart(item: { name: string; value: number }): void {
  track(ANALYTICS_EVENTS.addToCart, { name: item.name, value: item.value, currency: CURRENCY });
}

/**
 * A paid order. Sent only when the amount parses above 0 (spec §7), so free or unreadable amounts
 * never count as revenue. Returns whether it was sent.
 */
export function trackPurchase(order: { orderId: string; amount: number | string | null | undefined }): boolean {
  const value = typeof order.amount === 'number' ? order.amount : Number.parseFloat(String(order.amount ?? ''));
  if (!Number.isFinite(value) || value <= 0) return false;
  track(ANALYTICS_EVENTS.purchase, { transaction_id: order.orderId, value, currency: CURRENCY });
  return true;
}
