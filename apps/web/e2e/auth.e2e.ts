import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enAccount from '../src/locales/en/account.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import hiAccount from '../src/locales/hi/account.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import { DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';
import { createSession, devOtp, newPhone, userStatus, useSession } from './sign-in.ts';

const browser = useBrowser();

const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }));

describe('sign-in', () => {
  it('a new user signs in through the Please Login modal, gives a name, and sees the profile (phone, English)', async () => {
    const page = await browser.open('/profile?language=english', PHONE);
    await page.getByRole('button', { name: enAccount.profile.login }).click();
    const modal = page.getByRole('dialog', { name: enCommon.loginModal.title });
    const guestId = (await storage(page)).guestId;
    expect(guestId).toMatch(/^GUEST_/);

    await modal.getByLabel(enAccount.signIn.phoneLabel).fill('98765');
    await modal.getByRole('button', { name: enAccount.signIn.sendOtp }).click();
    await modal.getByText(enAccount.signIn.phoneInvalid).waitFor();

    const phone = newPhone();
    await modal.getByLabel(enAccount.signIn.phoneLabel).fill(phone);
    await modal.getByRole('button', { name: enAccount.signIn.sendOtp }).click();
    // Resend stays locked for a while after a send.
    await eventually(() => modal.getByRole('button', { name: /Resend OTP in \d+ s/ }).isDisabled()).toBe(true);
    await modal.getByLabel(enAccount.signIn.otpLabel, { exact: true }).fill(await devOtp(phone));
    await modal.getByRole('button', { name: enAccount.signIn.verify }).click();

    // New account: the complete-profile step; an empty name is refused.
    await modal.getByRole('button', { name: enAccount.completeProfile.register }).click();
    await modal.getByText(enAccount.completeProfile.nameRequired).waitFor();
    await modal.getByLabel(enAccount.completeProfile.nameLabel).fill('Sita Devi');
    await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: enAccount.completeProfile.register }).click()]);

    // The page reloaded signed in.
    await page.getByTestId('profile-name').filter({ hasText: 'Sita Devi' }).waitFor();
    await eventually(() => page.getByTestId('profile-phone').textContent()).toBe(`+91 ${phone}`);
    const after = await storage(page);
    expect(after.userToken).toBeTruthy();
    expect(after.userId).toBeTruthy();
    expect(after.guestId).toBeUndefined();
  });

  it('on /auth in Hindi a new user signs up, gives a name, and lands on the home page (desktop)', async () => {
    const phone = newPhone();
    const page = await browser.open('/auth?language=hindi', DESKTOP);
    await page.getByLabel(hiAccount.signIn.phoneLabel).fill(phone);
    await page.getByRole('button', { name: hiAccount.signIn.sendOtp }).click();
    // Each later step comes up with its field focused (autoFocus after mount, not only on load).
    // Focus moves in an effect after the field appears, so wait for it rather than read it once.
    const focused = (name: string) => page.waitForFunction((n) => document.activeElement?.getAttribute('name') === n, name);
    await page.getByLabel(hiAccount.signIn.otpLabel, { exact: true }).waitFor();
    await focused('otp');
    await page.getByLabel(hiAccount.signIn.otpLabel, { exact: true }).fill(await devOtp(phone));
    await page.getByRole('button', { name: hiAccount.signIn.verify }).click();
    await page.getByLabel(hiAccount.completeProfile.nameLabel).waitFor();
    await focused('name');
    await page.getByLabel(hiAccount.completeProfile.nameLabel).fill('राम कुमार');
    await page.getByRole('button', { name: hiAccount.completeProfile.register }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('language') === 'hindi');
    // Signed-in header: Bookings link instead of Signup.
    await page.getByRole('banner').getByRole('link', { name: hiCommon.nav.bookings }).waitFor();
    await page.goto('/profile?language=hindi');
    await page.getByTestId('profile-name').filter({ hasText: 'राम कुमार' }).waitFor();
  });
});

describe('session', () => {
  it('logout in one tab signs the other tab out', async () => {
    const session = await createSession('Gita Sharma');
    const first = await browser.open('/?language=english', DESKTOP);
    await useSession(first, session);
    await first.goto('/profile?language=english');
    await first.getByTestId('profile-name').filter({ hasText: 'Gita Sharma' }).waitFor();

    const second = await first.context().newPage();
    const secondErrors: string[] = [];
    second.on('pageerror', (err) => secondErrors.push(err.message));
    await second.goto('/puja?language=english');
    const header = second.getByRole('banner');
    await header.getByRole('link', { name: enCommon.nav.bookings }).waitFor();

    await first.getByRole('button', { name: enAccount.profile.logout }).click();
    await first.waitForURL((url) => url.pathname === '/');
    await eventually(async () => (await storage(first)).userToken).toBeUndefined();

    // The other tab notices without a reload: signed-out header, Bookings gone.
    await header.getByRole('link', { name: enCommon.nav.signup }).waitFor({ timeout: 3000 });
    await eventually(() => header.getByRole('link', { name: enCommon.nav.bookings }).count()).toBe(0);
    await eventually(() => userStatus(session.token)).toBe(401);
    expect(secondErrors).toEqual([]);
  });

  it('deactivation ends the session and goes home', async () => {
    const session = await createSession('Mohan Lal');
    const page = await browser.open('/?language=english', PHONE);
    await useSession(page, session);
    await page.goto('/profile?language=english');
    await page.getByRole('link', { name: enAccount.profile.deactivate }).click();
    await page.waitForURL((url) => url.pathname === '/profile/deactivate');

    const submit = page.getByRole('button', { name: enAccount.deactivate.submit });
    await eventually(() => submit.isDisabled()).toBe(true);
    await page.getByLabel(enAccount.deactivate.understand).check();
    await submit.click();
    await page.getByText(enAccount.deactivate.reasonRequired).waitFor();
    await page.getByLabel(enAccount.deactivate.reasonLabel).fill('I book through my family now.');
    await submit.click();

    await page.getByText(enAccount.deactivate.redirecting).waitFor();
    await eventually(async () => (await storage(page)).userToken).toBeUndefined();
    await eventually(() => userStatus(session.token)).toBe(401);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByRole('banner').getByRole('link', { name: enCommon.nav.signup }).waitFor();
  });
});
