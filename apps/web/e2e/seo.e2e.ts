import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath, type TEventDetail } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import en from '../src/locales/en/landing.json' with { type: 'json' };
import enEvent from '../src/locales/en/event.json' with { type: 'json' };
import hiEvent from '../src/locales/hi/event.json' with { type: 'json' };
import { DESKTOP, eventually, settle, useBrowser } from './browser.ts';
import { openEvent, publishedEvents, type Kind } from './published-events.ts';

const browser = useBrowser();
const LANGUAGES = ['english', 'hindi'] as const;
type Language = (typeof LANGUAGES)[number];
const COMMON = { english: enCommon, hindi: hiCommon };
const EVENT = { english: enEvent, hindi: hiEvent };
const LANG_ATTR = { english: 'en', hindi: 'hi' };

const base = () => inject('baseUrl');
const pageUrl = (path: string, language: Language) => `${base()}${path}?language=${language}`;
const eventPath = (kind: Kind, event: TEventDetail) => `/${kind}/${encodeURIComponent(event.searchKey)}`;
/** Without spaces, to compare a text with its HTML source whatever the tags did to the spacing. */
const squeeze = (text: string) => text.replace(/<[^>]+>/g, '').replace(/\s+/g, '');

/** The head as the server sent it: what crawlers and link previews (WhatsApp, Facebook) read; they run no JavaScript. */
async function serverHead(path: string) {
  const page = await browser.open(path, DESKTOP, undefined, { javaScriptEnabled: false });
  return page.evaluate(() => {
    const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
    const pairs = (selector: string, key: string) =>
      Object.fromEntries(
        [...document.querySelectorAll(selector)].map((el) => [el.getAttribute(key) ?? '', el.getAttribute('content') ?? el.getAttribute('href')]),
      );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: pairs('link[rel="alternate"][hreflang]', 'hreflang'),
      og: pairs('meta[property^="og:"]', 'property'),
      twitter: pairs('meta[name^="twitter:"]', 'name'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>),
    };
  });
}

