import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en/orders.json' with { type: 'json' };
import hi from '../src/locales/hi/orders.json' with { type: 'json' };
import enBooking from '../src/locales/en/booking.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import hiBooking from '../src/locales/hi/booking.json' with { type: 'json' };
import { PHONE, eventually, useBrowser } from './browser.ts';
import { bookablePuja, payOrder, placePujaOrder } from './orders-fixtures.ts';
import { createSession, newPhone, useSession, type Session } from './sign-in.ts';

const browser = useBrowser();

/** One more order than a page holds (10), so the list must scroll to a second page. */
const ORDER_COUNT = 11;

let owner: Session;
let stranger: Session;
let ordersNewestFirst: string[];
let paidOrderId: string;
let eventName: string;

beforeAll(async () => {
  // This file's users start with 7 (other files use 9), so OTP limits never collide.
  [owner, stranger] = await Promise.all([createSession('Asha Devi', newPhone('7')), createSession('Ravi Kumar', newPhone('7'))]);
  eventName = (await bookablePuja()).name;
  const placed: string[] = [];
  for (let i = 0; i < ORDER_COUNT; i++) placed.push(await placePujaOrder(owner.token));
  paidOrderId = placed[0]!;
  await payOrder(owner.token, paidOrderId);
  ordersNewestFirst = placed.reverse();
  await placePujaOrder(stranger.token);
}, 120_000);

async function openSignedIn(path: string, session: Session, viewport?: typeof PHONE): Promise<Page> {
  const page = await browser.open(path, viewport);
  await useSession(page, session);
  return page;
}

