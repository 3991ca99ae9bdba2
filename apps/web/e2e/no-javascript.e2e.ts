import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees, formatShortDate } from '../src/lib/format.ts';
import en from '../src/locales/en/landing.json' with { type: 'json' };
import hi from '../src/locales/hi/landing.json' with { type: 'json' };
import { DESKTOP, PHONE, useBrowser } from './browser.ts';
import { firstWords, openEvent, publishedEvents } from './published-events.ts';

const browser = useBrowser();
const LANGUAGES = ['english', 'hindi'] as const;

/** The page exactly as the server sent it: what a visitor without JavaScript, or a link preview, gets. */
const openWithoutJavaScript = (path: string, viewport = DESKTOP) => browser.open(path, viewport, undefined, { javaScriptEnabled: false });

/** Shown: laid out with a size, and neither it nor anything around it hidden or transparent. */
async function expectShown(target: Locator) {
  await target.waitFor({ state: 'attached' });
  expect(await target.isVisible(), await target.evaluate((el) => el.outerHTML.slice(0, 200))).toBe(true);
  const transparent = await target.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.opacity === '0' || style.visibility !== 'visible') return node.outerHTML.slice(0, 200);
    }
    return null;
  });
  expect(transparent).toBeNull();
}

/** The list item (package or offering item) headed by `name`. */
const itemNamed = (page: Page, name: string) => page.locator('li', { has: page.getByRole('heading', { name, exact: true }) }).first();

describe.each(LANGUAGES)('without JavaScript, in %s', (language) => {
  it('a puja page shows its name, description, date, place and packages with prices', async () => {
    const puja = await openEvent('puja', language);
    const page = await openWithoutJavaScript(`/puja/${puja.searchKey}?language=${language}`, PHONE);
    const main = puja.mainSection;
    await expectShown(page.getByRole('heading', { level: 1, name: main.name, exact: true }));
    await expectShown(page.getByText(firstWords(main.shortDescription)).first());
    await expectShown(page.locator('time', { hasText: formatShortDate(main.eventDateTime || puja.eventDateTime, language) }).first());
    await expectShown(page.getByText(main.location.address).first());
    expect(puja.pujaPackageList.length).toBeGreaterThan(0);
    // Styled too: a package card's own rules (a lazy section's CSS) are in the page's stylesheet.
    expect(await itemNamed(page, puja.pujaPackageList[0]!.name).evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    for (const pkg of puja.pujaPackageList) {
      const card = itemNamed(page, pkg.name);
      await expectShown(card.getByRole('heading', { name: pkg.name, exact: true }));
      await expectShown(card.getByText(formatRupees(pkg.amount, language), { exact: true }));
    }
  });

  it('a chadawa page shows its offering items with prices', async () => {
    const chadawa = await openEvent('chadawa', language);
    const page = await openWithoutJavaScript(`/chadawa/${chadawa.searchKey}?language=${language}`);
    const main = chadawa.mainSection;
    await expectShown(page.getByRole('heading', { level: 1, name: main.name, exact: true }));
    await expectShown(page.getByText(firstWords(main.shortDescription)).first());
    await expectShown(page.getByText(main.location.address).first());
    expect(chadawa.offeringItemList.length).toBeGreaterThan(0);
    for (const item of chadawa.offeringItemList) {
      const row = itemNamed(page, item.name);
      await expectShown(row.getByRole('heading', { name: item.name, exact: true }));
      await expectShown(row.getByText(formatRupees(item.amount, language), { exact: true }));
    }
  });

  it('the landing page shows its hero and the events open for booking', async () => {
    const texts = language === 'english' ? en : hi;
    const page = await openWithoutJavaScript(`/?language=${language}`, PHONE);
    await expectShown(page.getByRole('heading', { level: 1, name: texts.hero.title }));
    await expectShown(page.getByText(texts.hero.text));
    const open = new Set((await publishedEvents('puja', language)).filter((e) => e.eventType === 'INPROGRESS_EVENT').map((e) => e.mainSection.name));
    const cards = page.locator('section[aria-labelledby="showcase-title"] article');
    await expectShown(cards.first());
    const names = await cards.evaluateAll((articles) =>
      articles.map((a) => document.getElementById(a.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(open, `${name} is not an open puja`).toContain(name);
    await expectShown(cards.first().getByRole('heading'));
  });
});