/** Width and height from a JPEG's frame header (SOFn). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  for (let i = 2; i + 9 < bytes.length;) {
    if (bytes[i] !== 0xff) throw new Error(`bad JPEG marker at ${i}`);
    const marker = bytes[i + 1]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    i += 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!);
  }
  throw new Error('no JPEG frame header');
}

describe.each(LANGUAGES)('an event page in %s, as link previews and search engines see it', (language) => {
  it.each(['puja', 'chadawa'] as const)('%s: language, title, description, canonical, alternates, Open Graph, Twitter and JSON-LD', async (kind) => {
    const event = await openEvent(kind, language);
    const main = event.mainSection;
    const path = eventPath(kind, event);
    const head = await serverHead(`${path}?language=${language}`);
    const canonical = pageUrl(path, language);

    expect(head.lang).toBe(LANG_ATTR[language]);
    expect(head.title).toBe(`${main.name} · ${COMMON[language].brand}`);
    expect(head.description?.length).toBeGreaterThan(0);
    expect(squeeze(main.shortDescription).startsWith(squeeze(head.description!).replace(/…$/, ''))).toBe(true);
    expect(head.canonical).toBe(canonical);
    expect(head.alternates).toEqual({ en: pageUrl(path, 'english'), hi: pageUrl(path, 'hindi'), 'x-default': pageUrl(path, 'english') });

    const image = `${base()}${ogImagePath(kind, event.id)}`;
    expect(head.og).toMatchObject({
      'og:title': head.title,
      'og:description': head.description,
      'og:url': canonical,
      'og:image': image,
      'og:image:type': 'image/jpeg',
      'og:image:width': String(OG_IMAGE_WIDTH),
      'og:image:height': String(OG_IMAGE_HEIGHT),
    });
    expect([OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]).toEqual([1200, 630]);
    expect(head.twitter).toMatchObject({ 'twitter:card': 'summary_large_image', 'twitter:title': head.title, 'twitter:image': image });

    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    expect(head.jsonLd).toHaveLength(1);
    const ld = head.jsonLd[0]!;
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: main.name, startDate: event.eventDateTime, url: canonical });
    expect(ld.location).toMatchObject({ '@type': 'Place', address: { streetAddress: main.location.address } });
    const prices = kind === 'puja' ? event.pujaPackageList : event.offeringItemList;
    expect(prices.length).toBeGreaterThan(0);
    expect(ld.offers).toEqual(prices.map((p) => expect.objectContaining({ '@type': 'Offer', name: p.name, price: p.amount, priceCurrency: 'INR' })));
  });
});

describe('an event page visited by its id', () => {
  it('names its searchKey address, the one cards and the sitemap use, as canonical', async () => {
    const puja = await openEvent('puja', 'hindi');
    const head = await serverHead(`/puja/${puja.id}?language=hindi`);
    expect(head.title).toBe(`${puja.mainSection.name} · ${hiCommon.brand}`);
    expect(head.canonical).toBe(pageUrl(eventPath('puja', puja), 'hindi'));
    expect(head.og['og:url']).toBe(head.canonical);
  });
});

describe.each(LANGUAGES)('the other public pages in %s', (language) => {
  it('each have their own title, description and canonical URL', async () => {
    const paths = ['/', '/puja', '/chadawa', '/policy', '/support'];
    const heads = [];
    for (const path of paths) {
      const head = await serverHead(`${path}?language=${language}`);
      expect(head.lang).toBe(LANG_ATTR[language]);
      expect(head.canonical, path).toBe(pageUrl(path, language));
      expect(head.og['og:url']).toBe(head.canonical);
      expect(Object.keys(head.alternates).sort()).toEqual(['en', 'hi', 'x-default']);
      expect(head.title).toContain(COMMON[language].brand);
      expect(head.description?.length, path).toBeGreaterThan(20);
      expect(head.og['og:image:width']).toBe('1200');
      heads.push(head);
    }
    expect(new Set(heads.map((h) => h.title)).size).toBe(paths.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(paths.length);
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every published event, in both languages', async () => {
    const expected = new Set<string>();
    for (const kind of ['puja', 'chadawa'] as const) {
      for (const event of await publishedEvents(kind)) {
        for (const language of LANGUAGES) expected.add(pageUrl(`/${kind}/${encodeURIComponent(event.searchKey)}`, language));
      }
    }
    expect(expected.size).toBeGreaterThan(4);
    // The sitemap is cached for as long as the catalogue is (CATALOGUE_CACHE_SECONDS): other test files publish events.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${base()}/sitemap.xml`);
          expect(res.headers.get('content-type')).toMatch(/xml/);
          const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
          return new Set(locs.filter((loc) => /\/(puja|chadawa)\/[^?]/.test(loc)));
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual(expected);
  });

  it('/robots.txt names the sitemap', async () => {
    const res = await fetch(`${base()}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${base()}/sitemap.xml`);
    expect(text).toMatch(/^User-agent: \*$/m);
  });
});

describe('status codes', () => {
  it.each(LANGUAGES)('an unknown path answers 404 with the 404 page (%s)', async (language) => {
    const res = await fetch(`${base()}/no-such-page?language=${language}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(COMMON[language].notFound.title);
  });

  it("an unknown path is written into its page as text: `$'` and `$&` are not replacement patterns", async () => {
    const res = await fetch(`${base()}/x$'$&?language=english`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<script type="application\/json" id="app-state">/g)).toHaveLength(1);
  });

  it('an unknown event answers 404 with "Page Does Not Exist" and a way home, after hydration too', async () => {
    const res = await fetch(`${base()}/puja/no-such-event?language=english`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(enCommon.notFound.title);

    const page = await browser.open('/puja/no-such-event?language=english');
    await page.getByRole('heading', { name: enCommon.notFound.title }).waitFor();
    await settle(page);
    expect(await page.getByRole('heading', { name: enCommon.notFound.title }).isVisible()).toBe(true);
    expect(await page.getByText(enCommon.noData).count()).toBe(0);
    await page.getByRole('link', { name: enCommon.notFound.goHome }).click();
    await page.locator('h1', { hasText: en.hero.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the lists and an event page answer 200', async () => {
    const puja = await openEvent('puja', 'english');
    const chadawa = await openEvent('chadawa', 'english');
    for (const path of ['/', '/puja', '/chadawa', eventPath('puja', puja), eventPath('chadawa', chadawa)]) {
      expect((await fetch(`${base()}${path}?language=english`)).status, path).toBe(200);
    }
  });
});

type ShareData = { url?: string; title?: string; text?: string };
declare global {
  interface Window {
    __shared: ShareData[];
  }
}

/** navigator.share, recording what the page shares (headless Chromium has no share sheet). */
async function recordShares(page: Page) {
  await page.addInitScript(() => {
    window.__shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void window.__shared.push(data),
    });
  });
}

/** Presses Share until the page has hydrated and shares (a press before hydration does nothing); the last share. */
async function share(page: Page, language: Language) {
  const button = page.getByRole('button', { name: EVENT[language].detail.share });
  await eventually(async () => {
    await button.click();
    return page.evaluate(() => window.__shared.length);
  }).toBeGreaterThan(0);
  return page.evaluate(() => window.__shared.at(-1)!);
}

describe('sharing an event page', () => {
  it.each(LANGUAGES)('shares its canonical URL, the one its link preview is made from (%s)', async (language) => {
    const puja = await openEvent('puja', language);
    const path = eventPath('puja', puja);
    const page = await browser.open(`${path}?language=${language}`, DESKTOP, recordShares);
    const shared = await share(page, language);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(shared.url).toBe(ogUrl);
    expect(shared.url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    expect(shared.url).toBe(pageUrl(path, language));
    expect(shared.title).toBe(puja.mainSection.name);
  });

  it('shares the event it shows after a move inside the site, not the page first loaded', async () => {
    const chadawa = await openEvent('chadawa', 'english');
    const path = eventPath('chadawa', chadawa);
    const page = await browser.open('/chadawa?language=english', DESKTOP, recordShares);
    const link = page.locator(`a[href^="${path}?"]`).first();
    // Hydrated (React has attached to the link): the click moves inside the site, keeping the list page's head.
    await eventually(() => link.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await page.evaluate(() => ((window as Window & { stayed?: boolean }).stayed = true));
    await link.click();
    await page.locator('h1', { hasText: chadawa.mainSection.name }).waitFor();
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(pageUrl('/chadawa', 'english'));
    const shared = await share(page, 'english');
    expect(shared.url).toBe(pageUrl(path, 'english'));
  });
});
