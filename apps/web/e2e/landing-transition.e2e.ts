import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enEvent from '../src/locales/en/event.json' with { type: 'json' };
import hiEvent from '../src/locales/hi/event.json' with { type: 'json' };
import { DESKTOP, eventually, PHONE, useBrowser } from './browser.ts';

const browser = useBrowser();

/** Records whether `main` is ever left without a heading (the bare spinner) from now on. */
const watchForBareMain = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const w = window as unknown as { bareMain: boolean };
    w.bareMain = false;
    const check = () => {
      if (!main.querySelector('h1, h2')) w.bareMain = true;
    };
    new MutationObserver(check).observe(main, { childList: true, subtree: true });
  });

describe('from the landing page to an event', () => {
  for (const [viewport, language, event] of [
    [PHONE, 'hindi', hiEvent],
    [DESKTOP, 'english', enEvent],
  ] as const) {
    it(`shows the card's name and image at once and fills the rest in, never a bare spinner (${language}, ${viewport.width} px)`, async () => {
      const page = await browser.open(`/?language=${language}`, viewport);
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('link', { name: event.participateNow }) })
        .first();
      const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
      expect(name).not.toBe('');

      // The event's data is held back: what shows meanwhile is what the page had from the card.
      const held: Route[] = [];
      await page.route(/\/public\/api\/v1\/(puja|offering)\/(name\/)?[^/?]+$/, (route) => void held.push(route));
      await watchForBareMain(page);
      await card.getByRole('link', { name: event.participateNow }).click();

      const heading = page.locator('main h1', { hasText: name });
      await heading.waitFor();
      await eventually(() => page.locator('main header img').first().isVisible()).toBe(true);
      expect(held.length).toBeGreaterThan(0);

      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(/\/public\/api\/v1\/(puja|offering)\/(name\/)?[^/?]+$/);
      // The rest fills in: the booking section of the full event.
      await page.locator('main').getByRole('button', { name: event.detail.packages.select }).first().waitFor();
      await heading.waitFor();
      expect(await page.evaluate(() => (window as unknown as { bareMain: boolean }).bareMain)).toBe(false);
    });
  }
});
