import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import hiAccount from '../src/locales/hi/account.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import { DESKTOP, PHONE, readToEnd, useBrowser } from './browser.ts';
import { latinWords, pageTexts } from './hindi-words.ts';
import { bookablePuja, payOrder, placePujaOrder } from './orders-fixtures.ts';
import { call, createSession, newPhone, useSession, type Session } from './sign-in.ts';

const browser = useBrowser();

let devotee: Session;
let createdOrderId: string;
let paidOrderId: string;
let failedOrderId: string;

beforeAll(async () => {
  // This file's users start with 6, so OTP limits never collide with other files' users.
  devotee = await createSession('आशा देवी', newPhone('6'));
  [createdOrderId, paidOrderId, failedOrderId] = [
    await placePujaOrder(devotee.token),
    await placePujaOrder(devotee.token),
    await placePujaOrder(devotee.token),
  ];
  await payOrder(devotee.token, paidOrderId);
  await payOrder(devotee.token, failedOrderId, 'failed');
  // Something in the basket, so the basket page shows its lines, its form and its total.
  const { eventId, packageId } = await bookablePuja();
  await call('/cart/', {
    method: 'POST',
    token: devotee.token,
    body: { parentId: eventId, type: 'PUJA', itemId: packageId, subType: 'PUJA_PACKAGE', quantity: 1 },
  });
}, 120_000);

const hindi = (path: string) => `${path}${path.includes('?') ? '&' : '?'}language=hindi`;

/** Opens a page in Hindi, signed in or not, and waits for what shows it has its content. */
async function open(
  path: string,
  { signedIn, viewport = PHONE, ready }: { signedIn: boolean; viewport?: typeof PHONE; ready: (page: Page) => Promise<unknown> },
) {
  const page = await browser.open(hindi(path), viewport);
  if (signedIn) await useSession(page, devotee);
  await ready(page);
  // The toasts' region comes after the first paint; its name is read out to screen readers.
  await page.locator('section[aria-live]').first().waitFor({ state: 'attached' });
  return page;
}

const heading = (page: Page) => page.locator('h1').first().waitFor();

/**
 * The public pages are read for English words in public-pages.e2e.ts, which loads each of them in
 * Hindi on a phone and a desk and reads it to its end; here the signed-in ones and the sign-in modal.
 */
describe('Hindi pages carry no English word (issue 21)', () => {
  it('the sign-in modal', async () => {
    const page = await open('/profile', { signedIn: false, ready: (p) => p.getByRole('button', { name: hiAccount.profile.login }).click() });
    await page.getByRole('dialog', { name: hiCommon.loginModal.title }).waitFor();
    expect(latinWords(await pageTexts(page))).toEqual([]);
  });

  const SIGNED_IN: [string, () => string, (page: Page) => Promise<unknown>][] = [
    ['the basket', () => '/cart', (p) => p.locator('form').first().waitFor()],
    ['the bookings list', () => '/orders', (p) => p.locator('article').first().waitFor()],
    ['an order awaiting payment', () => `/orders/details?orderId=${createdOrderId}`, heading],
    ['a paid order', () => `/orders/details?orderId=${paidOrderId}`, heading],
    ['an order whose payment failed', () => `/orders/details?orderId=${failedOrderId}`, heading],
    ['the payment status of a paid order', () => `/payment/status?orderId=${paidOrderId}`, heading],
    ['the payment status of a failed payment', () => `/payment/status?orderId=${failedOrderId}`, heading],
    ['the profile', () => '/profile', (p) => p.locator('input[type="checkbox"], [role="switch"]').first().waitFor()],
    ['the deactivation form', () => '/profile/deactivate', (p) => p.locator('form').first().waitFor()],
  ];

  for (const [name, path, ready] of SIGNED_IN) {
    it(`${name}, phone and desk`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await open(path(), { signedIn: true, viewport, ready });
        // Read to its end, so whatever loads as it scrolls is read too (and loads under the
        // Content-Security-Policy that useBrowser watches; security-headers.e2e.ts walks these pages in English).
        await readToEnd(page);
        // Every tab of an order page: the summary, delivery, tracking and payment panels.
        for (const tab of await page.getByRole('tab').all()) {
          await tab.click();
          expect(latinWords(await pageTexts(page))).toEqual([]);
        }
        expect(latinWords(await pageTexts(page))).toEqual([]);
      }
    }, 120_000);
  }
});

describe('the check itself', () => {
  it('finds English words and lets the allow-list, ids and addresses through', () => {
    expect(latinWords(['सूचनाएँ alt+T', 'भुगतान 7:00 am', 'India'])).toHaveLength(4);
    expect(
      latinWords([
        'OTP भेजें',
        'ऑर्डर SKP7K2M9QX4A',
        'seva@sankalp.example पर लिखें',
        'यूपीआई (UPI)',
        'English',
        'pay_sim_0c76023e2814b3',
        'रसीद RCT/2026-27/000001 डाउनलोड करें (PDF)',
      ]),
    ).toEqual([]);
  });
});
