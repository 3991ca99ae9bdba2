import type { TGetCartResponse, TGetOfferingResponse, TGetPujaResponse } from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enBooking from '../src/locales/en/booking.json' with { type: 'json' };
import enAccount from '../src/locales/en/account.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enEvent from '../src/locales/en/event.json' with { type: 'json' };
import hiAccount from '../src/locales/hi/account.json' with { type: 'json' };
import hiBooking from '../src/locales/hi/booking.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import { api, DESKTOP, eventually, PHONE, useBrowser } from './browser.ts';
import { call, devOtp, newPhone } from './sign-in.ts';

const browser = useBrowser();

const CHADAWA = 'bel-patra-jal-chadawa-kashi-vishwanath';
const PUJA = 'rudrabhishek-kashi-vishwanath';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('userToken') ?? '');
const serverCart = async (page: Page) => (await call<TGetCartResponse>('/cart/', { token: await token(page) })).body.data;

describe('the sign-in modal says why, and finishes what the guest asked for', () => {
  it("a guest's '+ जोड़ें' names the item; after signing up the item is in the basket (Hindi, phone)", async () => {
    const event = (await api<TGetOfferingResponse>(`/offering/name/${CHADAWA}`, 'hindi')).data;
    const item = event.offeringItemList[1]!;
    const page = await browser.open(`/chadawa/${CHADAWA}?language=hindi`, PHONE);
    await page.getByRole('button', { name: hiBooking.items.addNamed.replace('{{name}}', item.name) }).click();

    const modal = page.getByRole('dialog', { name: hiCommon.loginModal.title });
    await modal.getByText(hiCommon.loginModal.reasons.addItem.replace('{{name}}', item.name)).waitFor();
    const phone = newPhone();
    await modal.getByLabel(hiAccount.signIn.phoneLabel).fill(phone);
    await modal.getByRole('button', { name: hiAccount.signIn.sendOtp }).click();
    await modal.getByLabel(hiAccount.signIn.otpLabel, { exact: true }).fill(await devOtp(phone));
    await modal.getByRole('button', { name: hiAccount.signIn.verify }).click();
    await modal.getByLabel(hiAccount.completeProfile.nameLabel).fill('सीता देवी');
    await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: hiAccount.completeProfile.register }).click()]);

    // Signed in, and the item chosen before is added: its stepper shows 1, the server's cart has it.
    await page.getByRole('group', { name: item.name }).locator('output', { hasText: '1' }).waitFor();
    await eventually(async () => (await serverCart(page))?.itemList.find((line) => line.itemId === item.id)?.quantity).toBe(1);
    // Only once: a later reload adds nothing more.
    await page.reload();
    await page.getByRole('group', { name: item.name }).locator('output', { hasText: '1' }).waitFor();
    expect((await serverCart(page))?.itemList.find((line) => line.itemId === item.id)?.quantity).toBe(1);
  });

  it('a guest picking a puja package is told why, signs up and reaches the basket with that package (English, desktop)', async () => {
    const event = (await api<TGetPujaResponse>(`/puja/name/${PUJA}`)).data;
    const pkg = event.pujaPackageList[1] ?? event.pujaPackageList[0]!;
    const page = await browser.open(`/puja/${PUJA}?language=english`, DESKTOP);
    await page.getByRole('button', { name: enEvent.detail.packages.selectNamed.replace('{{name}}', pkg.name) }).click();

    const modal = page.getByRole('dialog', { name: enCommon.loginModal.title });
    await modal.getByText(enCommon.loginModal.reasons.pickPackage.replace('{{name}}', pkg.name)).waitFor();
    const phone = newPhone();
    await modal.getByLabel(enAccount.signIn.phoneLabel).fill(phone);
    await modal.getByRole('button', { name: enAccount.signIn.sendOtp }).click();
    await modal.getByLabel(enAccount.signIn.otpLabel, { exact: true }).fill(await devOtp(phone));
    await modal.getByRole('button', { name: enAccount.signIn.verify }).click();
    await modal.getByLabel(enAccount.completeProfile.nameLabel).fill('Gita Sharma');
    await modal.getByRole('button', { name: enAccount.completeProfile.register }).click();

    // After the reload the package is picked for them: the basket opens with it.
    await page.waitForURL(/\/cart\?/);
    await page.getByText(enBooking.review.taxes).waitFor();
    await eventually(() => page.locator('section[aria-labelledby="review-title"] li').first().textContent()).toContain(pkg.name);
  });

  it('closing the modal without signing in forgets the choice', async () => {
    const event = (await api<TGetOfferingResponse>(`/offering/name/${CHADAWA}`)).data;
    const item = event.offeringItemList[0]!;
    const page = await browser.open(`/chadawa/${CHADAWA}?language=english`, PHONE);
    await page.getByRole('button', { name: enBooking.items.addNamed.replace('{{name}}', item.name) }).click();
    const modal = page.getByRole('dialog', { name: enCommon.loginModal.title });
    await modal.getByText(enCommon.loginModal.reasons.addItem.replace('{{name}}', item.name)).waitFor();
    await modal.getByRole('button', { name: enCommon.loginModal.close }).click();
    await eventually(() => modal.count()).toBe(0);
    expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({});
  });
});
