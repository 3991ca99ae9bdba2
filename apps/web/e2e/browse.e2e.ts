import type { TGetOfferingListResponse, TGetOfferingResponse, TGetPujaListResponse, TGetPujaResponse } from '@sankalp/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../src/locales/en/landing.json' with { type: 'json' };
import hi from '../src/locales/hi/landing.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enEvent from '../src/locales/en/event.json' with { type: 'json' };
import hiEvent from '../src/locales/hi/event.json' with { type: 'json' };
import { api, DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';

const browser = useBrowser();

/** Every page of a list, as the server has it. */
async function allPujas() {
  const first = await api<TGetPujaListResponse>('/puja/all?pageNumber=0');
  const rest = await Promise.all(Array.from({ length: first.data.totalPages - 1 }, (_, i) => api<TGetPujaListResponse>(`/puja/all?pageNumber=${i + 1}`)));
  return [first, ...rest].flatMap((p) => p.data.pujaList);
}

/** Scrolls down as a thumb would, a screen at a time, until the target shows. */
async function scrollUntilVisible(page: Page, target: Locator) {
  for (let i = 0; i < 80 && !(await target.isVisible()); i++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  await target.waitFor();
}

describe('landing page', () => {
  it('opens in English and adds the language to the URL', async () => {
    const page = await browser.open('/');
    await page.waitForURL(/[?&]language=english/);
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('en');
    await eventually(() => page.locator('h1').first().textContent()).toBe(en.hero.title);
  });

  it('opens in Hindi with ?language=hindi', async () => {
    const page = await browser.open('/?language=hindi');
    await page.locator('h1', { hasText: hi.hero.title }).waitFor();
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('hi');
  });

  it('switches language with the header toggle, and back', async () => {
    const page = await browser.open('/?language=english');
    await page.locator('h1', { hasText: en.hero.title }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /हिंदी|हिन्दी/ })
      .first()
      .click();
    await page.locator('h1', { hasText: hi.hero.title }).waitFor();
    expect(page.url()).toContain('language=hindi');
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('hi');
    // The toggle ignores clicks for 300 ms after a switch.
    await page.waitForTimeout(350);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await page.locator('h1', { hasText: en.hero.title }).waitFor();
    expect(page.url()).toContain('language=english');
  });
});

describe('event list', () => {
  it('loads every puja while scrolling and ends with the end message', async () => {
    const expected = await allPujas();
    expect(expected.length).toBeGreaterThan(10);
    const page = await browser.open('/puja?language=english', PHONE);
    const end = page.getByRole('status').filter({ hasText: enEvent.list.end });
    await scrollUntilVisible(page, end);
    await eventually(() => page.locator('main article h2').allTextContents()).toEqual(expected.map((e) => e.mainSection.name));
  });

  it('shows the end message in Hindi too', async () => {
    const page = await browser.open('/chadawa?language=hindi');
    const end = page.getByRole('status').filter({ hasText: hiEvent.list.end });
    await scrollUntilVisible(page, end);
  });
});

describe('event detail', () => {
  it('opens a puja from the list, with its packages', async () => {
    const puja = (await allPujas()).find((e) => e.eventType === 'INPROGRESS_EVENT')!;
    const detail = await api<TGetPujaResponse>(`/puja/${puja.id}`);
    const page = await browser.open('/puja?language=english');
    await page.getByRole('article', { name: puja.mainSection.name }).getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/puja/${puja.searchKey}`));
    await page.locator('h1', { hasText: puja.mainSection.name }).waitFor();
    for (const pkg of detail.data.pujaPackageList) await page.getByRole('heading', { name: pkg.name, exact: true }).first().waitFor();
  });

  it('opens an event when its card is clicked with a mouse on the title or the image, not only on its button', async () => {
    const puja = (await allPujas()).find((e) => e.eventType === 'INPROGRESS_EVENT')!;
    for (const [part, viewport] of [
      ['h2', DESKTOP],
      ['img', PHONE],
    ] as const) {
      const page = await browser.open('/puja?language=english', viewport);
      const target = page.getByRole('article', { name: puja.mainSection.name }).locator(part).first();
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      // A real press: the button held down a moment, as a hand does, so :active styles apply before the release.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 120 });
      await page.waitForURL(new RegExp(`/puja/${puja.searchKey}`), { timeout: 5000 });
      await page.locator('h1', { hasText: puja.mainSection.name }).waitFor();
    }
  });

  it('opens a chadawa in Hindi, with its offering items', async () => {
    const list = await api<TGetOfferingListResponse>('/offering/all?pageNumber=0', 'hindi');
    const offering = list.data.offeringList.find((e) => e.eventType === 'INPROGRESS_EVENT')!;
    const detail = await api<TGetOfferingResponse>(`/offering/name/${offering.searchKey}`, 'hindi');
    const page = await browser.open(`/chadawa/${offering.searchKey}?language=hindi`, PHONE);
    await page.locator('h1', { hasText: detail.data.mainSection.name }).waitFor();
    expect(detail.data.offeringItemList.length).toBeGreaterThanOrEqual(5);
    for (const item of detail.data.offeringItemList) await page.getByRole('heading', { name: item.name, exact: true }).first().waitFor();
  });

  it("shows 'Page Does Not Exist' for an unknown event", async () => {
    const page = await browser.open('/puja/no-such-puja?language=english');
    await page.getByRole('heading', { name: enCommon.notFound.title }).waitFor();
  });
});

describe('URL rules', () => {
  it("shows 'Page Does Not Exist' for an unknown event type", async () => {
    const page = await browser.open('/festival/some-key?language=english');
    await page.getByRole('heading', { name: enCommon.notFound.title }).waitFor();
  });

  it('sends an unknown language back to the landing page', async () => {
    const page = await browser.open('/puja?language=french');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('language') === 'english');
  });
});
