import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enCatalogue from '../../admin/src/locales/en/catalogue.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { staffToken, TINY_PNG } from './console-fixtures.ts';
import { DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';

/** The seeded demo operator (apps/api/src/db/seed/seed-demo-staff.ts). */
const OPERATOR_PHONE = '9999900002';
const TOKEN_KEY = 'sankalp.staff.token';
const c = enCatalogue;

const browser = useBrowser();

/** The operator's console token (honours the one-code-per-30-s limit shared with the other console tests). */
const operatorToken = () => staffToken(OPERATOR_PHONE);

const withToken = (token: string) => async (page: Page) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
};

const bilingual = async (page: Page, label: string, en: string, hi: string, nth = 0) => {
  await page.getByLabel(`${label} (English)`, { exact: true }).nth(nth).fill(en);
  await page.getByLabel(`${label} (Hindi)`, { exact: true }).nth(nth).fill(hi);
};

const rich = async (page: Page, label: string, en: string, hi: string) => {
  await page.getByRole('textbox', { name: `${label} (English)`, exact: true }).click();
  await page.keyboard.type(en);
  await page.getByRole('textbox', { name: `${label} (Hindi)`, exact: true }).click();
  await page.keyboard.type(hi);
};

describe('console catalogue', () => {
  it('an operator creates a bilingual puja with a package, publishes it, and the site lists it', async () => {
    const token = await operatorToken();
    const key = `e2e-puja-${Date.now().toString(36)}`;
    const name = `E2E Lakshmi Puja ${key.slice(-4)}`;
    const page = await browser.open('/admin/catalogue', DESKTOP, withToken(token));
    await page.getByRole('heading', { name: c.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: c.list.newPuja }).click();
    await page.getByRole('heading', { name: c.editor.newPuja, level: 1 }).waitFor();

    await page.getByLabel(c.fields.temple).selectOption({ index: 1 });
    await page.getByLabel(c.fields.searchKey).fill(key);
    await bilingual(page, c.fields.name, name, 'ई2ई लक्ष्मी पूजा');
    await rich(page, c.fields.shortDescription, 'For prosperity', 'समृद्धि के लिए');
    // Hindi left empty here and in the about text: the draft saves, publishing lists both (decision 294).
    await bilingual(page, c.fields.attendeeStatusText, '10 devotees joined', '');
    await bilingual(page, c.fields.locationAddress, 'Varanasi', 'वाराणसी');
    await page.getByLabel(c.fields.pincode, { exact: true }).fill('221001');
    await page.locator('summary', { hasText: new RegExp(`^${c.sections.about}$`) }).click();
    await page.getByRole('textbox', { name: `${c.fields.about} (English)`, exact: true }).click();
    await page.keyboard.type('An evening puja.');

    await page.getByRole('button', { name: c.list.addPackage }).click();
    await bilingual(page, c.fields.packageName, 'Single', 'एकल');
    await page.getByLabel(c.fields.amount).fill('501');
    await page.locator('#package-0-image').setInputFiles(TINY_PNG);

    await page.getByRole('button', { name: c.list.addImage }).click();
    await page.locator('#image-0').setInputFiles(TINY_PNG);
    // Both images are uploaded (their previews show the server's WebP) before the draft is saved.
    await eventually(() => page.locator('img[src*=".webp"]').count()).toBe(2);
    await bilingual(page, c.fields.alt, 'Lakshmi', 'लक्ष्मी');
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: c.editor.create }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('button', { name: c.actions.publish }).click();
    const refusal = page.getByRole('alert').filter({ has: page.getByRole('list') });
    await refusal.waitFor();
    expect(await refusal.getByRole('listitem').allTextContents()).toEqual([
      'Fill in the attendee status text in both English and Hindi before publishing.',
      'Fill in the about text in both English and Hindi before publishing.',
    ]);
    await page.screenshot({ path: '/tmp/shots/console-publish-problems.png' });
    await page.getByLabel(`${c.fields.attendeeStatusText} (Hindi)`, { exact: true }).fill('10 श्रद्धालु जुड़े');

    await page.locator('summary', { hasText: new RegExp(`^${c.sections.about}$`) }).click();
    await page.getByRole('textbox', { name: `${c.fields.about} (Hindi)`, exact: true }).click();
    await page.keyboard.type('संध्या पूजा।');
    await page.getByRole('button', { name: c.editor.save }).click();
    await page.getByText(c.saved).first().waitFor();
    await page.getByRole('button', { name: c.actions.publish }).click();
    await page.getByText(enCatalogue.status.PUBLISHED, { exact: true }).first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    // A phone: the editor fits 360 px.
    const phone = await browser.open(page.url().replace(browser.baseUrl(), ''), PHONE, withToken(token));
    await phone.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The site: within the catalogue cache period (CATALOGUE_CACHE_SECONDS, 10 s by default).
    const site = await browser.open('/puja', PHONE);
    await expect
      .poll(
        async () => {
          await site.reload();
          return site.getByText(name).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await eventually(() => site.getByText(name).first().isVisible()).toBe(true);
  });
});
