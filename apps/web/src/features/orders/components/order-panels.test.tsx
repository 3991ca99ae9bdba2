import type { TOrderDetail } from '@sankalp/contract';
import { act } from '../../../lib/act';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { PaymentPanel, TrackingPanel } from './order-panels.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const detail = (over: Partial<TOrderDetail> = {}): TOrderDetail => ({
  orderId: 'SKP23VDAK8RV',
  eventName: 'Rudrabhishek at Kashi',
  orderStatus: 'IN TRANSIT',
  orderDisplayName: 'Prasad In Transit',
  orderDescription: 'On its way.',
  orderDate: '2026-03-14T20:00:00Z',
  eventDateTime: '2026-03-20T04:00:00Z',
  type: 'PUJA',
  totalAmount: 851,
  videoUrl: null,
  image: '',
  name: 'Rudrabhishek at Kashi',
  userInfo: { name: 'Asha Devi', additionalNames: [] },
  items: [],
  shippingDetails: {
    location: { address: '12 Temple Road', city: 'Varanasi', state: 'Uttar Pradesh', country: 'India', pincode: '221001' },
    tracking: {
      courierName: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track',
      shippedAt: '2026-03-21T06:00:00Z',
      deliveredAt: null,
    },
  },
  paymentDetails: {
    paymentId: 'pay_1',
    paymentMethod: 'upi',
    message: 'Payment received',
    showPaymentButton: false,
    refunds: [{ amount: 101, status: 'PROCESSED', statusText: 'Refunded', createdAt: '2026-03-22T06:00:00Z' }],
  },
  orderProcessingSteps: [
    { displayInUI: true, processingTypeDisplayName: 'Prasad shipped', processingTypeDescription: 'On its way.', startedAt: '2026-03-21T06:00:00Z' },
    { displayInUI: false, processingTypeDisplayName: 'Refund started', processingTypeDescription: '', startedAt: '2026-03-22T06:00:00Z' },
  ],
  ...over,
});

let root: Root | undefined;
let host: HTMLElement;
async function render(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(node));
  return host;
}

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
afterEach(async () => {
  await act(() => root?.unmount());
  host?.remove();
});

describe('TrackingPanel', () => {
  it('shows courier, tracking number and a link that opens outside, then the shown steps', async () => {
    const el = await render(<TrackingPanel order={detail()} />);
    expect(el.textContent).toContain('India Post');
    expect(el.textContent).toContain('EE123456789IN');
    const link = el.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.indiapost.gov.in/track');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Track with India Post');
    expect(el.textContent).toContain('Prasad shipped');
    expect(el.textContent).not.toContain('Refund started');
  });

  it('without a shipment: only the steps; without either: pending', async () => {
    const noShipment = detail({ shippingDetails: null });
    expect((await render(<TrackingPanel order={noShipment} />)).querySelector('a')).toBeNull();
    await act(() => root?.unmount());
    const el = await render(<TrackingPanel order={detail({ shippingDetails: null, orderProcessingSteps: [] })} />);
    expect(el.textContent).toBe('Tracking details are pending.');
  });
});

describe('PaymentPanel', () => {
  it('lists each refund with its amount and state; an order without refunds (older API) shows none', async () => {
    const el = await render(<PaymentPanel order={detail()} />);
    expect(el.textContent).toContain('Refund of 22 Mar 2026');
    expect(el.textContent).toContain('₹101.00 · Refunded');
    await act(() => root?.unmount());
    const older = { ...detail().paymentDetails, refunds: undefined };
    expect((await render(<PaymentPanel order={detail({ paymentDetails: older })} />)).textContent).not.toContain('Refund');
  });
});
