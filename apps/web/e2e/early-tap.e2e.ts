import type { TGetOfferingResponse } from '@sankalp/contract';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import hiBooking from '../src/locales/hi/booking.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import { api, eventually, PHONE, useBrowser } from './browser.ts';

const browser = useBrowser();

const CHADAWA = 'bel-patra-jal-chadawa-kashi-vishwanath';

/**
 * The page as a mid-range phone has it for its first seconds: the server's HTML and the entry
 * script (main.tsx's few lines) are in, every other script (the app, hydration) is still on its
 * way. `release()` lets them through.
 */
async function openBeforeHydration(path: string): Promise<{ page: Page; release: () => Promise<void>; held: () => number }> {
  const held: Route[] = [];
  let released = false;
  // about:blank first: `open` waits for hydration after its navigation, which cannot happen here.
  const page = await browser.open('about:blank', PHONE, async (p) => {
    await p.route('**/assets/*.js', (route) => {
      if (released || new URL(route.request().url()).pathname.startsWith('/assets/index-')) return route.continue();
      held.push(route);
    });
  });
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  // The app's chunk has been asked for (and is held): the page is as the server sent it.
  await eventually(() => held.length).toBeGreaterThan(0);
  return {
    page,
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

describe('a tap before the page is hydrated is not lost', () => {
  it("a guest's '+ जोड़ें' tapped before hydration shows busy, then opens the sign-in modal (Hindi, phone)", async () => {
    const event = (await api<TGetOfferingResponse>(`/offering/name/${CHADAWA}`, 'hindi')).data;
    const item = event.offeringItemList[0]!;
    const { page, release } = await openBeforeHydration(`/chadawa/${CHADAWA}?language=hindi`);
    const add = page.getByRole('button', { name: hiBooking.items.addNamed.replace('{{name}}', item.name) });
    await add.click();
    expect(await isHydrated(page)).toBe(false);
    // Visibly busy while the app arrives.
    await eventually(() => add.getAttribute('aria-busy')).toBe('true');

    await release();
    await page.getByRole('dialog', { name: hiCommon.loginModal.title }).waitFor();
    // The busy look is gone once the tap has acted.
    await eventually(() => add.getAttribute('aria-busy')).toBeNull();
  });

  it('the phone menu button tapped before hydration opens the menu once the app is in (English, phone)', async () => {
    const { page, release } = await openBeforeHydration('/?language=english');
    const menu = page.getByRole('button', { name: enCommon.nav.openMenu });
    await menu.click();
    expect(await isHydrated(page)).toBe(false);
    await eventually(() => menu.getAttribute('aria-busy')).toBe('true');

    await release();
    await page.getByRole('button', { name: enCommon.nav.closeMenu }).waitFor();
    expect(await page.getByRole('button', { name: enCommon.nav.closeMenu }).getAttribute('aria-expanded')).toBe('true');
  });
});
