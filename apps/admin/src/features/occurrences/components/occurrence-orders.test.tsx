import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TOccurrence, TOccurrenceOrder } from '@sankalp/contract';
import { changeLanguage } from '../../../lib/i18n.ts';
import { findOrders, OccurrenceOrders, ORDERS_PAGE_SIZE } from './occurrence-orders.tsx';

const order = (i: number, over: Partial<TOccurrenceOrder> = {}): TOccurrenceOrder => ({
  orderId: `SKP${String(i).padStart(9, '0')}`,
  devoteeName: `Devotee ${i}`,
  gotra: 'Kashyap',
  status: 'SUCCESS',
  totalPaise: 110_000,
  hasPrasad: false,
  performedAt: null,
  video: null,
  shippedAt: null,
  trackingNumber: null,
  deliveredAt: null,
  refunded: false,
  ...over,
});

/** A festival day: 120 orders, one of them Hindi with prasad shipped, one performed. */
const orders = Array.from({ length: 120 }, (_, i) =>
  i === 117
    ? order(i, { devoteeName: 'मीरा देवी', gotra: 'भारद्वाज', hasPrasad: true, trackingNumber: 'DLV77001', shippedAt: '2026-12-09T05:00:00.000Z' })
    : i === 3
      ? order(i, { performedAt: '2026-12-08T02:00:00.000Z' })
      : order(i),
);
const occurrence = {
  eventId: '6f1c2d3e-4f5a-4b7e-9a52-1c2d3e4f5a6b',
  date: '2026-12-08',
  type: 'PUJA',
  eventNameEn: 'Rudrabhishek',
  eventNameHi: 'रुद्राभिषेक',
  templeNameEn: 'Kashi Vishwanath',
  templeNameHi: 'काशी विश्वनाथ',
  scheduledAt: '2026-12-08T01:30:00.000Z',
  now: '2026-12-08T06:00:00.000Z',
  performedAt: null,
  priestName: null,
  groupVideo: null,
  readingId: null,
  counts: { paid: 120, performed: 1, video: 0, prasad: 1, shipped: 1, delivered: 0, refunded: 0, unpaid: 0 },
  messages: { sent: 0, waiting: 0, failed: 0 },
  batches: [],
  orders,
} satisfies TOccurrence;

afterEach(async () => {
  await changeLanguage('en');
});

function mount(title = '120 orders') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OccurrenceOrders occurrence={occurrence} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('table', { name: title });
}
/** Time for a test that renders a 25-row table many times: seconds in happy-dom on a busy machine. */
const MANY_RENDERS = 20_000;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('OccurrenceOrders', () => {
  it(
    'shows a festival day a page at a time, every order reachable',
    async () => {
      const table = mount();
      expect(bodyRows(table)).toHaveLength(ORDERS_PAGE_SIZE);
      expect(screen.getByText('Page 1 of 5 · 120 in all')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'SKP000000000' })).toBeTruthy();
      // The performed order (first page) can get its own clip; the others cannot yet.
      expect(within(table).getAllByRole('button', { name: 'Own clip' })).toHaveLength(1);
      for (let page = 2; page <= 5; page++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText('Page 5 of 5 · 120 in all')).toBeTruthy();
      expect(bodyRows(table)).toHaveLength(20);
      expect(within(table).getByText('मीरा देवी')).toBeTruthy();
    },
    MANY_RENDERS,
  );

  it(
    'finds an order by name, gotra, order id or AWB, from any page, and says when nothing matches',
    async () => {
      const table = mount();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      const find = screen.getByRole('searchbox', { name: 'Find an order' });
      for (const typed of ['मीरा', 'भारद्वाज', 'skp000000117', ' dlv77001 ']) {
        await userEvent.clear(find);
        await userEvent.click(find);
        await userEvent.paste(typed);
        expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['मीरा देवी']);
        expect(screen.getByText('Page 1 of 1 · 1 in all')).toBeTruthy();
      }
      await userEvent.clear(find);
      await userEvent.click(find);
      await userEvent.paste('nobody of this name');
      expect(within(table).queryAllByRole('cell')).toHaveLength(0);
      expect(screen.getByText('No order of this day matches.')).toBeTruthy();
    },
    MANY_RENDERS,
  );

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    mount('120 ऑर्डर');
    expect(screen.getByRole('searchbox', { name: 'ऑर्डर खोजें' })).toBeTruthy();
    expect(screen.getByText('पेज 1 / 5 · कुल 120')).toBeTruthy();
  });
});

describe('findOrders', () => {
  it('keeps every order for an empty search and matches a nukta typed either way', () => {
    expect(findOrders(orders, '   ')).toBe(orders);
    // ज़ stored as one code point (U+095B), typed as ज + nukta (U+091C U+093C) by another keyboard.
    const withNukta = [...orders, order(200, { devoteeName: '\u095Bुबैदा बेगम' })];
    expect(findOrders(withNukta, '\u091C\u093Cुबैदा').map((o) => o.orderId)).toEqual(['SKP000000200']);
  });
});
