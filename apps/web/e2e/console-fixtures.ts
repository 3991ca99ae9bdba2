import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import enAuth from '../../admin/src/locales/en/auth.json' with { type: 'json' };

/** Where the console keeps its session (apps/admin/src/lib/storage.ts). */
export const STAFF_TOKEN_KEY = 'sankalp.staff.token';
export const STAFF_LANGUAGE_KEY = 'sankalp.staff.language';

/** A 1×1 PNG: enough for the server's sharp to make its WebP widths (ImageUpload takes it as a chosen file). */
export const TINY_PNG = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

const adminApi = () => `${inject('baseUrl')}/admin/api/v1`;

/** The code the console's sign-in "sent" (dev-only endpoint under the console API, not in production). */
export async function staffDevOtp(phone: string): Promise<string> {
  const res = await fetch(`${adminApi()}/dev/otp/${phone}`);
  if (!res.ok) throw new Error(`no console OTP for ${phone}: ${res.status}`);
  return ((await res.json()) as { data: { otp: string } }).data.otp;
}

/**
 * Signs a staff member in through the console API and returns the token. A phone may ask one code
 * per 10 s here (global-setup.ts) and other test files sign the demo staff in too: a 429 is waited out for as long as its
 * Retry-After says, then asked again (the condition, not a fixed pause).
 */
export async function staffToken(phone: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${adminApi()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (let attempt = 0; ; attempt++) {
    const sent = await post('/auth/otp/send', { phone });
    if (sent.status === 200) break;
    if (sent.status !== 429 || attempt > 3) throw new Error(`OTP send for ${phone} answered ${sent.status}`);
    const wait = Number(sent.headers.get('retry-after') ?? '5');
    await new Promise((resolve) => setTimeout(resolve, (wait + 0.5) * 1000));
  }
  const res = await post('/auth/otp/verify', { phone, otp: await staffDevOtp(phone) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A `prepare` for useBrowser().open: the page starts signed in (and in a language, if given). */
export const asStaff = (token: string, language?: 'en' | 'hi') => async (page: Page) => {
  await page.addInitScript(
    ([tokenKey, value, languageKey, lng]) => {
      localStorage.setItem(tokenKey, value);
      if (lng) localStorage.setItem(languageKey, lng);
    },
    [STAFF_TOKEN_KEY, token, STAFF_LANGUAGE_KEY, language ?? ''] as const,
  );
};

/** Reads the console API as a staff member. */
export async function adminGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${adminApi()}${path}`, { headers: { 'x-staff-token': token } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * On the console's sign-in form (phone already filled): asks for a code until the code field
 * shows. Another test file may have asked a code for the same demo phone moments ago (one per
 * 10 s here): the form then shows the wait, and "Send code" is pressed again until it is accepted.
 */
export async function askCodeOnForm(page: Page): Promise<Locator> {
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
  return otp;
}

/**
 * The puja of an order was booked while it sold (in the future); marking it performed is allowed
 * only from its time. The server's test aid (not in production) moves it to a minute ago.
 */
export async function makeDue(token: string, orderId: string): Promise<string> {
  const res = await fetch(`${adminApi()}/dev/orders/${orderId}/due`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-token': token },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { date: string } }).data.date;
}
