import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enAudit from '../../admin/src/locales/en/audit.json' with { type: 'json' };
import enFulfil from '../../admin/src/locales/en/fulfilment.json' with { type: 'json' };
import enMedia from '../../admin/src/locales/en/media.json' with { type: 'json' };
import enOrders from '../../admin/src/locales/en/orders.json' with { type: 'json' };
import hiAudit from '../../admin/src/locales/hi/audit.json' with { type: 'json' };
import hiFulfil from '../../admin/src/locales/hi/fulfilment.json' with { type: 'json' };
import hiOrders from '../../admin/src/locales/hi/orders.json' with { type: 'json' };
import enSiteOrders from '../src/locales/en/orders.json' with { type: 'json' };
import hiSiteOrders from '../src/locales/hi/orders.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { adminGet, asStaff, makeDue, staffToken } from './console-fixtures.ts';
import { payOrder, placePujaOrder } from './orders-fixtures.ts';
import { createSession, useSession } from './sign-in.ts';
import { DESKTOP, eventually, PHONE, useBrowser } from './browser.ts';
import { inject } from 'vitest';

/** Issue 21 (console): an order's money, timeline and audit in words; the refund's confirmation; the video drawer; another temple's order. */
const browser = useBrowser();
/** Screenshots for a person to look at (not compared): SHOTS_DIR=/some/dir. */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const MACHINE_WORDS = ['CAPTURED', 'PROCESSED', 'simulated', 'paise', 'webhook', 'order.refund', '(operator)'];
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** A fake MP4 (the server checks the declared type only). */
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(300_000, 7)]);

let operator = '';
let orderId = '';

