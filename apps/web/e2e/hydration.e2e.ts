import { describe, expect, it } from 'vitest';
import { eventually, PHONE, settle, useBrowser } from './browser.ts';
import { fullyHydrated, HYDRATION_FAULT } from './hydration-checks.ts';
import { openCard } from './published-events.ts';
import { createSession } from './sign-in.ts';

const browser = useBrowser();

/* Every public page's own hydration (server HTML kept, no mismatch, nothing taken out) is checked
   on the walk of public-pages.e2e.ts. */

describe('hydration for a signed-in visitor with a basket (what the server cannot know)', () => {
  it('hydrates the server page, then shows the session, and does not re-read what the server sent', async () => {
    const session = await createSession('Hydration Devotee');
    const chadawa = await openCard('chadawa');
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
