import type { TGetOfferingListResponse, TGetPujaListResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DESKTOP, PHONE, useBrowser } from './browser.ts';

const browser = useBrowser();

/** Core Web Vitals call CLS ≤ 0.1 good; the site promises ≤ 0.02 on every public page. */
const MAX_SHIFT = 0.02;
/** Images (and the booking chunk) answer this late, as on a slow phone connection, so space not reserved for them shows. */
const IMAGE_LATENCY_MS = 700;

type Shift = { value: number; sources: string[] };
declare global {
  interface Window {
    __shifts: Shift[];
  }
}

/**
 * Records every layout shift not caused by the user's own input (as CLS counts them), with the
 * elements that moved, from the first paint on.
 */
function recordShifts() {
  window.__shifts = [];
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''} "${text}"`;
  };
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => name(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Requests in flight, so each step waits for what it started (lazy images, next list pages). */
async function slowImages(page: Page, inFlight: Set<unknown>) {
  await page.addInitScript(recordShifts);
  page.on('request', (req) => inFlight.add(req));
  page.on('requestfinished', (req) => inFlight.delete(req));
  page.on('requestfailed', (req) => inFlight.delete(req));
  // Images, and the event page's booking chunk (loaded next to the event data), answer late.
  await page.route(/\/images\/|\/assets\/participate-section-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, IMAGE_LATENCY_MS));
    await route.continue();
  });
}

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

async function settle(page: Page, inFlight: Set<unknown>) {
  await frames(page);
  await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);
  await frames(page);
}

/** Scrolls to the end of the page a screen at a time, letting each screen load what it needs. */
async function scrollThrough(page: Page, inFlight: Set<unknown>, height: number) {
  for (let i = 0; i < 80; i++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) return;
    await page.mouse.wheel(0, Math.round(height * 0.8));
    await settle(page, inFlight);
  }
}

/** Every page of the list: the console's browser tests publish pujas of their own, which may come first. */
async function openPuja(pujaType: string) {
  for (let page = 0, pages = 1; page < pages; page++) {
    const { data } = await api<TGetPujaListResponse>(`/puja/all?pageNumber=${page}`);
    pages = data.totalPages;
    const found = data.pujaList.find((e) => e.eventType === 'INPROGRESS_EVENT' && e.pujaType === pujaType);
    if (found) return found;
  }
  throw new Error(`the seed has no open ${pujaType} puja`);
}

/** Every public page (spec §2), each with how to find its path in the seeded catalogue. */
const PAGES: [string, () => Promise<string>][] = [
  ['landing', async () => '/'],
  ['puja list', async () => '/puja'],
  ['chadawa list', async () => '/chadawa'],
  ['puja detail by search key (a puja whose date is picked)', async () => `/puja/${(await openPuja('FIXED_DATES')).searchKey}`],
  ['puja detail by id', async () => `/puja/${(await openPuja('FIXED_DATE')).id}`],
  [
    'chadawa detail',
    async () =>
      `/chadawa/${(await api<TGetOfferingListResponse>('/offering/all?pageNumber=0')).data.offeringList.find((e) => e.eventType === 'INPROGRESS_EVENT')!.searchKey}`,
  ],
  ['privacy policy', async () => '/policy'],
  ['support', async () => '/support'],
  ['an unknown page (404)', async () => '/no-such-page'],
];

describe('layout shift: nothing moves while a public page loads and is scrolled (late images, phone and desktop, both languages)', () => {
  it.each(PAGES)('%s', async (name, findPath) => {
    const path = await findPath();
    const found: string[] = [];
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const language of ['hindi', 'english'] as const) {
        const inFlight = new Set<unknown>();
        const page = await browser.open(`${path}?language=${language}`, viewport, (p) => slowImages(p, inFlight));
        await page.waitForLoadState('networkidle');
        await settle(page, inFlight);
        await scrollThrough(page, inFlight, viewport.height);
        const shifts = await page.evaluate(() => window.__shifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        if (total > MAX_SHIFT) {
          found.push(
            `${name} ${path} (${device}, ${language}): ${total.toFixed(3)}\n${shifts.map((s) => `  ${s.value.toFixed(4)} ${s.sources.join(' | ')}`).join('\n')}`,
          );
        }
        await page.context().close();
      }
    }
    expect(found.join('\n')).toBe('');
  });
});