/** Scrolls a thumb's worth at a time until the target shows (the list loads its next page on the way). */
async function scrollUntilVisible(page: Page, selector: string) {
  const target = page.locator(selector).first();
  for (let i = 0; i < 60 && !(await target.isVisible()); i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await target.waitFor();
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('bookings list', () => {
  it("shows the user's orders newest first, with status chips, rupee amounts, Pay Now and the end message", async () => {
    const page = await openSignedIn('/orders?language=english', owner);
    await page.getByRole('heading', { level: 2, name: eventName }).first().waitFor();
    await scrollUntilVisible(page, `text=${en.list.noMore}`);
    const cards = page.locator('article');
    await eventually(() => cards.count()).toBe(ORDER_COUNT);
    await eventually(() => cards.evaluateAll((els) => els.map((el) => el.querySelector('dd')?.textContent))).toEqual(ordersNewestFirst);

    const newest = cards.first();
    await eventually(() => newest.textContent()).toContain('Payment Pending');
    await eventually(() => newest.textContent()).toMatch(/₹[\d,]+\.\d{2}/);
    await eventually(() => newest.textContent()).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/); // short month
    await newest.getByRole('button', { name: en.pay.payNow }).waitFor();

    const paid = cards.last();
    await eventually(() => paid.textContent()).toContain('Booking Confirmed');
    await eventually(() => paid.getByRole('button', { name: en.pay.payNow }).count()).toBe(0);

    // The info button shows the status description.
    await paid.getByRole('button', { name: /About the status/ }).click();
    await eventually(() => paid.getByRole('tooltip').textContent()).toMatch(/Payment received/);
  });

  it('works in Hindi on a 360 px phone without sideways scrolling', async () => {
    const page = await openSignedIn('/orders?language=hindi', owner, PHONE);
    await page.locator('article').first().waitFor();
    await eventually(() => page.locator('article').first().textContent()).toContain('भुगतान लंबित');
    await page.getByRole('button', { name: hi.pay.payNow }).first().waitFor();
    await eventually(() => noSideScroll(page)).toBe(true);
  });

  it("a failed payment's card says one state and the order page's next step, 'Retry payment', in both languages (issue 21 item 6)", async () => {
    const devotee = await createSession('Gauri Shankar', newPhone('7'));
    const orderId = await placePujaOrder(devotee.token);
    await payOrder(devotee.token, orderId, 'failed');
    for (const [language, texts, viewport] of [
      ['english', en, undefined],
      ['hindi', hi, PHONE],
    ] as const) {
      const page = await openSignedIn(`/orders?language=${language}`, devotee, viewport);
      const card = page.locator(`article[aria-labelledby="order-${orderId}"]`);
      await card.getByRole('button', { name: texts.pay.retry }).waitFor();
      await eventually(() => card.textContent()).toContain(language === 'english' ? 'Payment Failed' : 'भुगतान विफल');
      expect(await card.getByRole('button', { name: texts.pay.payNow }).count()).toBe(0);
      // The order page offers the same next step.
      await card.getByRole('link', { name: new RegExp(orderId) }).click();
      await page.getByRole('button', { name: texts.pay.retry }).waitFor();
    }
  });

  it('Pay Now shows the processing state and opens the checkout', async () => {
    const page = await openSignedIn('/orders?language=english', owner);
    // Held back a moment so the processing state can be seen, as on a slow connection.
    await page.route('**/payment/initiate', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const card = page.locator('article').first();
    await card.getByRole('button', { name: en.pay.payNow }).click();
    const processing = card.getByRole('button', { name: en.pay.processing });
    await processing.waitFor();
    await eventually(() => processing.isDisabled()).toBe(true);
    await page.waitForURL(/\/payment\/simulated\/checkout\//);
  });

  it('Pay Now on an order paid meanwhile (another tab, a lost callback) leads to its status page, not a second checkout', { timeout: 60_000 }, async () => {
    const devotee = await createSession('Meera Bai', newPhone('7'));
    const orderId = await placePujaOrder(devotee.token);
    const page = await openSignedIn('/orders?language=english', devotee);
    const card = page.locator(`article[aria-labelledby="order-${orderId}"]`);
    const payNow = card.getByRole('button', { name: en.pay.payNow });
    await payNow.waitFor();
    await payOrder(devotee.token, orderId); // the list still shows Pay Now
    await payNow.click();
    // The server refuses at once (409 ORDER_ALREADY_PAID, final for the request helper) and the site shows the order's status.
    await page.waitForURL(new RegExp(`/payment/status\\?orderId=${orderId}`), { timeout: 20_000 });
    await page.getByRole('heading', { name: enBooking.payment.successTitle }).waitFor();
    expect(page.url()).not.toMatch(/simulated\/checkout/);
    // Being paid is good news, not an error: no toast says the request failed.
    expect(await page.locator('[data-sonner-toast]').allTextContents()).toEqual([]);
  });

  it('asks a guest to log in, and the button opens the login modal', async () => {
    const page = await browser.open('/orders?language=english');
    await page.getByRole('heading', { name: en.signedOut.title }).waitFor();
    await page.getByRole('button', { name: en.signedOut.login }).click();
    await page.getByRole('dialog', { name: enCommon.loginModal.title }).waitFor();
  });
});

describe('payment status page', () => {
  it('reads the order id and the amount once each to a screen reader (label, then value), in both languages', async () => {
    for (const [language, texts] of [
      ['english', enBooking],
      ['hindi', hiBooking],
    ] as const) {
      const page = await openSignedIn(`/payment/status?orderId=${paidOrderId}&language=${language}`, owner, PHONE);
      await page.getByRole('heading', { name: texts.payment.successTitle }).waitFor();
      // Each label is the term of its value.
      await eventually(() => page.getByRole('term').allTextContents()).toEqual([texts.payment.orderId, texts.payment.amount]);
      await eventually(async () => (await page.getByRole('definition').allTextContents())[0]).toBe(paidOrderId);
      // What is read out (link targets are not), in the result card.
      const tree = (await page.getByRole('region', { name: texts.payment.successTitle }).ariaSnapshot())
        .split('\n')
        .filter((line) => !line.includes('/url:'))
        .join('\n');
      const times = (text: string) => tree.split(text).length - 1;
      expect(times(texts.payment.orderId)).toBe(1);
      expect(times(texts.payment.amount)).toBe(1);
      expect(times(paidOrderId)).toBe(1);
    }
  });
});

/** How many lines each label and value of the three info cards takes (order date, puja date, type). */
async function infoCardLines(page: Page, firstLabel: string) {
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByText(firstLabel, { exact: true }) })
    .locator('xpath=..')
    .locator('li');
  return cards.evaluateAll((items) =>
    items.flatMap((item) =>
      [...item.children].map((part) => {
        const range = document.createRange();
        range.selectNodeContents(part);
        return `${part.textContent}: ${new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size}`;
      }),
    ),
  );
}

/** Rewrites the order's status in the page's order reads to AWAITING_PAYMENT_CONFIRMATION (until unrouted). */
const showAwaitingConfirmation = (page: Page) =>
  page.route('**/public/api/v1/order/get?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { orderStatus: string } };
    body.data.orderStatus = 'AWAITING_PAYMENT_CONFIRMATION';
    await route.fulfill({ response, json: body });
  });

