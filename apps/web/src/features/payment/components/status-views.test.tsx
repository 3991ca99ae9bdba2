import type { TOrderDetail } from '@sankalp/contract';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { SuccessView } from './status-views.tsx';

const paid = (over: Partial<TOrderDetail> = {}): TOrderDetail => ({
  orderId: 'SKP23VDAK8RV',
  eventName: 'Rudrabhishek',
  orderStatus: 'SUCCESS',
  orderDisplayName: 'Booking Confirmed',
  orderDescription: '',
  orderDate: '2026-11-14T20:00:00Z',
  eventDateTime: '2026-12-08T01:30:00Z',
  type: 'PUJA',
  totalAmount: 851,
  videoUrl: null,
  image: '',
  name: 'Rudrabhishek',
  userInfo: { name: 'Asha Devi', additionalNames: [] },
  items: [],
  shippingDetails: null,
  paymentDetails: { paymentId: 'pay_1', paymentMethod: 'upi', message: '', showPaymentButton: false },
  orderProcessingSteps: [],
  ...over,
});

const show = (order: TOrderDetail) =>
  render(
    <MemoryRouter>
      <SuccessView order={order} />
    </MemoryRouter>,
  ).container.textContent;

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});

describe('the success page names the channel the booking chose (issue 21, item 5)', () => {
  it('SMS when the WhatsApp box was left unticked', () => {
    const text = show(paid({ updatesChannel: 'SMS' }));
    expect(text).toContain('by SMS');
    expect(text).not.toContain('WhatsApp');
  });

  it('WhatsApp when the number has consented', () => {
    expect(show(paid({ updatesChannel: 'WHATSAPP' }))).toContain('on WhatsApp');
  });

  it('no promise of either when the server does not say', () => {
    const text = show(paid());
    expect(text).not.toContain('WhatsApp');
    expect(text).not.toContain('SMS');
  });
});
