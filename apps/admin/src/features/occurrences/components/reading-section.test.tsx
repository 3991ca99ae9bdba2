import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReading } from '@sankalp/contract';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ReadingSection } from './reading-section.tsx';

const EVENT = '6f1c2d3e-4f5a-4b7e-9a52-1c2d3e4f5a6b';
const DATE = '2026-12-08';
const VIDEO = '0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const LATER = '1c8d2e3f-4a5b-4c6d-9e7f-8091a2b3c4d5';
const read = (offsetMs: number, fromMs: number) => ({ offsetMs, fromMs, readAt: '2026-12-08T01:30:12.000Z' });
const base: TReading = {
  eventId: EVENT,
  date: DATE,
  type: 'PUJA',
  eventNameEn: 'Rudrabhishek',
  eventNameHi: 'रुद्राभिषेक',
  readings: [
    { readingId: VIDEO, startedAt: '2026-12-08T01:30:00.000Z', startedBy: 'Pt. Ramesh', ordersRead: 2 },
    { readingId: LATER, startedAt: '2026-12-08T03:30:00.000Z', startedBy: 'Asha', ordersRead: 1 },
  ],
  readingId: LATER,
  videoReadingId: VIDEO,
  orders: [
    { orderId: 'SKPAAAAAAAAA', language: 'english', devoteeName: 'Asha Devi', gotra: 'Kashyap', additionalNames: [], offered: [], read: read(1_000, 0) },
    { orderId: 'SKPBBBBBBBBB', language: 'hindi', devoteeName: 'मीरा देवी', gotra: 'कश्यप', additionalNames: [], offered: [], read: null },
    { orderId: 'SKPCCCCCCCCC', language: 'english', devoteeName: 'Chandra', gotra: 'Vatsa', additionalNames: [], offered: [], read: null },
  ],
};
/** The reads of the reading the video recorded: Chandra was never read in it. */
const ofVideo: TReading = {
  ...base,
  readingId: VIDEO,
  orders: [{ ...base.orders[0]!, read: read(12_400, 0) }, { ...base.orders[1]!, read: read(754_900, 742_000) }, base.orders[2]!],
};
const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function mount() {
  const fetchMock = vi.fn(async (url: string) => json({ data: url.includes(`readingId=${VIDEO}`) ? ofVideo : base }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ReadingSection eventId={EVENT} date={DATE} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('ReadingSection', () => {
  it('links to reading mode and shows each name’s moment in the reading the group video recorded, flagging the names never read', async () => {
    const fetchMock = mount();
    expect(screen.getByRole('link', { name: 'Open reading mode' }).getAttribute('href')).toBe(`/occurrences/${EVENT}/${DATE}/reading`);
    expect(await screen.findByText(/^Reading the group video recorded: started .* by Pt\. Ramesh\.$/)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/admin/api/v1/occurrences/${EVENT}/${DATE}/reading`,
      `/admin/api/v1/occurrences/${EVENT}/${DATE}/reading?readingId=${VIDEO}`,
    ]);
    expect(screen.getByText('2 of 3 names read.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 name never read');
    expect(screen.getByRole('alert').textContent).toContain('Chandra (SKPCCCCCCCCC)');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Asha Devi', 'SKPAAAAAAAAA', '0:00'],
      ['मीरा देवी', 'SKPBBBBBBBBB', '12:22'],
      ['Chandra', 'SKPCCCCCCCCC', 'Not read'],
    ]);
  });

  it('in Hindi', async () => {
    await changeLanguage('hi');
    mount();
    expect(screen.getByRole('link', { name: 'नाम-वाचन खोलें' })).toBeTruthy();
    expect(await screen.findByText('3 में से 2 नाम पढ़े गए।')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 नाम कभी नहीं पढ़ा गया');
  });
});
