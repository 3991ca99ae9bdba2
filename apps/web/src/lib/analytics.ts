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

/**
 * 'Participate Now' on an event card, named by kind and place after the spec's
 * BOOK_PUJA_PARTICIPATE_LANDING_PAGE: BOOK_CHADAWA_PARTICIPATE_LIST_PAGE and so on.
 */
export type ParticipatePlace = 'LANDING_PAGE' | 'LIST_PAGE' | 'PAYMENT_STATUS_PAGE';
export const participateEvent = (kind: 'puja' | 'chadawa', place: ParticipatePlace): string =>
  `BOOK_${kind === 'puja' ? 'PUJA' : 'CHADAWA'}_PARTICIPATE_${place}`;

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

type EventRef = { eventId: string; eventName: string };

/** A signed-in devotee booked a puja package: the basket holds it and the page goes to /cart. */
export function trackBookPuja(booking: EventRef & { packageName: string; value: number }): void {
  track(ANALYTICS_EVENTS.bookPuja, { ...booking, currency: CURRENCY });
}

/** 'Book chadawa' in the event's bar took the chosen offerings to /cart. */
export function trackBookChadawa(booking: EventRef & { itemCount: number; value: number }): void {
  track(ANALYTICS_EVENTS.bookChadawa, { ...booking, currency: CURRENCY });
}

type CartSummary = { type: string; parentId: string; totalAmount: number; itemList: readonly { subType: string; quantity: number }[] };
const cartData = (cart: CartSummary) => ({
  cartType: cart.type,
  eventId: cart.parentId,
  // Participant names are lines of the cart, not things bought.
  itemCount: cart.itemList.filter((line) => line.subType !== 'PARTICIPANT').reduce((sum, line) => sum + line.quantity, 0),
  value: cart.totalAmount,
  currency: CURRENCY,
});

/** The basket page showed a cart with a booking in it. */
export function trackViewCart(cart: CartSummary): void {
  track(ANALYTICS_EVENTS.viewCart, cartData(cart));
}

/** 'Confirm and pay' passed the form's checks: the order is being created. */
export function trackBeginCheckout(cart: CartSummary): void {
  track(ANALYTICS_EVENTS.beginCheckout, cartData(cart));
}

/** What the payment status page showed: success, failure (Pay Now again) or the sorry page. */
export type PaymentResult = 'success' | 'failure' | 'error';
export function trackPaymentStatus(status: { orderId: string; result: PaymentResult; orderStatus: string | null; value: number | null }): void {
  track(ANALYTICS_EVENTS.paymentStatus, { ...status, currency: CURRENCY });
}
