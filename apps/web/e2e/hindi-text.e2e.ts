import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import hiAccount from '../src/locales/hi/account.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import { DESKTOP, PHONE, useBrowser } from './browser.ts';
import { bookablePuja, payOrder, placePujaOrder } from './orders-fixtures.ts';
import { openEvent } from './published-events.ts';
import { call, createSession, newPhone, useSession, type Session } from './sign-in.ts';

const browser = useBrowser();

/**
 * Issue 21: a Hindi page has no English word in it. The only Latin words a Hindi reader meets are
 * these, each a name that has no Hindi form a devotee would recognise:
 * - OTP: what every Indian bank and app calls the code, in Hindi too (the SMS itself says OTP);
 * - UPI, NACH: payment methods, named so on the devotee's bank app;
 * - English: the language switch names the language it switches to, in that language;
 * - IST: the time zone beside a time, as Indian tickets and bank messages write it.
 * Order ids (SKP…), payment ids, e-mail addresses and links are let through (ids, not words).
 */
const ALLOWED = new Set(['OTP', 'UPI', 'NACH', 'English', 'IST', 'PDF']);
/** What the test's own devotee typed (orders-fixtures' checkout form): the devotee's data, not the site's copy. */
const TYPED_BY_THE_DEVOTEE = new Set(['Asha', 'Devi', 'Kashyap']);

/** Order ids, receipt numbers, the payment provider's ids (pay_…), e-mail and web addresses: identifiers, not words. */
const IDENTIFIER =
  /\bSKP[A-Z0-9]+\b|\b(RCT|CRN|DON)\/\d{4}-\d{2}\/\d+|\b(pay|order)_[A-Za-z0-9_]+|[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\b[\w-]+\.(com|in|example)\b/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;

/**
 * Everything on the page a Hindi reader sees or hears: its text (hidden variants too, such as
 * the other widths' Read More cuts), the document title, and the names screen readers speak
 * (aria-label, alt, title, placeholder). Script and style bodies are not text.
 */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-roledescription]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** Each Latin word outside the allow-list, with the text it stands in. */
export function latinWords(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const words = text.replace(IDENTIFIER, ' ').match(LATIN_WORD) ?? [];
    for (const word of words) if (!ALLOWED.has(word) && !TYPED_BY_THE_DEVOTEE.has(word)) found.add(`${word}  ←  “${text.slice(0, 120)}”`);
  }
  return [...found];
}

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
const main = (page: Page) => page.locator('main').first().waitFor();

describe('Hindi pages carry no English word (issue 21)', () => {
  const PUBLIC: [string, () => Promise<string>][] = [
    ['the landing page', async () => '/'],
    ['the puja list', async () => '/puja'],
    ['the chadawa list', async () => '/chadawa'],
    ['a puja page', async () => `/puja/${(await openEvent('puja', 'hindi')).searchKey}`],
    ['a chadawa page', async () => `/chadawa/${(await openEvent('chadawa', 'hindi')).searchKey}`],
    ['the privacy policy', async () => '/policy'],
    ['the support page', async () => '/support'],
    ['the 404 page', async () => '/no-such-page'],
  ];

  for (const [name, path] of PUBLIC) {
    it(`${name}, phone and desk`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await open(await path(), { signedIn: false, viewport, ready: main });
        expect(latinWords(await pageTexts(page))).toEqual([]);
      }
    }, 120_000);
  }

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
  ];

  for (const [name, path, ready] of SIGNED_IN) {
    it(`${name}, phone and desk`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await open(path(), { signedIn: true, viewport, ready });
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
