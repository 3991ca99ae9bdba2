import type { TGetOfferingResponse, TGetOrderResponse, TGetPujaResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import enBooking from '../src/locales/en/booking.json' with { type: 'json' };
import enEvent from '../src/locales/en/event.json' with { type: 'json' };
import hiAccount from '../src/locales/hi/account.json' with { type: 'json' };
import hiBooking from '../src/locales/hi/booking.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import { api, DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';
import { createSession, devOtp, newPhone, useSession } from './sign-in.ts';

const browser = useBrowser();

/** Seeded events that are open for booking (apps/api/src/db/seed/catalogue). */
const CHADAWA = 'bel-patra-jal-chadawa-kashi-vishwanath'; // paid prasad, participants
const PUJA = 'rudrabhishek-kashi-vishwanath'; // FIXED_DATE, packages
const PUJA_ON_REQUEST = 'satyanarayan-katha-har-ki-pauri'; // FIXED_DATES: the devotee picks one of three days

/** yyyy-mm-dd of an instant in India, and its dd-mm-yyyy display. */
const indiaDay = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

/** The order as its owner sees it through the API, once the payment has settled. */
async function settledOrder(orderId: string, token: string, language: 'english' | 'hindi') {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${inject('baseUrl')}/public/api/v1/order/get?orderId=${orderId}`, {
      headers: { 'x-access-token': token, 'accept-language': language },
    });
    const body = (await res.json()) as TGetOrderResponse;
    if (body.data.orderStatus !== 'AWAITING_PAYMENT_CONFIRMATION') return body.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`order ${orderId} did not settle`);
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('userToken') ?? '');
const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('orderId') ?? '';

describe('booking', () => {
  it('a guest offers two chadawa items with prasad, signs up in the modal, fixes a bad pincode and pays (Hindi, phone)', async () => {
    const event = (await api<TGetOfferingResponse>(`/offering/name/${CHADAWA}`, 'hindi')).data;
    const [first, second] = event.offeringItemList;
    const page = await browser.open(`/chadawa/${CHADAWA}?language=hindi`, PHONE);

    // A guest sees '+ Add' only; it opens 'Please Login'.
    await page.getByRole('button', { name: hiBooking.items.addNamed.replace('{{name}}', first!.name) }).click();
    const modal = page.getByRole('dialog', { name: hiCommon.loginModal.title });
    const phone = newPhone();
    await modal.getByLabel(hiAccount.signIn.phoneLabel).fill(phone);
    await modal.getByRole('button', { name: hiAccount.signIn.sendOtp }).click();
    await modal.getByLabel(hiAccount.signIn.otpLabel, { exact: true }).fill(await devOtp(phone));
    await modal.getByRole('button', { name: hiAccount.signIn.verify }).click();
    await modal.getByLabel(hiAccount.completeProfile.nameLabel).fill('सीता देवी');
    await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: hiAccount.completeProfile.register }).click()]);

    // Signed in: the item tapped as a guest is in the basket (its stepper shows 1); '+ Add' becomes a stepper.
    await page.getByRole('group', { name: first!.name }).locator('output', { hasText: '1' }).waitFor();
    await page.getByRole('button', { name: hiBooking.items.addNamed.replace('{{name}}', second!.name) }).click();
    await page.getByRole('button', { name: hiBooking.items.increase.replace('{{name}}', second!.name) }).waitFor();
    await page.getByRole('button', { name: hiBooking.items.increase.replace('{{name}}', first!.name) }).click();
    await page.getByRole('group', { name: first!.name }).locator('output', { hasText: '2' }).waitFor();
    const prasad = page.getByRole('checkbox', { name: new RegExp(hiBooking.prasad.label) });
    await prasad.check();
    await eventually(() => prasad.isEnabled()).toBe(true);
    await eventually(() => prasad.isChecked()).toBe(true);
    await page.getByRole('link', { name: hiBooking.items.goToBasket }).click();

    // Puja Basket: the server's amounts, then the devotee form.
    await page.getByRole('heading', { name: hiBooking.cart.title, level: 1 }).waitFor();
    const total = (2 * first!.amount + second!.amount + event.prasadInfo!.amount).toLocaleString('hi-IN');
    await page.getByText(hiBooking.review.taxes).waitFor();
    await eventually(() => page.locator('section[aria-labelledby="review-title"]').textContent()).toContain(total);
    await page.getByLabel(hiBooking.cart.fullName).fill('सीता देवी');
    await page.getByLabel(hiBooking.cart.gotra).fill('कश्यप');
    await page.getByLabel(hiBooking.cart.whatsapp).fill(phone);
    // One participant: the name is checked as it is typed.
    await page.getByRole('button', { name: hiBooking.participants.add }).click();
    const participant = page.getByLabel(hiBooking.participants.label.replace('{{number}}', '1'));
    await participant.fill('र');
    await page.getByText(hiBooking.validation.nameTooShort).waitFor();
    await participant.fill('राम कुमार');
    await eventually(() => page.getByText(hiBooking.validation.nameTooShort).count()).toBe(0);
    await page.getByLabel(hiBooking.cart.address).fill('12, विश्वनाथ गली');
    await page.getByLabel(hiBooking.cart.city).fill('वाराणसी');
    await page.getByLabel(hiBooking.cart.state).fill('उत्तर प्रदेश');
    await page.getByLabel(hiBooking.cart.pincode).fill('2210');
    await page.getByRole('button', { name: hiBooking.cart.confirmPay }).click();
    await page.getByText(hiBooking.validation.pincodeLength).waitFor();
    expect(page.url()).toContain('/cart');

    await page.getByLabel(hiBooking.cart.pincode).fill('221001');
    await eventually(() => page.getByText(hiBooking.validation.pincodeLength).count()).toBe(0);
    await page.getByRole('button', { name: hiBooking.cart.confirmPay }).click();

    // The simulated provider's checkout (our server's page, in Hindi): pay.
    await page.waitForURL(/\/payment\/simulated\/checkout\//);
    await page.getByRole('button', { name: /^भुगतान करें/ }).click();
    await page.waitForURL(/\/payment\/status\?/);
    expect(new URL(page.url()).searchParams.get('language')).toBe('hindi');
    await page.getByRole('heading', { name: hiBooking.payment.successTitle }).waitFor();
    const orderId = orderIdOf(page);

    const order = await settledOrder(orderId, await token(page), 'hindi');
    expect(order.orderStatus).toBe('SUCCESS');
    expect(order.shippingDetails?.location.pincode).toBe('221001');
    expect(order.userInfo.additionalNames).toEqual(['राम कुमार']);

    // Bookings list: the order with its paid status.
    await page.goto('/orders?language=hindi');
    const card = page.locator(`article[aria-labelledby="order-${orderId}"]`);
    await card.waitFor();
    await eventually(() => card.textContent()).toContain(order.orderDisplayName);
  });

  it('a returning user books a puja package, the payment fails, and Pay Now on the failure page pays (English, desktop)', async () => {
    const event = (await api<TGetPujaResponse>(`/puja/name/${PUJA}`)).data;
    const pkg = event.pujaPackageList[0]!;
    const session = await createSession('Gita Sharma');
    const page = await browser.open(`/puja/${PUJA}?language=english`, DESKTOP);
    await useSession(page, session);

    await page.getByRole('button', { name: enEvent.detail.packages.selectNamed.replace('{{name}}', pkg.name) }).click();
    await page.waitForURL(/\/cart\?/);
    await page.getByText(enBooking.review.taxes).waitFor();
    // The package leads the payment summary.
    await eventually(() => page.locator('section[aria-labelledby="review-title"] li').first().textContent()).toContain(pkg.name);

    // Every required field is named when the form is sent empty.
    await page.getByRole('button', { name: enBooking.cart.confirmPay }).click();
    for (const text of [enBooking.validation.fullNameRequired, enBooking.validation.gotraRequired, enBooking.validation.whatsappRequired])
      await page.getByText(text).waitFor();
    await page.getByLabel(enBooking.cart.fullName).fill('Gita 2');
    await page.getByText(enBooking.validation.fullNameDigits).waitFor();
    await page.getByLabel(enBooking.cart.fullName).fill('Gita Sharma');
    await page.getByLabel(enBooking.cart.gotra).fill('Bharadwaj');
    await page.getByLabel(enBooking.cart.whatsapp).fill(session.phone);
    await page.getByRole('button', { name: enBooking.cart.confirmPay }).click();

    await page.waitForURL(/\/payment\/simulated\/checkout\//);
    await page.getByRole('button', { name: 'Make the payment fail' }).click();
    await page.waitForURL(/\/payment\/status\?/);
    await page.getByRole('heading', { name: enBooking.payment.failureTitle }).waitFor();
    const orderId = orderIdOf(page);
    expect((await settledOrder(orderId, session.token, 'english')).orderStatus).toBe('PAYMENT_FAILED');

    await page.getByRole('button', { name: enBooking.payment.retry }).click();
    await page.waitForURL(/\/payment\/simulated\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment\/status\?/);
    await page.getByRole('heading', { name: enBooking.payment.successTitle }).waitFor();
    expect(orderIdOf(page)).toBe(orderId);
    expect((await settledOrder(orderId, session.token, 'english')).orderStatus).toBe('SUCCESS');
  });

  it('the review panel shows the date the devotee picks for a puja on request, not the event date (English, phone)', async () => {
    const event = (await api<TGetPujaResponse>(`/puja/name/${PUJA_ON_REQUEST}`)).data;
    const days = event.pujaDateOptions!.allowedDateTime.map(indiaDay);
    const eventDay = indiaDay(event.mainSection.eventDateTime || event.eventDateTime);
    // Neither the preselected first day nor the event's own date, so only the picked one can show.
    const picked = days.slice(1).find((d) => d !== eventDay)!;
    expect(picked).toBeTruthy();
    const page = await browser.open(`/puja/${PUJA_ON_REQUEST}?language=english`, PHONE);
    await useSession(page, await createSession('Uma Rao'));
    await page.getByRole('button', { name: enEvent.detail.packages.selectNamed.replace('{{name}}', event.pujaPackageList[0]!.name) }).click();
    await page.waitForURL(/\/cart\?/);
    const review = page.locator('section[aria-labelledby="review-title"]');
    await review.getByText(`${enBooking.review.eventDate}: ${ddmmyyyy(days[0]!)}`).waitFor();

    const dayButton = page.getByRole('button', { name: ddmmyyyy(picked), exact: true });
    for (let i = 0; i < 3 && !(await dayButton.count()); i++) await page.getByRole('button', { name: enBooking.datePicker.nextMonth }).click();
    await dayButton.click();
    await review.getByText(`${enBooking.review.eventDate}: ${ddmmyyyy(picked)}`).waitFor();
  });

  it('sends a visitor without an order id home with "Order ID not found"', async () => {
    const page = await browser.open('/payment/status?language=english', PHONE);
    await page.getByText(enBooking.payment.orderIdNotFound).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    // On a 360 px phone the toast's close button sits inside the toast, not half over its edge.
    const toast = page.locator('[data-sonner-toast]', { hasText: enBooking.payment.orderIdNotFound });
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const outer = (await toast.boundingBox())!;
    const close = (await toast.locator('[data-close-button]').boundingBox())!;
    expect(close.x).toBeGreaterThanOrEqual(outer.x);
    expect(close.y).toBeGreaterThanOrEqual(outer.y);
    expect(close.x + close.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(close.y + close.height).toBeLessThanOrEqual(outer.y + outer.height);
  });

  it('labels the toasts and their close button in Hindi on a Hindi page', async () => {
    const page = await browser.open('/payment/status?language=hindi', PHONE);
    const toast = page.locator('[data-sonner-toast]', { hasText: hiBooking.payment.orderIdNotFound });
    await toast.waitFor();
    await toast.getByRole('button', { name: hiCommon.toasts.close, exact: true }).waitFor();
    // Sonner's region has no size of its own (its toasts are positioned), so it is found, not seen.
    await page.getByRole('region', { name: hiCommon.toasts.region }).waitFor({ state: 'attached' });
  });

  it('shows the empty basket to a guest', async () => {
    const page = await browser.open('/cart?language=english', PHONE);
    await page.getByText(enBooking.cart.empty).waitFor();
  });
});
