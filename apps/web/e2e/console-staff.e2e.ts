import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enAudit from '../../admin/src/locales/en/audit.json' with { type: 'json' };
import enAuth from '../../admin/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../admin/src/locales/en/common.json' with { type: 'json' };
import enDashboard from '../../admin/src/locales/en/dashboard.json' with { type: 'json' };
import enStaff from '../../admin/src/locales/en/staff.json' with { type: 'json' };
import enTemples from '../../admin/src/locales/en/temples.json' with { type: 'json' };
import hiCommon from '../../admin/src/locales/hi/common.json' with { type: 'json' };
import hiStaff from '../../admin/src/locales/hi/staff.json' with { type: 'json' };
import hiTemples from '../../admin/src/locales/hi/temples.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';
import { staffDevOtp } from './console-fixtures.ts';
import { newPhone } from './sign-in.ts';

/** The seeded demo admin and the seeded temple the new priest serves (apps/api/src/db/seed). */
const DEMO_ADMIN = '9999900001';
const KASHI = 'Shri Kashi Vishwanath Temple';
const PRIEST = { phone: newPhone('8'), name: 'Pandit Hari Prasad' };

const browser = useBrowser();
const TOKEN_KEY = 'sankalp.staff.token';
/** The admin's console token from the desk test, for the phone test (one code per phone per 30 s). */
let adminToken: string | null = null;

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Through the console's sign-in page: phone, then the code. Another console test may have asked a
 * code for the same demo phone moments ago (one per 30 s): then "Send code" is asked again until
 * the code field appears.
 */
async function signIn(page: Page, phone: string) {
  await page.getByRole('heading', { name: enAuth.title }).waitFor();
  await page.getByLabel(enAuth.phone).fill(phone);
  const otp = page.getByLabel(enAuth.otp);
  await expect
    .poll(
      async () => {
        if (!(await otp.isVisible())) await page.getByRole('button', { name: enAuth.sendCode }).click();
        return otp.isVisible();
      },
      { timeout: 45_000, interval: 3_000 },
    )
    .toBe(true);
  await otp.fill(await staffDevOtp(phone));
  await page.getByRole('button', { name: enAuth.verify }).click();
}

describe('console staff and temples', () => {
  it('an admin adds a temple and grants a priest to a temple, in English and Hindi (desk)', async () => {
    const page = await browser.open('/admin/staff', DESKTOP);
    await signIn(page, DEMO_ADMIN);
    await page.getByRole('heading', { name: enStaff.title, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: enStaff.title });
    await table.getByText('Demo Admin').waitFor();
    adminToken = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(await blockingViolations(page)).toEqual([]);

    // Grant: temple staff need a temple; the form says so before asking the server.
    await page.getByRole('link', { name: enStaff.grantAccess }).click();
    const dialog = page.getByRole('dialog', { name: enStaff.grantTitle });
    await dialog.getByLabel(enStaff.fields.phone).fill(PRIEST.phone);
    await dialog.getByLabel(enStaff.fields.name, { exact: true }).fill(PRIEST.name);
    await dialog.getByRole('button', { name: enStaff.grant }).click();
    await dialog.getByText(enStaff.errors.temples).waitFor();
    await dialog.getByLabel(enStaff.fields.templeFilter).fill('Kashi');
    await dialog.getByLabel(KASHI).check();
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: enStaff.grant }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    const row = table.getByRole('row').filter({ hasText: PRIEST.name });
    await row.getByText(KASHI).waitFor();
    await row.getByText(enCommon.roles.temple_staff).waitFor();

    // Their history, from the audit log, read-only.
    await row.getByRole('link', { name: `History of ${PRIEST.name}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${PRIEST.name}` });
    await history.getByText(enAudit.actions['staff.grant']).waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => history.isVisible()).toBe(false);

    // A temple, English and Hindi side by side.
    await page.getByRole('navigation', { name: enCommon.mainNav }).getByRole('link', { name: enCommon.nav.temples }).click();
    await page.getByRole('heading', { name: enTemples.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: enTemples.add }).click();
    const form = page.getByRole('dialog', { name: enTemples.newTitle });
    await form.getByLabel(`${enTemples.fields.name} (English)`).fill('Shri Mahakaleshwar Temple');
    await form.getByRole('button', { name: enTemples.create }).click();
    await form.getByText(enTemples.errors.nameHi).waitFor();
    await form.getByLabel(`${enTemples.fields.name} (Hindi)`).fill('श्री महाकालेश्वर मंदिर');
    await form.getByLabel(`${enTemples.fields.address} (English)`).fill('Jaisinghpura, Ujjain, Madhya Pradesh');
    await form.getByLabel(`${enTemples.fields.address} (Hindi)`).fill('जयसिंहपुरा, उज्जैन, मध्य प्रदेश');
    await form.getByLabel(enTemples.fields.pincode).fill('456006');
    expect(await blockingViolations(page)).toEqual([]);
    await form.getByRole('button', { name: enTemples.create }).click();
    await eventually(() => form.isVisible()).toBe(false);
    await page.getByRole('table', { name: enTemples.title }).getByText('Shri Mahakaleshwar Temple').waitFor();

    // Hindi: the same screens in Hindi, names in Hindi.
    await page.getByLabel(enCommon.language).selectOption('hi');
    await page.getByRole('heading', { name: hiTemples.title, level: 1 }).waitFor();
    await page.getByRole('table', { name: hiTemples.title }).getByText('श्री महाकालेश्वर मंदिर').waitFor();
    await page.getByRole('navigation', { name: hiCommon.mainNav }).getByRole('link', { name: hiCommon.nav.staff }).click();
    await page.getByRole('heading', { name: hiStaff.title, level: 1 }).waitFor();
    await page.getByRole('table', { name: hiStaff.title }).getByRole('row').filter({ hasText: PRIEST.name }).getByText(hiCommon.roles.temple_staff).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('the admin manages staff and temples on a phone too (360 px, keyboard)', async () => {
    expect(adminToken, 'the desk test signs in first').toBeTruthy();
    const page = await browser.open('/admin/staff', PHONE, async (p) => {
      await p.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, adminToken!] as const);
    });
    await page.getByRole('table', { name: enStaff.title }).getByText(PRIEST.name).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
    // Keyboard: focus the grant link, Enter opens the form, Escape closes it.
    await page.getByRole('link', { name: enStaff.grantAccess }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: enStaff.grantTitle });
    await dialog.getByLabel(enStaff.fields.phone).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.isVisible()).toBe(false);

    await page.goto('/admin/temples');
    await page.getByRole('table', { name: enTemples.title }).getByText(KASHI, { exact: true }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('the new priest signs in on a phone and sees only their sections (360 px)', async () => {
    const page = await browser.open('/admin/', PHONE);
    await signIn(page, PRIEST.phone);
    await page.getByRole('heading', { name: enDashboard.title, level: 1 }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: enCommon.menu }).click();
    const drawer = page.getByRole('dialog', { name: enCommon.menu });
    expect(await drawer.getByRole('link').allTextContents()).toEqual([
      enCommon.nav.dashboard,
      enCommon.nav.orders,
      enCommon.nav.sankalp,
      enCommon.nav.statements,
    ]);
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The staff page is not theirs: the console says so (and the API refuses it anyway).
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: enCommon.forbidden.title }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
  });
});