describe('console order page in the operator’s words', () => {
  it('refunds part of a paid order after a confirmation naming the amount; the page then says it all in words and rupees', async () => {
    operator = await staffToken('9999900002');
    const devotee = await createSession();
    orderId = await placePujaOrder(devotee.token);
    await payOrder(devotee.token, orderId);

    const page = await browser.open(`/admin/orders/${orderId}`, DESKTOP, asStaff(operator, 'en'));
    await page.getByText(enOrders.money.paymentStatus.CAPTURED, { exact: true }).waitFor();
    await page.getByRole('button', { name: enFulfil.actions.refund }).click();
    const refund = page.getByRole('dialog', { name: enFulfil.titles.refund });
    await refund.getByLabel(enFulfil.fields.amount).fill('100');
    await refund.getByLabel(enFulfil.fields.reason).fill('Prasad is not available this week.');
    await refund.getByLabel(enFulfil.fields.cancelToo).uncheck();
    await shot(page, 'refund-form-desk-en');
    await refund.getByRole('button', { name: enFulfil.submit.refundReview }).click();
    await refund.getByRole('heading', { name: enFulfil.refundConfirm.title.replace('{{amount}}', '₹100') }).waitFor();
    await shot(page, 'refund-confirm-desk-en');
    await refund.getByRole('button', { name: enFulfil.refundConfirm.confirm.replace('{{amount}}', '₹100') }).click();
    await refund.waitFor({ state: 'hidden' });

    // The simulated provider settles the refund by webhook, later: reload until the page says so.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: enOrders.detail.timeline }).waitFor();
          return page.getByText(enOrders.money.refundStatus.PROCESSED, { exact: true }).count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const word of MACHINE_WORDS) expect(text, word).not.toContain(word);
    // The provider's payment id stays only as the payment's labelled reference (staff look it up at the provider).
    expect(await page.locator('#order-timeline').locator('xpath=..').textContent()).not.toContain('pay_sim_');
    expect(text).toContain(`${enOrders.money.kept}: ₹`);
    expect(text).toContain(enOrders.reasons.refundProcessed.replace('{{amount}}', '₹100'));
    expect(text).toContain(enAudit.actions['order.refund']);
    expect(await blockingViolations(page)).toEqual([]);
    await shot(page, 'order-desk-en');

    for (const [viewport, language, name] of [
      [PHONE, 'en', 'order-phone-en'],
      [PHONE, 'hi', 'order-phone-hi'],
      [DESKTOP, 'hi', 'order-desk-hi'],
    ] as const) {
      const other = await browser.open(`/admin/orders/${orderId}`, viewport, asStaff(operator, language));
      const words = language === 'hi' ? hiOrders : enOrders;
      await other.getByText(words.money.kept, { exact: false }).waitFor();
      const shown = (await other.locator('main').textContent()) ?? '';
      for (const word of MACHINE_WORDS) expect(shown, word).not.toContain(word);
      expect(await noSideScroll(other)).toBe(true);
      await shot(other, name);
    }
  });

  it('the video drawer after an upload shows the video and its name, not the server’s path', async () => {
    await makeDue(operator, orderId);
    for (const [viewport, name] of [
      [DESKTOP, 'video-desk-en'],
      [PHONE, 'video-phone-en'],
    ] as const) {
      const page = await browser.open(`/admin/orders/${orderId}`, viewport, asStaff(operator, 'en'));
      if (name === 'video-desk-en') {
        await page.getByRole('button', { name: enFulfil.actions.performed }).click();
        const performed = page.getByRole('dialog', { name: enFulfil.titles.performed });
        await performed.getByRole('button', { name: enFulfil.submit.performed }).click();
        await performed.waitFor({ state: 'hidden' });
      }
      await page.getByRole('button', { name: enFulfil.actions.video }).click();
      const video = page.getByRole('dialog', { name: enFulfil.titles.video });
      await video.getByLabel(enMedia.video.label).setInputFiles({ name: 'rudrabhishek-asha.mp4', mimeType: 'video/mp4', buffer: MP4 });
      await video.getByText(`✓ ${enMedia.video.done}`).waitFor({ timeout: 30_000 });
      await video.getByText('rudrabhishek-asha.mp4').waitFor();
      expect(await video.getByLabel(enFulfil.fields.videoUrl).count()).toBe(0);
      expect(await video.textContent()).not.toContain('/media/videos/');
      expect(await video.getByRole('progressbar').count()).toBe(0);
      await shot(page, name);
    }
  });

  it("another temple's order: one message and the way back to the list", async () => {
    for (const [viewport, language, message] of [
      [DESKTOP, 'en', 'This belongs to a temple you are not assigned to.'],
      [PHONE, 'hi', 'यह उस मंदिर का है जो आपको सौंपा नहीं गया है।'],
    ] as const) {
      // The server's answer to a temple's staff opening another temple's order (apps/api/src/admin/core/permissions.ts).
      const page = await browser.open(`/admin/orders/${orderId}`, viewport, async (p) => {
        await asStaff(operator, language)(p);
        await p.route(`**/admin/api/v1/orders/${orderId}`, (route) =>
          route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 403, code: 'OTHER_TEMPLE', message }),
          }),
        );
      });
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await page.getByText(message).count()).toBe(1);
      await shot(page, `other-temple-${language}`);
      const words = language === 'hi' ? hiOrders : enOrders;
      await page.getByRole('link', { name: words.backToList }).click();
      await page.waitForURL(/\/admin\/orders$/);
    }
  });

  for (const [viewport, language, device] of [
    [PHONE, 'hi', 'phone'],
    [DESKTOP, 'en', 'desk'],
  ] as const) {
    it(`a shipped parcel’s mistyped AWB corrected (${device}, ${language}); the devotee’s page then shows the right one`, async () => {
      operator ||= await staffToken('9999900002');
      const [fulfil, orders, audit, site] = language === 'hi' ? [hiFulfil, hiOrders, hiAudit, hiSiteOrders] : [enFulfil, enOrders, enAudit, enSiteOrders];
      const devotee = await createSession();
      const id = await placePujaOrder(devotee.token, { prasad: true });
      await payOrder(devotee.token, id);
      const date = await makeDue(operator, id);
      const stamp = Date.now().toString().slice(-7);
      const [typed, right] = [`DL${stamp}8`, `DL${stamp}3`];
      await consolePost(`/orders/${id}/performed`, { performedOn: date });
      await consolePost(`/orders/${id}/ship`, { courierName: 'Delhivery', trackingNumber: typed, trackingUrl: `https://www.delhivery.com/track/${typed}` });

      const page = await browser.open(`/admin/orders/${id}`, viewport, asStaff(operator, language));
      await page.getByRole('button', { name: fulfil.actions.tracking }).click();
      const dialog = page.getByRole('dialog', { name: fulfil.titles.tracking });
      const number = dialog.getByLabel(fulfil.fields.trackingNumber);
      // The form starts from what was recorded: the typo is fixed in place.
      expect(await number.inputValue()).toBe(typed);
      await number.fill(right);
      // The carrier's link held the mistyped AWB: it follows the correction.
      expect(await dialog.getByLabel(fulfil.fields.trackingUrl).inputValue()).toBe(`https://www.delhivery.com/track/${right}`);
      await shot(page, `tracking-correct-${device}-${language}`);
      await dialog.getByRole('button', { name: fulfil.submit.tracking }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The console's timeline says who corrected it, to what (orders:reasons.trackingCorrected), and the audit names the action.
      const corrected = orders.reasons.trackingCorrected.split('{{name}}')[1]!.replace('{{courier}}', 'Delhivery').replace('{{tracking}}', right);
      await page.getByText(corrected, { exact: false }).first().waitFor();
      await page.getByText(audit.actions['order.tracking-corrected'], { exact: false }).first().waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, `tracking-corrected-${device}-${language}`);
      expect((await adminGet<{ trackingNumber: string }>(operator, `/orders/${id}`)).trackingNumber).toBe(right);

      const devoteePage = await browser.open(`/orders/details?orderId=${id}&language=${language === 'hi' ? 'hindi' : 'english'}`, viewport);
      await useSession(devoteePage, devotee);
      await devoteePage.getByRole('tab', { name: site.tabs.tracking }).click();
      const panel = devoteePage.getByRole('tabpanel');
      await panel.getByText(right).waitFor();
      expect(await panel.getByText(typed).count()).toBe(0);
      expect(await panel.locator(`a[href="https://www.delhivery.com/track/${right}"]`).count()).toBeGreaterThan(0);
      const steps = panel.locator('section[aria-labelledby="step-timeline-title"] ol li');
      const updated = language === 'hi' ? 'ट्रैकिंग बदली गई' : 'Tracking updated';
      await eventually(async () => (await steps.allInnerTexts()).some((s) => s.includes(updated))).toBe(true);
      await shot(devoteePage, `tracking-corrected-devotee-${device}-${language}`);
    });
  }
});

/** A console action through its API, as the operator (what the console's own forms post). */
async function consolePost(path: string, body: object): Promise<void> {
  const res = await fetch(`${inject('baseUrl')}/admin/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-token': operator },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
