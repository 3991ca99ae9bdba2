import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS,
  participateEvent,
  track,
  trackAddToCart,
  trackBeginCheckout,
  trackPaymentStatus,
  trackPurchase,
  trackViewCart,
} from './analytics.ts';

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
});

describe('analytics data layer', () => {
  it('adds browser, logged-in flag, time and customer id to every event', () => {
    localStorage.setItem('guestId', 'GUEST_1');
    track(ANALYTICS_EVENTS.bookPuja, { eventName: 'Maha Rudrabhishek' });
    expect(window.dataLayer![0]).toMatchObject({ event: 'BOOK_PUJA', isLoggedIn: false, customerId: 'GUEST_1', eventName: 'Maha Rudrabhishek' });
    expect(typeof window.dataLayer![0]!.browser).toBe('string');
    expect(Date.parse(String(window.dataLayer![0]!.time))).not.toBeNaN();
  });

  it('names the signed-in user as the customer', () => {
    localStorage.setItem('userToken', 'tok');
    localStorage.setItem('userId', 'u-7');
    track(ANALYTICS_EVENTS.pageView);
    expect(window.dataLayer![0]).toMatchObject({ isLoggedIn: true, customerId: 'u-7' });
  });

  it('add-to-cart carries name, value and currency INR', () => {
    trackAddToCart({ name: 'Couple Puja', value: 1101 });
    expect(window.dataLayer![0]).toMatchObject({ event: 'add_to_cart', name: 'Couple Puja', value: 1101, currency: 'INR' });
  });

  it('sends a purchase only when the parsed amount is above 0', () => {
    expect(trackPurchase({ orderId: 'o1', amount: 0 })).toBe(false);
    expect(trackPurchase({ orderId: 'o2', amount: 'abc' })).toBe(false);
    expect(trackPurchase({ orderId: 'o3', amount: null })).toBe(false);
    expect(trackPurchase({ orderId: 'o4', amount: '-5' })).toBe(false);
    expect(window.dataLayer).toHaveLength(0);
    expect(trackPurchase({ orderId: 'o5', amount: '251.00' })).toBe(true);
    expect(window.dataLayer![0]).toMatchObject({ event: 'purchase', transaction_id: 'o5', value: 251, currency: 'INR' });
  });

  it("names 'Participate Now' by kind and place, the spec's landing name included", () => {
    expect(participateEvent('puja', 'LANDING_PAGE')).toBe(ANALYTICS_EVENTS.bookPujaParticipateLanding);
    expect(participateEvent('chadawa', 'LIST_PAGE')).toBe('BOOK_CHADAWA_PARTICIPATE_LIST_PAGE');
  });

  it('cart and checkout carry the cart type, event, things bought (not participant names), value and currency', () => {
    const cart = {
      type: 'OFFERING',
      parentId: 'ev-1',
      totalAmount: 403,
      itemList: [
        { subType: 'OFFERING_ITEM', quantity: 2 },
        { subType: 'PRASAD', quantity: 1 },
        { subType: 'PARTICIPANT', quantity: 1 },
      ],
    };
    trackViewCart(cart);
    trackBeginCheckout(cart);
    const data = { cartType: 'OFFERING', eventId: 'ev-1', itemCount: 3, value: 403, currency: 'INR' };
    expect(window.dataLayer).toMatchObject([
      { event: 'view_cart', ...data },
      { event: 'begin_checkout', ...data },
    ]);
  });

  it('payment status says which page the devotee saw', () => {
    trackPaymentStatus({ orderId: 'SKP1', result: 'failure', orderStatus: 'PAYMENT_FAILED', value: 251 });
    expect(window.dataLayer![0]).toMatchObject({
      event: 'payment_status',
      orderId: 'SKP1',
      result: 'failure',
      orderStatus: 'PAYMENT_FAILED',
      value: 251,
      currency: 'INR',
    });
  });
});
