import type { TGetOfferingListResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import enOrders from '../src/locales/en/orders.json' with { type: 'json' };
import { api, DESKTOP, PHONE, readToEnd, settle, useBrowser } from './browser.ts';
import { bookablePuja, payOrder, placePujaOrder } from './orders-fixtures.ts';
import { call, createSession, newPhone, useSession, type Session } from './sign-in.ts';

/**
 * Every page of the site under the server's Content-Security-Policy, on a phone and a desktop, in
 * both languages (the signed-in pages in Hindi: hindi-text.e2e.ts). useBrowser turns each
 * `securitypolicyviolation` event and each Chromium CSP message into a failure, in every browser
 * test; this file makes sure every page has loaded all it loads before it ends.
 */
const browser = useBrowser();

let user: Session;
let paidOrderId: string;
let unpaidOrderId: string;
const anonymousPaths: string[] = [];

beforeAll(async () => {
  // This file's users start with 6 (others use 7 and 9), so OTP limits never collide.
  user = await createSession('Meera Joshi', newPhone('6'));
  paidOrderId = await placePujaOrder(user.token);
  await payOrder(user.token, paidOrderId);
  unpaidOrderId = await placePujaOrder(user.token);
  // Placing an order empties the basket: fill it again for the cart page.
  const { eventId, packageId } = await bookablePuja();
  await call('/cart/', {
    method: 'POST',
    token: user.token,
    body: { parentId: eventId, type: 'PUJA', itemId: packageId, subType: 'PUJA_PACKAGE', quantity: 1 },
  });

  // Every browser test fails on a CSP violation (useBrowser), and public-pages.e2e.ts walks each
  // public page (landing, lists, event pages, policy, support, 404) to its end in the same four
  // views: this walk adds the pages a visitor reaches that it does not.
  const chadawa = (await api<TGetOfferingListResponse>('/offering/all?pageNumber=0')).data.offeringList[0]!;
  anonymousPaths.push(`/chadawa/${chadawa.id}`, '/cart', '/auth', '/payment/status');
}, 120_000);

const signedInPaths = () => [
  '/cart',
  '/orders',
  `/orders/details?orderId=${paidOrderId}`,
  `/orders/details?orderId=${unpaidOrderId}`,
  '/profile',
  '/profile/deactivate',
  `/payment/processing?orderId=${paidOrderId}`,
  `/payment/status?orderId=${paidOrderId}`,
];

/**
 * Opens a page and makes it load everything it would for a reader (readToEnd). Violations are
 * reported as the blocked load starts, so by then each one has reached the console listener.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main#main').waitFor();
  await readToEnd(page);
}

const combos = [
  { name: 'desktop, English', viewport: DESKTOP, language: 'english' },
  { name: 'desktop, Hindi', viewport: DESKTOP, language: 'hindi' },
  { name: 'phone, English', viewport: PHONE, language: 'english' },
  { name: 'phone, Hindi', viewport: PHONE, language: 'hindi' },
] as const;

const withLanguage = (path: string, language: string) => `${path}${path.includes('?') ? '&' : '?'}language=${language}`;

describe('Content-Security-Policy: every page loads without a violation', () => {
  it('the check itself sees a violation (an image from a host the policy does not allow)', async () => {
    const page = await browser.open('/?language=english');
    await page.locator('main#main').waitFor();
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://not-allowed.example/pixel.png';
      document.body.append(img);
    });
    await settle(page);
    const errors = browser.takeErrors();
    expect(errors.some((e) => e.includes('CSP violation: img-src refused https://not-allowed.example/pixel.png'))).toBe(true);
  });

  for (const { name, viewport, language } of combos) {
    it(`as a visitor: ${name}`, async () => {
      const page = await browser.open('/favicon.svg', viewport);
      for (const path of anonymousPaths) await visit(page, withLanguage(path, language));
    });
  }

  // The signed-in pages in Hindi are read to their end, on a phone and a desk, by hindi-text.e2e.ts
  // (the same policy watch, and /payment/processing only passes through to the status page).
  for (const { name, viewport, language } of combos.filter((combo) => combo.language === 'english')) {
    it(`signed in: ${name}`, async () => {
      const page = await browser.open('/favicon.svg', viewport);
      await page.goto(withLanguage('/', language));
      await useSession(page, user);
      for (const path of signedInPaths()) await visit(page, withLanguage(path, language));
    });
  }

  it('the simulated checkout and its auto-posting result page run under their own policies', async () => {
    const page = await browser.open('/?language=english', PHONE);
    await useSession(page, user);
    await page.goto(`/orders/details?orderId=${unpaidOrderId}&language=english`);
    await page.getByRole('button', { name: enOrders.pay.payNow }).first().click();
    await page.waitForURL(/\/payment\/simulated\//);
    await page.locator('button.pay').click();
    // The result page's inline script (allowed by its hash) posts the signed result to the callback.
    await page.waitForURL(/\/payment\/status\?/);
    await page.locator('main#main').waitFor();
    await settle(page);
  });

  it('the API explorer runs under its own policy', async () => {
    const page = await browser.open('/public/api/docs');
    await page.locator('.swagger-ui .info .title').waitFor();
    await settle(page);
  });
});
