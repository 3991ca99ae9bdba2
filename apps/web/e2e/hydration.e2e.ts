import type { TGetOfferingListResponse, TGetPujaListResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DESKTOP, eventually, PHONE, settle, useBrowser } from './browser.ts';
import { createSession } from './sign-in.ts';

const browser = useBrowser();

/**
 * What React reports when the browser's first render differs from the server's HTML: the recoverable
 * error main.tsx logs, and the production build's minified errors (#418 hydration mismatch, #419
 * server fallback, #423 root re-rendered on the client, #425 text mismatch).
 */
const HYDRATION_FAULT = /hydrat|React recoverable error|Minified React error #(418|419|423|425)\b|react\.dev\/errors\/(418|419|423|425)\b/i;

/** Every page of the list: other browser tests publish pujas of their own, which may come first. */
async function findPuja(pujaType: string) {
  for (let page = 0, pages = 1; page < pages; page++) {
    const { data } = await api<TGetPujaListResponse>(`/puja/all?pageNumber=${page}`);
    pages = data.totalPages;
    const found = data.pujaList.find((e) => e.eventType === 'INPROGRESS_EVENT' && e.pujaType === pujaType);
    if (found) return found;
  }
  throw new Error(`the seed has no open ${pujaType} puja`);
}

async function findChadawa() {
  for (let page = 0, pages = 1; page < pages; page++) {
    const { data } = await api<TGetOfferingListResponse>(`/offering/all?pageNumber=${page}`);
    pages = data.totalPages;
    const found = data.offeringList.find((e) => e.eventType === 'INPROGRESS_EVENT');
    if (found) return found;
  }
  throw new Error('the seed has no open chadawa');
}

/** Every public page (spec §2) and how to find its path in the seeded catalogue. */
const PAGES: [string, () => Promise<string>][] = [
  ['landing', async () => '/'],
  ['puja list', async () => '/puja'],
  ['chadawa list', async () => '/chadawa'],
  ['puja detail by search key', async () => `/puja/${(await findPuja('FIXED_DATES')).searchKey}`],
  ['the same puja by id', async () => `/puja/${(await findPuja('FIXED_DATES')).id}`],
  ['chadawa detail', async () => `/chadawa/${(await findChadawa()).searchKey}`],
  ['privacy policy', async () => '/policy'],
  ['support', async () => '/support'],
  ['an unknown page (404)', async () => '/no-such-page'],
];

const LANGUAGES = [
  ['english', 'en'],
  ['hindi', 'hi'],
] as const;

/**
 * True once React owns every element of #root: hydration attaches its fiber to each node it adopts
 * (a Suspense boundary still waiting for its chunk keeps the server's nodes, unowned, until then).
 * Markup set through dangerouslySetInnerHTML is React's as a whole, through its container; the
 * image preloads React puts first in the stream (`#root > link`) are hints it does not hydrate.
 */
const fullyHydrated = (page: Page) =>
  page.evaluate(() => {
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const setAsHtml = (node: Element) =>
      Object.entries(node).some(([key, value]) => key.startsWith('__reactProps$') && (value as { dangerouslySetInnerHTML?: unknown })?.dangerouslySetInnerHTML);
    const unowned = [...document.querySelectorAll('#root *:not(#root > link)')].filter((node) => {
      if (owned(node)) return false;
      for (let parent = node.parentElement; parent; parent = parent.parentElement) if (owned(parent)) return !setAsHtml(parent);
      return true;
    });
    return document.documentElement.hasAttribute('data-hydrated') && unowned.length === 0;
  });

/** The second language pack (sign-in and booking texts) answers this late, as on a slow connection. */
const LATE_TEXTS_MS = 800;

/**
 * Records every heading taken out of the page. A part of the page that suspends as it hydrates
 * (texts not loaded yet) is swapped for its Suspense fallback by the next update above it: the page
 * the server sent vanishes until its texts arrive.
 */
function recordRemovedHeadings() {
  const removed: string[] = [];
  (window as unknown as { __removedHeadings: string[] }).__removedHeadings = removed;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.removedNodes)
        if (node instanceof Element) for (const h of node.matches('h1, h2') ? [node] : node.querySelectorAll('h1, h2')) removed.push(h.textContent ?? '');
  }).observe(document, { subtree: true, childList: true });
}

/** The headings of a page, as the server sent them and as the hydrated page shows them. */
const headings = (page: Page, html?: string) =>
  page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('#root :is(h1, h2, h3)')].map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim());
  }, html);

