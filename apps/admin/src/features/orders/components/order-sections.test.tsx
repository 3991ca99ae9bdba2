import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAdminOrderDetail } from '@sankalp/contract';
import { orderDetail } from '../order-detail.fixture.ts';
import { AuditSection, MoneySection, TimelineSection } from './order-sections.tsx';

const REFUND_ID = '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f';

/** A paid, partly refunded order with what the server really stores (its reasons are sentences for its logs). */
const order = (): TAdminOrderDetail =>
  orderDetail({
    status: 'IN TRANSIT',
    version: 7,
    payments: [
      {
        id: 'p1',
        provider: 'simulated',
        providerOrderId: 'order_sim_1',
        providerPaymentId: 'pay_sim_abc',
        amountPaise: 110_100,
        status: 'CAPTURED',
        method: 'upi',
        failureReason: null,
        createdAt: '2026-03-18T04:00:00Z',
      },
    ],
    refunds: [
      {
        id: REFUND_ID,
        paymentId: 'p1',
        providerRefundId: 'rfnd_sim_1',
        amountPaise: 40_300,
        status: 'PROCESSED',
        reason: 'Prasad not available',
        failureReason: null,
        requestedBy: 'Op',
        createdAt: '2026-03-19T04:00:00Z',
        updatedAt: '2026-03-19T04:00:01Z',
      },
    ],
    hasPrasad: true,
    performedOn: '2026-03-20',
    performedAt: '2026-03-20T05:00:00Z',
    priestName: null,
    language: 'hindi',
    whatsappOptInAt: null,
    messages: [],
    videoUrl: null,
    courierName: 'India Post',
    trackingNumber: 'EE1IN',
    trackingUrl: null,
    shippedAt: '2026-03-21T05:00:00Z',
    deliveredAt: null,
    timeline: [
      { fromStatus: null, toStatus: 'CREATED', step: null, reason: 'checkout', at: '2026-03-18T03:59:00Z' },
      { fromStatus: 'CREATED', toStatus: 'SUCCESS', step: null, reason: 'payment pay_sim_abc captured (webhook payment.captured)', at: '2026-03-18T04:00:00Z' },
      {
        fromStatus: 'SUCCESS',
        toStatus: 'SUCCESS',
        step: 'REFUND_REQUESTED',
        reason: 'refund of 40300 paise asked by Op (operator): Prasad not available',
        at: '2026-03-19T04:00:00Z',
      },
      {
        fromStatus: 'SUCCESS',
        toStatus: 'SUCCESS',
        step: 'REFUNDED',
        reason: `refund ${REFUND_ID} of 40300 paise processed (webhook refund.processed)`,
        at: '2026-03-19T04:00:01Z',
      },
      {
        fromStatus: 'SUCCESS',
        toStatus: 'SUCCESS',
        step: 'PERFORMED',
        reason: 'puja performed at 2026-03-20T05:00:00.000Z by Op (operator)',
        at: '2026-03-20T05:01:00Z',
      },
      {
        fromStatus: 'SUCCESS',
        toStatus: 'IN TRANSIT',
        step: 'SHIPPED',
        reason: 'prasad shipped by India Post (EE1IN) by Op (operator)',
        at: '2026-03-21T05:00:00Z',
      },
      { fromStatus: 'IN TRANSIT', toStatus: 'IN TRANSIT', step: null, reason: 'some_future_shape 42 xyz', at: '2026-03-21T06:00:00Z' },
    ],
    audit: [
      {
        id: 1,
        actor: 'Op (operator)',
        action: 'order.video',
        entityType: 'order',
        entityId: 'SKP23VDAK8RV',
        before: null,
        after: null,
        at: '2026-03-21T05:00:00Z',
      },
      {
        id: 2,
        actor: 'Op (operator)',
        action: 'order.something-new',
        entityType: 'order',
        entityId: 'SKP23VDAK8RV',
        before: null,
        after: null,
        at: '2026-03-21T05:00:00Z',
      },
    ],
  });

const MACHINE_WORDS = ['CAPTURED', 'simulated', 'upi', 'paise', REFUND_ID, 'webhook', 'order.video', 'order.something-new', 'some_future_shape', '(operator)'];

function renderSections() {
  const o = order();
  const { container } = render(
    <>
      <MoneySection order={o} />
      <TimelineSection order={o} />
      <AuditSection order={o} />
    </>,
  );
  return container;
}

afterEach(() => i18n.changeLanguage('en'));

describe('order sections in the operator’s words (issue 21)', () => {
  it('English: payments, refunds, timeline and audit without machine words, amounts in rupees, what is kept', () => {
    const text = renderSections().textContent ?? '';
    for (const word of MACHINE_WORDS) expect(text, word).not.toContain(word);
    expect(screen.getByText('Received')).toBeTruthy();
    expect(text).toContain('UPI · Test payment (no real money)');
    expect(text).toContain('Kept after refunds: ₹698');
    expect(text).toContain('₹403 refund asked by Op: Prasad not available');
    expect(text).toContain('₹403 returned to the devotee');
    expect(text).toContain('Payment received');
    expect(text).toContain('Sent with India Post (EE1IN), marked by Op');
    expect(text).toContain('Video attached');
    expect(text).toContain('Order changed');
    expect(screen.getByRole('heading', { name: 'Timeline' }).parentElement?.textContent).not.toContain('pay_sim_abc');
  });

  it('Hindi: the same in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const text = renderSections().textContent ?? '';
    for (const word of MACHINE_WORDS) expect(text, word).not.toContain(word);
    expect(text).toContain('प्राप्त');
    expect(text).toContain('परीक्षण भुगतान (असली पैसा नहीं)');
    expect(text).toContain('धनवापसी के बाद बची राशि: ₹698');
    expect(text).toContain('Op ने ₹403 की धनवापसी माँगी: Prasad not available');
    expect(text).toContain('वीडियो जोड़ा गया');
  });
});

describe('documents (issue 23)', () => {
  const withDocuments = () =>
    orderDetail({
      documents: [
        { id: 'doc-1', kind: 'RECEIPT', number: 'RCT/2026-27/000042', issuedAt: '2026-03-14T20:05:00Z', amountPaise: 110100, language: 'hindi' },
        { id: 'doc-2', kind: 'REFUND_NOTE', number: 'CRN/2026-27/000007', issuedAt: '2026-03-22T10:00:00Z', amountPaise: 40300, language: 'hindi' },
      ],
    });

  it('lists the receipt and refund notes with their numbers, amounts and a download each', () => {
    const text = render(<MoneySection order={withDocuments()} />).container.textContent ?? '';
    expect(text).toContain('Receipts and refund notes');
    expect(text).toContain('Receipt RCT/2026-27/000042 · ₹1,101');
    expect(text).toContain('Refund note CRN/2026-27/000007 · ₹403');
    expect(screen.getAllByRole('button', { name: 'Download PDF' })).toHaveLength(2);
  });

  it('in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const text = render(<MoneySection order={withDocuments()} />).container.textContent ?? '';
    expect(text).toContain('रसीदें और धनवापसी नोट');
    expect(text).toContain('धनवापसी नोट CRN/2026-27/000007');
    expect(screen.getAllByRole('button', { name: 'PDF डाउनलोड करें' })).toHaveLength(2);
  });
});
