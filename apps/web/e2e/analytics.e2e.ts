import type { TGetOfferingResponse, TGetPujaResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enBooking from '../src/locales/en/booking.json' with { type: 'json' };
import enEvent from '../src/locales/en/event.json' with { type: 'json' };
import hiBooking from '../src/locales/hi/booking.json' with { type: 'json' };
import hiEvent from '../src/locales/hi/event.json' with { type: 'json' };
import { api, DESKTOP, PHONE, useBrowser } from './browser.ts';
import { createSession, newPhone, useSession, type Session } from './sign-in.ts';

const browser = useBrowser();

/** Seeded events open for booking (apps/api/src/db/seed/catalogue), as in booking.e2e.ts. */
const CHADAWA = 'bel-patra-jal-chadawa-kashi-vishwanath';
const PUJA = 'rudrabhishek-kashi-vishwanath';

type Entry = Record<string, unknown> & { event?: string };

/** What the page itself holds in `window.dataLayer` (the site is built without a tag-manager id). */
const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? null)) as Entry[] | null);

async function waitForEntry(page: Page, event: string): Promise<Entry> {
  await expect.poll(async () => (await dataLayer(page))?.some((e) => e.event === event), { timeout: 10_000 }).toBe(true);
  return (await dataLayer(page))!.filter((e) => e.event === event).at(-1)!;
}

/**
 * Keeps a copy of every data-layer push across full navigations (the order's checkout page and
 * the return to the status page are new documents, each with a new data layer). The site still
 * creates `window.dataLayer` itself: the copy only watches the property being set.
 */
async function recordDataLayer(page: Page): Promise<Entry[]> {
  const seen: Entry[] = [];
  await page.context().exposeBinding('__recordDataLayer', (_source, json: string) => void seen.push(JSON.parse(json) as Entry));
  await page.context().addInitScript(() => {
    let layer: unknown[] | undefined;
    const record = (window as unknown as { __recordDataLayer: (json: string) => void }).__recordDataLayer;
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => layer,
      set(value: unknown[]) {
        layer = value;
        const push = value.push.bind(value);
        value.push = (...entries: unknown[]) => {
          for (const entry of entries) record(JSON.stringify(entry));
          return push(...entries);
        };
      },
    });
  });
  return seen;
}

async function recorded(seen: Entry[], event: string): Promise<Entry> {
  await expect.poll(() => seen.some((e) => e.event === event), { timeout: 10_000 }).toBe(true);
  return seen.filter((e) => e.event === event).at(-1)!;
}

/** Spec §7: every event carries browser, logged-in flag, time and customer id. */
function expectCommonFields(entry: Entry, customer: { isLoggedIn: boolean; customerId: string | RegExp }) {
  expect(entry.browser).toBe('Chrome');
  expect(entry.isLoggedIn).toBe(customer.isLoggedIn);
  if (customer.customerId instanceof RegExp) expect(entry.customerId).toMatch(customer.customerId);
  else expect(entry.customerId).toBe(customer.customerId);
  expect(Math.abs(Date.parse(String(entry.time)) - Date.now())).toBeLessThan(120_000);
}

const signedIn = (session: Session) => ({ isLoggedIn: true, customerId: session.userId });