describe('hydration: every public page is rendered on the server in its language and hydrated without a mismatch', () => {
  it.each(PAGES)('%s', async (_name, findPath) => {
    const path = await findPath();
    for (const viewport of [PHONE, DESKTOP]) {
      for (const [language, lang] of LANGUAGES) {
        const url = `${path}?language=${language}`;
        const faults: string[] = [];
        const page = await browser.open(url, viewport, async (p) => {
          // Any level: React logs some hydration problems as warnings.
          p.on('console', (msg) => HYDRATION_FAULT.test(msg.text()) && faults.push(`${url} ${viewport.width}px console.${msg.type()}: ${msg.text()}`));
          p.on('pageerror', (err) => faults.push(`${url} ${viewport.width}px page error: ${err.message}`));
          await p.addInitScript(recordRemovedHeadings);
          await p.route(/\/assets\/signed-in-[^/]*\.js$/, async (route) => {
            await new Promise((r) => setTimeout(r, LATE_TEXTS_MS));
            await route.continue();
          });
        });
        await eventually(() => fullyHydrated(page)).toBe(true);
        // Effects that run after hydration (and any re-render they cause) have had their frames.
        await settle(page);
        expect(
          await page.evaluate(() => (window as unknown as { __removedHeadings: string[] }).__removedHeadings),
          `${url} ${viewport.width}px: headings taken out`,
        ).toEqual([]);

        // The server rendered the page itself (not an empty shell) in the URL's language.
        const served = await (await fetch(new URL(url, browser.baseUrl()))).text();
        expect(served, url).toContain(`<html lang="${lang}"`);
        const serverHeadings = await headings(page, served);
        expect(serverHeadings.length, `${url}: no heading in the server's page`).toBeGreaterThan(0);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        // What the server showed is still there once hydrated, in the same order (sections that
        // load later, such as testimonials, may add headings in between).
        const shown = await headings(page);
        let next = 0;
        const missing = serverHeadings.filter((text) => {
          const at = shown.indexOf(text, next);
          next = at < 0 ? next : at + 1;
          return at < 0;
        });
        expect(missing, `${url} ${viewport.width}px: server headings lost or reordered`).toEqual([]);

        expect(faults).toEqual([]);
        await page.context().close();
      }
    }
  });
});

describe('hydration for a signed-in visitor with a basket (what the server cannot know)', () => {
  it('hydrates the server page, then shows the session, and does not re-read what the server sent', async () => {
    const session = await createSession('Hydration Devotee');
    const chadawa = await findChadawa();
    const basket = { cartItems: [{ id: 'item-1', amount: 101, itemName: 'Diya', imageInfo: null, chadawaId: chadawa.id, count: 1 }] };
    // Pages that do not read the server's basket (an event page replaces this one with it).
    for (const path of ['/puja?language=english', '/?language=hindi']) {
      const faults: string[] = [];
      const listReads: string[] = [];
      const page = await browser.open(path, PHONE, async (p) => {
        p.on('console', (msg) => HYDRATION_FAULT.test(msg.text()) && faults.push(`${path} console.${msg.type()}: ${msg.text()}`));
        p.on('request', (req) => req.url().includes('/public/api/v1/puja/all?pageNumber=0') && listReads.push(req.url()));
        await p.addInitScript(
          ({ token, userId, cart }) => {
            localStorage.setItem('userToken', token);
            localStorage.setItem('userId', userId);
            const slice = (value: unknown) => JSON.stringify(value);
            localStorage.setItem(
              'persist:root',
              JSON.stringify({
                cart: slice(cart),
                pujaPackage: slice({ selectedPackage: 'Individual' }),
                language: slice({ currentLanguage: 'english' }),
                _persist: slice({ version: 1, rehydrated: true }),
              }),
            );
          },
          { token: session.token, userId: session.userId, cart: basket },
        );
      });
      await eventually(() => fullyHydrated(page)).toBe(true);
      await settle(page);
      // The header turns to the signed-in visitor's after hydration: profile link and basket count.
      await page.getByRole('banner').locator('a[href^="/profile"]').waitFor();
      await eventually(() => page.getByRole('banner').locator('a[href^="/cart"]').textContent()).toContain('1');
      // The stored session is not a new sign-in: nothing the server sent is fetched again.
      expect(listReads).toEqual([]);
      // The basket is the visitor's still (a sign-out would have emptied it).
      expect(await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').cart).cartItems.length)).toBe(1);
      expect(faults).toEqual([]);
      await page.context().close();
    }
  });
});
