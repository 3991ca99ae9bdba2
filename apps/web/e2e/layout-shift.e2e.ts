import type { TGetOfferingListResponse, TGetPujaListResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DESKTOP, PHONE, settle, useBrowser } from './browser.ts';

const browser = useBrowser();

/** Core Web Vitals call CLS ≤ 0.1 good; the site promises ≤ 0.02 on every public page. */
const MAX_SHIFT = 0.02;
/** Images (and the booking chunk) answer this late, as on a slow phone connection, so space not reserved for them shows. */
const IMAGE_LATENCY_MS = 700;

type Shift = { value: number; sources: string[]; at: number; scrollY: number };
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
      if (!entry.hadRecentInput)
        window.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => name(s.node)),
          at: Math.round(entry.startTime),
          scrollY: Math.round(window.scrollY),
        });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Images (and the event page's booking chunk, loaded next to the event data) answer late. */
async function slowImages(page: Page) {
  await page.addInitScript(recordShifts);
  await page.route(/\/images\/|\/assets\/participate-section-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, IMAGE_LATENCY_MS));
    await route.continue();
  });
}

/** Scrolls to the end of the page a screen at a time, letting each screen load what it needs. */
async function scrollThrough(page: Page, height: number) {
  for (let i = 0; i < 80; i++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) return;
    await page.mouse.wheel(0, Math.round(height * 0.8));
    await settle(page);
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

/** Each page on a phone and a desktop, in both languages: one test each, so a long list's walk has its own time-out. */
const VIEWS = [
  ['phone', 'hindi', PHONE],
  ['phone', 'english', PHONE],
  ['desktop', 'hindi', DESKTOP],
  ['desktop', 'english', DESKTOP],
] as const;

describe('layout shift: nothing moves while a public page loads and is scrolled (late images, phone and desktop, both languages)', () => {
  describe.each(PAGES)('%s', (name, findPath) => {
    it.each(VIEWS)('%s, %s', async (device, language, viewport) => {
      const path = await findPath();
      const page = await browser.open(`${path}?language=${language}`, viewport, slowImages);
      await settle(page);
      await scrollThrough(page, viewport.height);
      const shifts = await page.evaluate(() => window.__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      const report = `${name} ${path} (${device}, ${language}): ${total.toFixed(3)}\n${shifts.map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms, scrolled ${s.scrollY} px: ${s.sources.join(' | ')}`).join('\n')}`;
      expect(total, report).toBeLessThanOrEqual(MAX_SHIFT);
    });
  });
});
