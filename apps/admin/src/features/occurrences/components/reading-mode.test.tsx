import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TReading, TReadingEvent } from '@sankalp/contract';
import type { ReadingClock } from '../lib/reading-clock.ts';
import { deviceStorageKey } from '../lib/reading-device.ts';
import type { SyncTimers } from '../lib/reading-sync.ts';
import { ReadingMode } from './reading-mode.tsx';

const EVENT = '6f1c2d3e-4f5a-4b7e-9a52-1c2d3e4f5a6b';
const DATE = '2026-12-08';
const order = (orderId: string, devoteeName: string, over: Partial<TReading['orders'][number]> = {}): TReading['orders'][number] => ({
  orderId,
  language: 'english',
  devoteeName,
  gotra: 'Kashyap',
  additionalNames: [],
  offered: [],
  read: null,
  ...over,
});
const LIST: TReading = {
  eventId: EVENT,
  date: DATE,
  type: 'OFFERING',
  eventNameEn: 'Rudrabhishek',
  eventNameHi: 'रुद्राभिषेक',
  readings: [],
  readingId: null,
  videoReadingId: null,
  orders: [
    order('SKPAAAAAAAAA', 'Asha Devi', { additionalNames: ['Ravi'] }),
    order('SKPBBBBBBBBB', 'मीरा देवी', { language: 'hindi', gotra: 'कश्यप', offered: [{ name: 'घी का दीपक', quantity: 2 }] }),
    order('SKPCCCCCCCCC', 'Chandra Prakash'),
  ],
};
/** The phone's wall clock at Start: 07:00 IST. */
const W = Date.parse('2026-12-08T01:30:00.000Z');

/** The phone's clocks, moved by the test: no real time passes. */
let wall = W;
let mono = 1_000;
const clock: ReadingClock = { wall: () => wall, mono: () => mono };
let online = false;
/** Retry timers the sender sets, fired by the test. */
let pending: { run: () => void; ms: number }[] = [];
const timers: SyncTimers = {
  setTimeout: (run, ms) => {
    const timer = { run, ms };
    pending.push(timer);
    return timer;
  },
  clearTimeout: (timer) => {
    pending = pending.filter((t) => t !== timer);
  },
};
const retryTimers = () => pending.filter((t) => t.ms < 20_000);

