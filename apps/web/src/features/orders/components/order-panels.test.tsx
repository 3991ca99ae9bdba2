import type { TOrderDetail } from '@sankalp/contract';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { PaymentPanel, ShippingPanel, TrackingPanel } from './order-panels.tsx';

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

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});

describe('TrackingPanel', () => {
  it('shows courier, tracking number and a link that opens outside, then the shown steps', () => {
    const el = render(<TrackingPanel order={detail()} />).container;
    expect(el.textContent).toContain('India Post');
    expect(el.textContent).toContain('EE123456789IN');
    const link = el.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.indiapost.gov.in/track');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Track with India Post');
    expect(el.textContent).toContain('Prasad shipped');
    expect(el.textContent).not.toContain('Refund started');
  });

  it('without a shipment: only the steps; without either: pending', () => {
    const noShipment = detail({ shippingDetails: null });
    const first = render(<TrackingPanel order={noShipment} />);
    expect(first.container.querySelector('a')).toBeNull();
    first.unmount();
    const el = render(<TrackingPanel order={detail({ shippingDetails: null, orderProcessingSteps: [] })} />).container;
    expect(el.textContent).toBe('Tracking details are pending.');
  });
});

describe('TrackingPanel scans', () => {
  const scans = [
    { status: 'PICKED UP', statusText: 'Picked up', location: 'Chomu (Rajasthan)', at: '2025-03-26T06:29:16Z' },
    { status: 'IN TRANSIT', statusText: 'In transit', location: null, at: '2025-03-27T08:35:00Z' },
    { status: 'OUT FOR DELIVERY', statusText: 'Out for delivery', location: 'Varanasi Hub', at: '2025-03-28T02:40:00Z' },
  ];
  const withScans = (list: typeof scans) => {
    const base = detail();
    return detail({ shippingDetails: { ...base.shippingDetails!, tracking: { ...base.shippingDetails!.tracking!, scans: list } } });
  };

  it('lists the carrier’s scans oldest first, in India time, the newest marked as where the parcel is', () => {
    const el = render(<TrackingPanel order={withScans(scans)} />).container;
    const section = el.querySelector('section')!;
    expect(section.querySelector('h3')!.textContent).toBe('Parcel updates');
    const items = [...section.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('span')!.textContent)).toEqual(['Picked up', 'In transit', 'Out for deliveryLatest']);
    expect(items[0]!.textContent).toContain('Chomu (Rajasthan)');
    // 02:40 UTC is 8:10 am in India, whatever the machine's zone; a no-break space inside the time.
    expect(items[2]!.querySelector('time')!.textContent).toBe('28 Mar 2025, 8:10\u00a0am');
    expect(items[2]!.querySelector('time')!.getAttribute('dateTime')).toBe('2025-03-28T02:40:00Z');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    // The order's own steps still follow.
    expect(el.textContent).toContain('Prasad shipped');
  });

  it('shows no scan section before the carrier reports (no scans, or an older API without the field)', () => {
    expect(render(<TrackingPanel order={withScans([])} />).container.querySelector('[aria-labelledby="scan-timeline-title"]')).toBeNull();
    expect(render(<TrackingPanel order={detail()} />).container.querySelector('[aria-labelledby="scan-timeline-title"]')).toBeNull();
  });
});

describe('PaymentPanel', () => {
  it('lists each refund with its amount and state; an order without refunds (older API) shows none', () => {
    const current = render(<PaymentPanel order={detail()} />);
    expect(current.container.textContent).toContain('Refund of 22 Mar 2026');
    expect(current.container.textContent).toContain('₹101 · Refunded');
    current.unmount();
    const older = { ...detail().paymentDetails, refunds: undefined };
    expect(render(<PaymentPanel order={detail({ paymentDetails: older })} />).container.textContent).not.toContain('Refund');
  });

  it('links the receipt and refund notes to their PDFs, in the page language (issue 23)', async () => {
    const documents: TOrderDetail['documents'] = [
      {
        id: 'd1',
        kind: 'RECEIPT',
        number: 'RCT/2026-27/000042',
        issuedAt: '2026-03-14T20:05:00Z',
        amount: 851,
        url: '/public/api/v1/document/download?token=a',
      },
      {
        id: 'd2',
        kind: 'REFUND_NOTE',
        number: 'CRN/2026-27/000007',
        issuedAt: '2026-03-22T10:00:00Z',
        amount: 101,
        url: '/public/api/v1/document/download?token=b',
      },
    ];
    const english = render(<PaymentPanel order={detail({ documents })} />);
    const links = english.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('download')])).toEqual([
      ['Download RCT/2026-27/000042 (PDF)', '/public/api/v1/document/download?token=a', 'RCT-2026-27-000042.pdf'],
      ['Download CRN/2026-27/000007 (PDF)', '/public/api/v1/document/download?token=b', 'CRN-2026-27-000007.pdf'],
    ]);
    expect(english.container.textContent).toContain('Refund note');
    english.unmount();
    await applyLanguage('hindi');
    try {
      const hindi = render(<PaymentPanel order={detail({ documents })} />).container.textContent;
      expect(hindi).toContain('रसीद');
      expect(hindi).toContain('RCT/2026-27/000042 डाउनलोड करें (PDF)');
      expect(hindi).toContain('धनवापसी नोट');
    } finally {
      await applyLanguage('english');
    }
  });
});

describe('ShippingPanel', () => {
  it("names the country in the page's language (issue 21: the Hindi delivery tab said 'India')", async () => {
    await applyLanguage('hindi');
    try {
      const text = render(<ShippingPanel order={detail()} />).container.textContent;
      expect(text).toContain('भारत');
      expect(text).not.toContain('India');
    } finally {
      await applyLanguage('english');
    }
  });
});
