import { describe, expect, it } from 'vitest';
import enAuth from '../../admin/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../admin/src/locales/en/common.json' with { type: 'json' };
import enExceptions from '../../admin/src/locales/en/exceptions.json' with { type: 'json' };
import hiCommon from '../../admin/src/locales/hi/common.json' with { type: 'json' };
import hiExceptions from '../../admin/src/locales/hi/exceptions.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { askCodeOnForm, staffDevOtp } from './console-fixtures.ts';
import { PHONE, useBrowser } from './browser.ts';

/** The seeded demo operator (apps/api/src/db/seed/seed-demo-staff.ts); the shell test signs in the admin. */
const DEMO_OPERATOR = '9999900002';

const browser = useBrowser();

describe('console exceptions queue', () => {
  it('an operator opens the queue on a 360 px phone, by keyboard, in English and Hindi; axe-clean, no sideways scroll', async () => {
    const page = await browser.open('/admin/exceptions', PHONE);
    await page.getByLabel(enAuth.phone).fill(DEMO_OPERATOR);
    const otp = await askCodeOnForm(page);
    await otp.fill(await staffDevOtp(DEMO_OPERATOR));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: enExceptions.title, level: 1 }).waitFor();
    await page.getByText(enExceptions.empty).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);

    // The filter is a native select: keyboard operable; "All" lists resolved ones too (none here).
    const filter = page.getByLabel(enExceptions.show);
    await filter.focus();
    await filter.selectOption('all');
    await page.getByText(enExceptions.empty).waitFor();

    await page.getByLabel(enCommon.language).selectOption('hi');
    await page.getByRole('heading', { name: hiExceptions.title, level: 1 }).waitFor();
    await page.getByText(hiExceptions.empty).waitFor();
    expect(await page.getByRole('button', { name: hiCommon.menu }).count()).toBe(1);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