let posts: TReadingEvent[][] = [];
let postAnswer: 'ok' | 'network' = 'ok';
const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  wall = W;
  mono = 1_000;
  online = false;
  pending = [];
  posts = [];
  postAnswer = 'ok';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        expect(url).toBe(`/admin/api/v1/occurrences/${EVENT}/${DATE}/reading/events`);
        const { events } = JSON.parse(init.body as string) as { events: TReadingEvent[] };
        posts.push(events);
        if (postAnswer === 'network') throw new TypeError('Failed to fetch');
        return json(200, { data: { received: events.length, storedReadings: [], storedReads: [] } });
      }
      expect(url).toBe(`/admin/api/v1/occurrences/${EVENT}/${DATE}/reading`);
      return json(200, { data: LIST });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function mount() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ReadingMode eventId={EVENT} date={DATE} clock={clock} sync={{ isOnline: () => online, timers }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stored = () =>
  JSON.parse(window.localStorage.getItem(deviceStorageKey(EVENT, DATE)) ?? 'null') as { queue: TReadingEvent[]; reads: Record<string, number> };
const reads = (events: TReadingEvent[]) => events.flatMap((e) => (e.type === 'read' ? [[e.orderId, e.offsetMs] as const] : []));
const tap = async (name: RegExp) => userEvent.click(await screen.findByRole('button', { name }));
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

describe('ReadingMode', () => {
  it('keeps every tap on the phone while offline, with offsets from the monotonic clock, and sends them once online', async () => {
    mount();
    await tap(/^Start$/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Asha Devi');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Offline: 1 tap kept on this phone');

    // Asha read for 12 s; meanwhile the phone's wall clock was set back an hour: the offset does not care.
    mono += 12_000;
    wall = W - 3_600_000;
    await tap(/^Next$/);
    const meera = screen.getByRole('heading', { level: 2 });
    expect(meera.textContent).toBe('मीरा देवी');
    expect(meera.getAttribute('lang')).toBe('hi');
    expect(screen.getByText('घी का दीपक × 2')).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    mono += 17_500;
    await tap(/^Next$/);

    expect(screen.getByRole('status').textContent).toBe('Offline: 3 taps kept on this phone');
    const queue = stored().queue;
    expect(queue[0]).toEqual({ type: 'start', readingId: expect.stringMatching(/^[0-9a-f-]{36}$/), startedAt: '2026-12-08T01:30:00.000Z' });
    expect(reads(queue)).toEqual([
      ['SKPAAAAAAAAA', 12_000],
      ['SKPBBBBBBBBB', 29_500],
    ]);
    expect(posts).toEqual([]);

    goOnline();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Every tap is saved on the server.'));
    expect(posts).toEqual([queue]);
    expect(stored().queue).toEqual([]);
  });

  it('resumes after a reload where it was, re-anchoring the stopwatch from the wall clock, with the queue intact', async () => {
    const first = mount();
    await tap(/^Start$/);
    mono += 12_000;
    await tap(/^Next$/);
    first.unmount();

    // The page again, 20 s after Start: performance.now() restarted from zero.
    mono = 50;
    wall = W + 20_000;
    mount();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('मीरा देवी');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Offline: 2 taps kept on this phone');
    mono += 5_000;
    await tap(/^Next$/);

    goOnline();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(reads(posts[0]!)).toEqual([
      ['SKPAAAAAAAAA', 12_000],
      ['SKPBBBBBBBBB', 25_000],
    ]);
  });

  it('refuses nothing: Back then Next reads a name again; a bounce (Start landing on Next, a double tap) counts once', async () => {
    online = true;
    mount();
    await tap(/^Start$/);
    fireEvent.click(screen.getByRole('button', { name: /^Next$/ })); // the Start tap's bounce, 0 ms later
    expect(screen.getByText('1 / 3')).toBeTruthy();
    mono += 10_000;
    await tap(/^Next$/);
    mono += 3_000;
    await tap(/^Back$/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Asha Devi');
    expect(screen.getByText('Read at 0:10. Next reads it again.')).toBeTruthy();
    mono += 4_000;
    await tap(/^Next$/);
    mono += 8_000;
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    mono += 6_000;
    fireEvent.keyDown(window, { key: 'PageDown' });

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('All names are done');
    expect(screen.getByText('All 3 names were read.')).toBeTruthy();
    await vi.waitFor(() => expect(stored().queue).toEqual([]));
    const sent = posts.flat();
    expect(sent.filter((e) => e.type === 'start')).toHaveLength(1);
    expect(reads(sent)).toEqual([
      ['SKPAAAAAAAAA', 10_000],
      ['SKPAAAAAAAAA', 17_000],
      ['SKPBBBBBBBBB', 25_000],
      ['SKPCCCCCCCCC', 31_000],
    ]);
  });

  it('retries with backoff while the server cannot be reached, then sends the same taps', async () => {
    online = true;
    postAnswer = 'network';
    mount();
    await tap(/^Start$/);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 tap waiting: the server cannot be reached, trying again'));
    expect(retryTimers().map((t) => t.ms)).toEqual([1000]);
    retryTimers()[0]!.run();
    await vi.waitFor(() => expect(retryTimers().map((t) => t.ms)).toEqual([2000]));
    postAnswer = 'ok';
    retryTimers()[0]!.run();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Every tap is saved on the server.'));
    expect(posts).toHaveLength(3);
    expect(posts[2]).toEqual(posts[0]);
  });

  it('carries on the reading the server has (from another phone), then reads the names it missed', async () => {
    online = true;
    const R = '0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
    const list: TReading = {
      ...LIST,
      readings: [{ readingId: R, startedAt: '2026-12-08T01:30:00.000Z', startedBy: 'Pt. Ramesh', ordersRead: 2 }],
      readingId: R,
      orders: LIST.orders.map((o, i) => (i === 1 ? o : { ...o, read: { offsetMs: 5_000 + i * 7_500, fromMs: 0, readAt: '2026-12-08T01:30:05.000Z' } })),
    };
    vi.mocked(fetch).mockImplementation(async (_url, init) => {
      if (init?.method !== 'POST') return json(200, { data: list });
      posts.push((JSON.parse(init.body as string) as { events: TReadingEvent[] }).events);
      return json(200, { data: { received: 1, storedReadings: [], storedReads: [] } });
    });
    wall = W + 60_000;
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue reading' }));
    expect(screen.getByText('1 name was not read.')).toBeTruthy();
    await tap(/^Read the names not read$/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('मीरा देवी');
    mono += 4_000;
    await tap(/^Next$/);
    expect(screen.getByText('All 3 names were read.')).toBeTruthy();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual([expect.objectContaining({ type: 'read', readingId: R, orderId: 'SKPBBBBBBBBB', offsetMs: 64_000 })]);
  });

  it('starts a new reading only after a confirm', async () => {
    mount();
    await tap(/^Start$/);
    mono += 5_000;
    await tap(/^Next$/);
    await userEvent.click(screen.getByRole('button', { name: 'Start a new reading' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start a new reading' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start a new reading' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    const starts = stored().queue.filter((e) => e.type === 'start');
    expect(starts).toHaveLength(2);
    expect(starts[0]!.readingId).not.toBe(starts[1]!.readingId);
  });
});
