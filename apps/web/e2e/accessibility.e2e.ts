import type { TGetPujaListResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enPages from '../src/locales/en/pages.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { api, PHONE, settle, useBrowser } from './browser.ts';
import { bookablePuja, placePujaOrder } from './orders-fixtures.ts';
import { call, createSession, newPhone, useSession, type Session } from './sign-in.ts';

const browser = useBrowser();

let user: Session;
let orderId: string;

beforeAll(async () => {
  user = await createSession('Meera Joshi', newPhone('7'));
  orderId = await placePujaOrder(user.token);
  // placing the order empties the basket: fill it again for the cart page check
  const { eventId, packageId } = await bookablePuja();
  await call('/cart/', {
    method: 'POST',
    token: user.token,
    body: { parentId: eventId, type: 'PUJA', itemId: packageId, subType: 'PUJA_PACKAGE', quantity: 1 },
  });
}, 60_000);

async function check(page: Page) {
  await settle(page);
  expect(await blockingViolations(page)).toEqual([]);
}

describe('the axe check itself', () => {
  it('reports a real violation (a button without a name), so a clean result means something', async () => {
    const page = await browser.open('/?language=english');
    await page.locator('h1').first().waitFor();
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
    expect((await blockingViolations(page)).join('\n')).toContain('button-name');
  });
});

describe.each([
  ['desktop', undefined],
  ['phone', PHONE],
] as const)('accessibility (%s): no serious or critical axe violations', (_name, viewport) => {
  it('landing page, English and Hindi', async () => {
    const page = await browser.open('/?language=english', viewport);
    await page.locator('h1').first().waitFor();
    await check(page);
    await page.goto('/?language=hindi');
    await page.locator('html[lang="hi"]').waitFor();
    await check(page);
  });

  it('/auth signed out, English and Hindi, with the mouse resting on the highlighted Signup pill', async () => {
    for (const language of ['english', 'hindi'] as const) {
      const page = await browser.open(`/auth?language=${language}`, viewport);
      const signup = page.getByRole('banner').getByRole('link', { name: language === 'english' ? enCommon.nav.signup : hiCommon.nav.signup });
      await check(page);
      // Whoever clicked Signup to get here still has the pointer on it: its hover colours count too.
      await signup.hover();
      await signup.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      expect(await blockingViolations(page)).toEqual([]);
    }
  });

  it('event detail page', async () => {
    const list = await api<TGetPujaListResponse>('/puja/all?pageNumber=0');
    const event = list.data.pujaList.find((e) => e.eventType === 'INPROGRESS_EVENT')!;
    const page = await browser.open(`/puja/${event.searchKey}?language=english`, viewport);
    await page.locator('h1').first().waitFor();
    await check(page);
  });

  it('cart with items', async () => {
    const page = await browser.open('/?language=english', viewport);
    await useSession(page, user);
    await page.goto('/cart?language=english');
    // The basket really has items: its review panel shows, and never the empty text.
    await page.locator('section[aria-labelledby="review-title"]').waitFor();
    expect(await page.getByText(enPages.cartEmpty).count()).toBe(0);
    await check(page);
  });

  it('order details', async () => {
    const page = await browser.open('/?language=english', viewport);
    await useSession(page, user);
    await page.goto(`/orders/details?orderId=${orderId}&language=english`);
    await page.getByRole('tab').first().waitFor();
    await check(page);
    await page.goto('/orders?language=english');
    await page.locator('article').first().waitFor();
    await check(page);
  });
});