describe('analytics data layer', () => {
  it('a guest: page views and participate-now on the landing page and a list, without a tag manager (English, desktop)', async () => {
    const page = await browser.open('/?language=english', DESKTOP);
    const view = await waitForEntry(page, 'page_view');
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
    expect(view).toMatchObject({ page_path: '/', language: 'english' });
    const guest = { isLoggedIn: false, customerId: /^GUEST_/ };
    expectCommonFields(view, guest);

    const participate = page.getByRole('link', { name: enEvent.participateNow });
    const card = page.locator('article', { has: participate }).first();
    const eventName = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name: enEvent.participateNow }).click();
    await page.waitForURL(/\/puja\/[^/?]+\?/);
    const landing = await waitForEntry(page, 'BOOK_PUJA_PARTICIPATE_LANDING_PAGE');
    expect(landing).toMatchObject({ eventName });
    expect(typeof landing.eventId).toBe('string');
    expectCommonFields(landing, guest);
    await expect.poll(async () => (await dataLayer(page))!.filter((e) => e.event === 'page_view').at(-1)?.page_path).toMatch(/^\/puja\//);

    await page.goto('/chadawa?language=english');
    const listCard = page.locator('article', { has: participate }).first();
    const chadawaName = (await listCard.getByRole('heading').textContent())!.trim();
    await listCard.getByRole('link', { name: enEvent.participateNow }).click();
    await page.waitForURL(/\/chadawa\/[^/?]+\?/);
    expect(await waitForEntry(page, 'BOOK_CHADAWA_PARTICIPATE_LIST_PAGE')).toMatchObject({ eventName: chadawaName });
  });

  it('a devotee books a puja and pays: BOOK_PUJA, add_to_cart, view_cart, begin_checkout, payment_status, purchase (English, desktop)', async () => {
    const event = (await api<TGetPujaResponse>(`/puja/name/${PUJA}`)).data;
    const pkg = event.pujaPackageList[0]!;
    const session = await createSession('Gita Sharma');
    const page = await browser.open(`/puja/${PUJA}?language=english`, DESKTOP);
    const seen = await recordDataLayer(page);
    await useSession(page, session);

    await page.getByRole('button', { name: enEvent.detail.packages.selectNamed.replace('{{name}}', pkg.name) }).click();
    await page.waitForURL(/\/cart\?/);
    const added = await waitForEntry(page, 'add_to_cart');
    expect(added).toMatchObject({ name: pkg.name, value: pkg.amount, currency: 'INR' });
    expectCommonFields(added, signedIn(session));
    const book = await waitForEntry(page, 'BOOK_PUJA');
    expect(book).toMatchObject({ eventId: event.id, eventName: event.mainSection.name, packageName: pkg.name, value: pkg.amount, currency: 'INR' });
    expectCommonFields(book, signedIn(session));
    const cart = await waitForEntry(page, 'view_cart');
    expect(cart).toMatchObject({ cartType: 'PUJA', eventId: event.id, currency: 'INR' });
    expect(cart.itemCount).toBeGreaterThanOrEqual(1);
    expect(cart.value).toBeGreaterThanOrEqual(pkg.amount);
    expectCommonFields(cart, signedIn(session));

    await page.getByLabel(enBooking.cart.fullName).fill('Gita Sharma');
    await page.getByLabel(enBooking.cart.gotra).fill('Bharadwaj');
    await page.getByLabel(enBooking.cart.whatsapp).fill(session.phone);
    await page.getByRole('button', { name: enBooking.cart.confirmPay }).click();
    await page.waitForURL(/\/payment\/simulated\/checkout\//);
    const checkout = await recorded(seen, 'begin_checkout');
    expect(checkout).toMatchObject({ cartType: 'PUJA', eventId: event.id, itemCount: cart.itemCount, value: cart.value, currency: 'INR' });
    expectCommonFields(checkout, signedIn(session));

    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment\/status\?/);
    await page.getByRole('heading', { name: enBooking.payment.successTitle }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const status = await waitForEntry(page, 'payment_status');
    expect(status).toMatchObject({ orderId, result: 'success', value: cart.value, currency: 'INR' });
    expect(['SUCCESS', 'AWAITING_PAYMENT_CONFIRMATION']).toContain(status.orderStatus);
    expectCommonFields(status, signedIn(session));
    const purchase = await waitForEntry(page, 'purchase');
    expect(purchase).toMatchObject({ transaction_id: orderId, value: cart.value, currency: 'INR' });
    expectCommonFields(purchase, signedIn(session));
    // Each of these once: a data layer is not a log of re-renders.
    for (const name of ['BOOK_PUJA', 'view_cart', 'begin_checkout', 'payment_status', 'purchase'])
      expect(
        seen.filter((e) => e.event === name),
        name,
      ).toHaveLength(1);
  });

  it("a devotee offers chadawa, books it from the bar, and the payment fails: BOOK_CHADAWA, view_cart, payment_status 'failure', no purchase (Hindi, phone)", async () => {
    const event = (await api<TGetOfferingResponse>(`/offering/name/${CHADAWA}`, 'hindi')).data;
    const item = event.offeringItemList[0]!;
    const session = await createSession('सीता देवी', newPhone());
    const page = await browser.open(`/chadawa/${CHADAWA}?language=hindi`, PHONE);
    const seen = await recordDataLayer(page);
    await useSession(page, session);

    await page.getByRole('button', { name: hiBooking.items.addNamed.replace('{{name}}', item.name) }).click();
    await page.getByRole('button', { name: hiBooking.items.increase.replace('{{name}}', item.name) }).click();
    await page.getByRole('group', { name: item.name }).locator('output', { hasText: '2' }).waitFor();
    // The bar: 'offer chadawa' scrolls to the items, then 'book chadawa' goes to the basket (spec §4).
    await page.getByRole('button', { name: hiEvent.detail.bar.offerChadawa }).click();
    await page.getByRole('button', { name: hiBooking.items.bookChadawa }).click();
    await page.waitForURL(/\/cart\?/);
    const book = await waitForEntry(page, 'BOOK_CHADAWA');
    expect(book).toMatchObject({ eventId: event.id, eventName: event.mainSection.name, itemCount: 2, value: 2 * item.amount, currency: 'INR' });
    expectCommonFields(book, signedIn(session));
    const cart = await waitForEntry(page, 'view_cart');
    expect(cart).toMatchObject({ cartType: 'OFFERING', eventId: event.id, currency: 'INR' });
    expect(cart.itemCount).toBeGreaterThanOrEqual(2);
    expect(seen.filter((e) => e.event === 'add_to_cart').map((e) => e.name)).toEqual([item.name, item.name]);

    await page.getByLabel(hiBooking.cart.fullName).fill('सीता देवी');
    await page.getByLabel(hiBooking.cart.gotra).fill('कश्यप');
    await page.getByLabel(hiBooking.cart.whatsapp).fill(session.phone);
    await page.getByRole('button', { name: hiBooking.cart.confirmPay }).click();
    await page.waitForURL(/\/payment\/simulated\/checkout\//);
    expect(await recorded(seen, 'begin_checkout')).toMatchObject({ cartType: 'OFFERING', eventId: event.id, value: cart.value });
    await page.getByRole('button', { name: 'भुगतान विफल करें' }).click();
    await page.waitForURL(/\/payment\/status\?/);
    await page.getByRole('heading', { name: hiBooking.payment.failureTitle }).waitFor();
    const status = await waitForEntry(page, 'payment_status');
    expect(status).toMatchObject({
      orderId: new URL(page.url()).searchParams.get('orderId'),
      result: 'failure',
      orderStatus: 'PAYMENT_FAILED',
      value: cart.value,
    });
    expectCommonFields(status, signedIn(session));
    expect(seen.some((e) => e.event === 'purchase')).toBe(false);
  });

  it("a status page without an order's data says 'error' (the sorry page)", async () => {
    const session = await createSession('Ravi Kumar');
    const page = await browser.open('/?language=english', PHONE);
    await useSession(page, session);
    await page.goto('/payment/status?orderId=SKPNOSUCHORDER&language=english');
    const status = await waitForEntry(page, 'payment_status');
    expect(status).toMatchObject({ orderId: 'SKPNOSUCHORDER', result: 'error', orderStatus: null, value: null });
  });
});