/** Purchase events the page has sent to the tag manager's data layer. */
const purchases = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase').length);

describe('payment status page while the bank confirms', () => {
  it("says the payment is being confirmed, then turns to 'successful' by itself once it is (both languages)", async () => {
    for (const [language, texts] of [
      ['english', enBooking],
      ['hindi', hiBooking],
    ] as const) {
      const page = await browser.open('/?language=english', PHONE);
      // The order as the API shows it when the provider could not be asked right after the payment.
      await showAwaitingConfirmation(page);
      await useSession(page, owner);
      await page.goto(`/payment/status?orderId=${paidOrderId}&language=${language}`);
      await page.getByRole('heading', { name: texts.payment.confirmingTitle }).waitFor();
      await eventually(() => page.getByRole('heading', { name: texts.payment.successTitle }).count()).toBe(0);
      // Not a purchase yet: the bank may still refuse.
      expect(await purchases(page)).toBe(0);
      // The bank confirms (the real order is paid): the page asks again and shows the result.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('heading', { name: texts.payment.successTitle }).waitFor({ timeout: 15_000 });
      // Now it is a purchase, counted once.
      await eventually(() => purchases(page)).toBe(1);
    }
  });
});

describe('order details', () => {
  it('keeps every date card on one line on a 360 px phone, in both languages', async () => {
    for (const [language, texts] of [
      ['english', en],
      ['hindi', hi],
    ] as const) {
      const page = await openSignedIn(`/orders/details?orderId=${paidOrderId}&language=${language}`, owner, PHONE);
      await page.getByText(texts.details.orderType, { exact: true }).waitFor();
      await eventually(async () => (await infoCardLines(page, texts.details.orderDate)).length).toBe(6);
      await eventually(async () => (await infoCardLines(page, texts.details.orderDate)).filter((l) => !l.endsWith(': 1'))).toEqual([]);
    }
  });

  it('shows the paid order: cards, four tabs, transaction rows, banner and the in-process placeholder', async () => {
    const page = await openSignedIn(`/orders/details?orderId=${paidOrderId}&language=english`, owner);
    await page.getByRole('heading', { level: 1, name: eventName }).waitFor();
    await eventually(() => page.getByText(en.details.orderIdLine.replace('{{id}}', paidOrderId)).count()).toBe(1);
    for (const label of [en.details.orderDate, en.details.pujaDate, en.details.orderType]) await page.getByText(label, { exact: true }).first().waitFor();
    await eventually(() => page.getByRole('tab').allTextContents()).toEqual([en.tabs.summary, en.tabs.shipping, en.tabs.tracking, en.tabs.payment]);
    await eventually(() => page.getByRole('button', { name: en.pay.payNow }).count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: /Your puja (will be performed on|video is available)/ })
      .waitFor();
    await page.getByText(en.video.inProcess).waitFor();

    await page.getByRole('tab', { name: en.tabs.payment }).click();
    const panel = page.getByRole('tabpanel');
    await eventually(() => panel.locator('dt').allTextContents()).toEqual([
      en.payment.orderId,
      en.payment.status,
      en.payment.totalAmount,
      en.payment.paymentId,
      en.payment.paymentMethod,
      // Issue 23: the receipt, with its download link.
      en.payment.documents.RECEIPT,
    ]);
    await eventually(async () => (await panel.locator('dd').allTextContents())[0]).toBe(paidOrderId);
    const values = await panel.locator('dd').allTextContents();
    expect(values[1]).toBe('Booking Confirmed');
    expect(values[2]).toMatch(/^₹[\d,]+(\.\d{2})?$/);
    expect(values[3]).not.toBe(en.common.na);
    // Paid with 'card' (orders-fixtures.ts): named, not the provider's raw value.
    expect(values[4]).toBe(en.paymentMethods.card);

    await page.getByRole('link', { name: en.details.viewMore }).click();
    await page.waitForURL(/\/orders\?language=english$/);
  });

  it('downloads the receipt PDF from the payment tab, in the order page’s language (issue 23)', async () => {
    for (const [language, texts] of [
      ['english', en],
      ['hindi', hi],
    ] as const) {
      const page = await openSignedIn(`/orders/details?orderId=${paidOrderId}&language=${language}`, owner);
      await page.getByRole('tab', { name: texts.tabs.payment }).click();
      const link = page.getByRole('link', { name: /RCT\/\d{4}-\d{2}\/\d{6}/ });
      await link.waitFor();
      const number = /RCT\/\d{4}-\d{2}\/\d{6}/.exec((await link.textContent()) ?? '')![0];
      expect(await link.textContent()).toBe(texts.payment.documents.download.replace('{{number}}', number));
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
      const file = await download.path();
      const { readFile } = await import('node:fs/promises');
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('shows an unpaid order with Pay Now and the payment-pending banner, in Hindi on a phone', async () => {
    const page = await openSignedIn(`/orders/details?orderId=${ordersNewestFirst[0]}&language=hindi`, owner, PHONE);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: hi.pay.payNow }).waitFor();
    await page.getByText(hi.banner.paymentPending).waitFor();
    await eventually(() => page.getByText(hi.video.inProcess).count()).toBe(0);
    await page.getByRole('tab', { name: hi.tabs.shipping }).click();
    await page.getByRole('tabpanel').getByText(hi.shipping.noPrasad).waitFor();
    await eventually(() => noSideScroll(page)).toBe(true);
  });

  it('says the payment is being confirmed, not pending, while the bank confirms it (both languages)', async () => {
    for (const [language, texts] of [
      ['english', en],
      ['hindi', hi],
    ] as const) {
      const page = await browser.open('/?language=english', PHONE);
      // The simulated provider settles at once; the order is shown as the API shows it between
      // the devotee's payment and the bank's answer.
      await showAwaitingConfirmation(page);
      await useSession(page, owner);
      await page.goto(`/orders/details?orderId=${paidOrderId}&language=${language}`);
      await page.getByRole('status').filter({ hasText: texts.banner.paymentConfirming }).waitFor();
      await eventually(() => page.getByText(texts.banner.paymentPending).count()).toBe(0);
      // The page re-reads the order now and then; none of those may outlive the test half-answered.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it("shows 'Order not found' for another user's order", async () => {
    const page = await openSignedIn(`/orders/details?orderId=${paidOrderId}&language=english`, stranger);
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
    await page.getByRole('link', { name: en.notFound.back }).waitFor();
    await eventually(() => page.getByText(eventName).count()).toBe(0);
  });

  it('asks a guest to log in', async () => {
    const page = await browser.open(`/orders/details?orderId=${paidOrderId}&language=english`);
    await page.getByRole('heading', { name: en.signedOut.title }).waitFor();
    await page.getByRole('button', { name: en.signedOut.login }).waitFor();
  });
});
