import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enAuth from '../../admin/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../admin/src/locales/en/common.json' with { type: 'json' };
import enDashboard from '../../admin/src/locales/en/dashboard.json' with { type: 'json' };
import enOrders from '../../admin/src/locales/en/orders.json' with { type: 'json' };
import hiAuth from '../../admin/src/locales/hi/auth.json' with { type: 'json' };
import hiCommon from '../../admin/src/locales/hi/common.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { askCodeOnForm, staffDevOtp } from './console-fixtures.ts';
import { DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';

/** The seeded demo admin (apps/api/src/db/seed/seed-demo-staff.ts). */
const DEMO_ADMIN = { phone: '9999900001', name: 'Demo Admin' };
const TOKEN_KEY = 'sankalp.staff.token';
const ALL_SECTIONS = Object.values(enCommon.nav);

const browser = useBrowser();

/** The staff token of the desk test's sign-in: the phone test goes on from it (one OTP per phone per 30 s). */
let token: string | null = null;

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
const noSideScroll = async (page: Page) => {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  if (!fits)
    console.log(
      'TOO WIDE',
      await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 6)
          .map((e) => `${e.tagName}.${e.className}`)
          .join(' | '),
      ),
    );
  return fits;
};

describe('operator console shell', () => {
  it('an admin signs in from a deep link, sees every section, and switches to Hindi (desk)', async () => {
    const page = await browser.open('/admin/orders', DESKTOP);
    // Signed out: the sign-in page, remembering where the admin was going.
    await page.getByRole('heading', { name: enAuth.title }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByLabel(enAuth.phone).fill('12345');
    await page.getByRole('button', { name: enAuth.sendCode }).click();
    await page.getByText(enAuth.errors.phone).waitFor();
    await page.getByLabel(enAuth.phone).fill(DEMO_ADMIN.phone);
    const otp = await askCodeOnForm(page);
    await otp.fill(await staffDevOtp(DEMO_ADMIN.phone));
    await page.getByRole('button', { name: enAuth.verify }).click();

    await page.getByRole('heading', { name: enOrders.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    token = await storedToken(page);
    expect(token).toBeTruthy();
    const header = page.getByRole('banner');
    await header.getByText(DEMO_ADMIN.name).waitFor();
    await header.getByText(enCommon.roles.admin, { exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: enCommon.mainNav });
    expect(await nav.getByRole('link').allTextContents()).toEqual(ALL_SECTIONS);
    expect(await nav.getByRole('link', { name: enCommon.nav.orders }).getAttribute('aria-current')).toBe('page');
    expect(await blockingViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: enCommon.nav.dashboard }).click();
    await page.getByRole('heading', { name: enDashboard.title, level: 1 }).waitFor();

    // Hindi: every text of the shell, the document language, and the choice survives a reload.
    await page.getByLabel(enCommon.language).selectOption('hi');
    await page.getByRole('navigation', { name: hiCommon.mainNav }).getByRole('link', { name: hiCommon.nav.orders }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.reload();
    const hindiNav = page.getByRole('navigation', { name: hiCommon.mainNav });
    await hindiNav.getByRole('link', { name: hiCommon.nav.temples, exact: true }).waitFor();
    expect(await hindiNav.getByRole('link').allTextContents()).toEqual(Object.values(hiCommon.nav));
    await page.getByRole('banner').getByText(hiCommon.roles.admin, { exact: true }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('works at 360 px: navigation in a drawer, no sideways scroll, and signing out (phone)', async () => {
    expect(token, 'the desk test signs in first').toBeTruthy();
    const page = await browser.open('/admin/dashboard', PHONE, async (p) => {
      await p.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token!] as const);
    });
    await page.getByRole('heading', { name: enDashboard.title, level: 1 }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    // The side navigation is not shown on a phone; the menu opens it as a modal drawer.
    expect(await page.locator('.shell__nav').isVisible()).toBe(false);
    await page.getByRole('button', { name: enCommon.menu }).click();
    const drawer = page.getByRole('dialog', { name: enCommon.menu });
    await drawer.waitFor();
    expect(await drawer.getByRole('link').allTextContents()).toEqual(ALL_SECTIONS);
    expect(await blockingViolations(page)).toEqual([]);
    // Escape closes it; the menu button gets focus back.
    await page.keyboard.press('Escape');
    await eventually(() => drawer.isVisible()).toBe(false);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(enCommon.menu);

    await page.getByRole('button', { name: enCommon.menu }).click();
    await drawer.getByRole('link', { name: enCommon.nav.orders }).click();
    await page.getByRole('heading', { name: enOrders.title, level: 1 }).waitFor();
    await eventually(() => drawer.isVisible()).toBe(false);
    expect(await noSideScroll(page)).toBe(true);

    await page.getByRole('button', { name: enCommon.signOut }).click();
    await page.getByRole('heading', { name: enAuth.title }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await noSideScroll(page)).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);

    // The old token is revoked on the server: putting it back does not sign in.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token!] as const);
    await page.goto('/admin/orders');
    await page.getByRole('heading', { name: enAuth.title }).waitFor();
  });

  it('shows the sign-in page in Hindi when Hindi was chosen, and serves deep links and assets', async () => {
    const page = await browser.open('/admin/sign-in', PHONE, async (p) => {
      await p.addInitScript(() => localStorage.setItem('sankalp.staff.language', 'hi'));
    });
    await page.getByRole('heading', { name: hiAuth.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await blockingViolations(page)).toEqual([]);
    const res = await page.request.get('/admin/orders/SOME-ORDER');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const api = await page.request.get('/admin/api/v1/no-such-thing');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('application/json');
  });
});
