import type { TOrderDetail } from '@sankalp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { OrderDetailsView } from './order-details-view.tsx';
import { TrackingPanel } from './order-panels.tsx';

/** Issue 21: one order page, one state, in the words of the booking's kind. */
const order = (over: Partial<TOrderDetail> = {}): TOrderDetail => ({
  orderId: 'SKP23VDAK8RV',
  eventName: 'काशी विश्वनाथ में बेलपत्र और गंगाजल चढ़ावा',
  orderStatus: 'SUCCESS',
  orderDisplayName: 'बुकिंग की पुष्टि हुई',
  orderDescription: '',
  orderDate: '2026-11-14T20:00:00Z',
  eventDateTime: '2099-12-08T01:30:00Z',
  type: 'OFFERING',
  totalAmount: 1100,
  videoUrl: null,
  image: '',
  name: 'काशी विश्वनाथ में बेलपत्र और गंगाजल चढ़ावा',
  userInfo: { name: 'आशा देवी', additionalNames: [] },
  items: [],
  shippingDetails: null,
  paymentDetails: { paymentId: 'pay_1', paymentMethod: 'upi', message: '', showPaymentButton: false, refunds: [] },
  sankalp: {
    name: 'आशा देवी',
    gotra: 'कश्यप',
    additionalNames: [],
    templeName: 'श्री काशी विश्वनाथ मंदिर',
    namesAllowed: 0,
    text: '8 दिस॰ 2099 को काशी विश्वनाथ में बेलपत्र और गंगाजल चढ़ावा हेतु संकल्प: आशा देवी, कश्यप गोत्र।',
    editable: false,
    performed: false,
    editableUntil: null,
  },
  orderProcessingSteps: [],
  ...over,
});

const renderPage = (o: TOrderDetail) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OrderDetailsView order={o} />
      </MemoryRouter>
    </QueryClientProvider>,
  ).container;

beforeAll(async () => {
  await initI18n('hindi', NAMESPACES);
});
afterAll(() => applyLanguage('english'));

describe('a chadawa order page (item 4)', () => {
  it('speaks of the chadawa, never of a puja, in Hindi and English', async () => {
    const el = renderPage(order());
    expect(el.textContent).toContain('आपका चढ़ावा');
    expect(el.textContent).toContain('अर्पित किया जाएगा');
    expect(el.textContent).toContain('चढ़ावे की तिथि');
    expect(el.textContent).toContain('आपके चढ़ावे का वीडियो');
    expect(el.textContent).toContain('चढ़ावा अर्पित करते समय पंडित जी यह संकल्प पढ़ेंगे');
    expect(el.textContent).not.toContain('पूजा');
    await applyLanguage('english');
    try {
      const en = renderPage(order({ eventName: 'Bel Patra Chadawa', name: 'Bel Patra Chadawa' }));
      expect(en.textContent).toContain('Your chadawa will be offered on');
      expect(en.textContent).toContain('Your chadawa is in process');
      expect(en.textContent).not.toMatch(/puja/i);
    } finally {
      await applyLanguage('hindi');
    }
  });

  it('a puja keeps the spec’s puja texts', () => {
    const el = renderPage(order({ type: 'PUJA', eventName: 'रुद्राभिषेक', name: 'रुद्राभिषेक' }));
    expect(el.textContent).toContain('आपकी पूजा');
    expect(el.textContent).toContain('पूजा की तिथि');
    expect(el.textContent).toContain('पूजा में पंडित जी यह संकल्प पढ़ेंगे');
  });
});

describe('a failed payment (item 6)', () => {
  const failed = order({
    type: 'PUJA',
    eventName: 'रुद्राभिषेक',
    name: 'रुद्राभिषेक',
    orderStatus: 'PAYMENT_FAILED',
    orderDisplayName: 'भुगतान विफल',
    paymentDetails: { paymentId: null, paymentMethod: null, message: 'भुगतान विफल', showPaymentButton: true },
  });

  it('says failed everywhere, offers to retry the payment, and promises no reading of the sankalp', () => {
    const el = renderPage(failed);
    const banner = within(el).getByRole('status');
    expect(banner.textContent).toContain('भुगतान विफल');
    expect(el.textContent).not.toContain('लंबित');
    expect(within(el).getAllByRole('button', { name: 'फिर से भुगतान करें' })).toHaveLength(1);
    expect(el.textContent).not.toContain('पंडित जी यह संकल्प पढ़ेंगे');
    expect(el.querySelector('[data-testid="sankalp-text"]')?.previousElementSibling?.textContent).toMatch(/^भुगतान पूरा होने पर/);
  });
});

describe('a partial refund (item 14)', () => {
  it('shows what came back and the net amount the booking kept', () => {
    const el = renderPage(
      order({
        orderStatus: 'CANCELLED',
        orderDisplayName: 'रद्द',
        paymentDetails: {
          paymentId: 'pay_1',
          paymentMethod: 'upi',
          message: '',
          showPaymentButton: false,
          refunds: [
            { amount: 300.5, status: 'PROCESSED', statusText: 'धनवापसी हो गई', createdAt: '2026-11-20T06:00:00Z' },
            { amount: 100, status: 'FAILED', statusText: 'धनवापसी नहीं हो पाई', createdAt: '2026-11-19T06:00:00Z' },
          ],
        },
      }),
    );
    expect(el.textContent).toContain('धनवापसी के बाद शुद्ध राशि');
    expect(el.querySelector('[data-testid="net-amount"]')?.textContent).toBe('₹799.50');
  });
});

describe('the tracking tab (item 15)', () => {
  it('is an ordered timeline: the newest step is current, each date a <time>', () => {
    const steps = [
      { displayInUI: true, processingTypeDisplayName: 'बुकिंग हुई', processingTypeDescription: '', startedAt: '2026-11-14T20:00:00Z' },
      { displayInUI: true, processingTypeDisplayName: 'बुकिंग की पुष्टि हुई', processingTypeDescription: '', startedAt: '2026-11-14T20:05:00Z' },
      { displayInUI: true, processingTypeDisplayName: 'संकल्प पक्का हुआ', processingTypeDescription: '', startedAt: '2026-12-07T12:30:00Z' },
    ];
    const el = render(<TrackingPanel order={order({ orderProcessingSteps: steps })} />).container;
    const items = [...el.querySelectorAll('ol > li')];
    expect(items.map((li) => li.querySelector('time')?.getAttribute('dateTime'))).toEqual(steps.map((s) => s.startedAt));
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(items[2]!.textContent).toContain('संकल्प पक्का हुआ');
  });
});
