import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import enAccount from '../src/locales/en/account.json' with { type: 'json' };
import hiAccount from '../src/locales/hi/account.json' with { type: 'json' };
import { DESKTOP, eventually, PHONE, useBrowser } from './browser.ts';
import { devOtp, newPhone } from './sign-in.ts';

const browser = useBrowser();

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** Every toast shown comes to rest wholly below the header (which stays readable and usable). */
async function expectBelowHeader(page: Page) {
  const header = (await page.getByRole('banner').boundingBox())!;
  // Polled: a toast slides in from above before it settles.
  await eventually(() => toasts(page).evaluateAll((nodes) => Math.min(...nodes.map((n) => n.getBoundingClientRect().top)))).toBeGreaterThanOrEqual(
    header.y + header.height,
  );
}

describe('toasts', () => {
  for (const [viewport, language, account] of [
    [PHONE, 'hindi', hiAccount],
    [DESKTOP, 'english', enAccount],
  ] as const) {
    it(`sit below the header, and a wrong-code toast goes when the right code is entered (${language}, ${viewport.width} px)`, async () => {
      const phone = newPhone();
      const page = await browser.open(`/auth?language=${language}`, viewport);
      await page.getByLabel(account.signIn.phoneLabel).fill(phone);
      await page.getByRole('button', { name: account.signIn.sendOtp }).click();
      await toasts(page).filter({ hasText: account.signIn.otpSent }).waitFor();
      await expectBelowHeader(page);

      const code = await devOtp(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const otp = page.getByLabel(account.signIn.otpLabel, { exact: true });
      await otp.fill(wrong);
      await page.getByRole('button', { name: account.signIn.verify }).click();
      const error = toasts(page).filter({ hasText: 'OTP' }).and(page.locator('[data-type="error"]'));
      await error.waitFor();
      await expectBelowHeader(page);
      // The pointer rests on the toasts: sonner pauses their timers, so only the site can close it.
      await error.hover();

      await otp.fill(code);
      await otp.press('Enter');
      await page.getByLabel(account.completeProfile.nameLabel).waitFor();
      await eventually(() => error.count()).toBe(0);
    });
  }
});
