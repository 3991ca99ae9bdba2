import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enDashboard from '../../admin/src/locales/en/dashboard.json' with { type: 'json' };
import enOrders from '../../admin/src/locales/en/orders.json' with { type: 'json' };
import enSankalp from '../../admin/src/locales/en/sankalp.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { staffToken } from './console-fixtures.ts';
import { payOrder, placePujaOrder } from './orders-fixtures.ts';
import { createSession } from './sign-in.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

/** The seeded demo operator (apps/api/src/db/seed/seed-demo-staff.ts). */
const DEMO_OPERATOR = '9999900002';
const TOKEN_KEY = 'sankalp.staff.token';
const browser = useBrowser();

/** The operator's console token (honours the one-code-per-30-s limit shared with the other console tests). */
const operatorToken = () => staffToken(DEMO_OPERATOR);

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
let token = '';
const signedIn = async (p: Page) => {
  await p.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
};

describe('console orders, sankalp list and dashboard', () => {
  it('opens the order list, the sankalp list and the dashboard on a desk and at 360 px, axe-clean', async () => {
    token = await operatorToken();
    for (const viewport of [DESKTOP, PHONE]) {
      const orders = await browser.open('/admin/orders?payment=paid', viewport, signedIn);
      await orders.getByRole('heading', { name: enOrders.title, level: 1 }).waitFor();
      await orders.getByLabel(enOrders.search.label).waitFor();
      expect(await orders.getByLabel(enOrders.filters.payment).inputValue()).toBe('paid');
      expect(await noSideScroll(orders)).toBe(true);
      expect(await blockingViolations(orders)).toEqual([]);

      const sankalp = await browser.open('/admin/sankalp', viewport, signedIn);
      await sankalp.getByRole('heading', { name: enSankalp.title, level: 1 }).waitFor();
      await sankalp.getByLabel(enSankalp.date).waitFor();
      expect(await noSideScroll(sankalp)).toBe(true);
      expect(await blockingViolations(sankalp)).toEqual([]);

      const dashboard = await browser.open('/admin/dashboard', viewport, signedIn);
      await dashboard.getByRole('heading', { name: enDashboard.takings }).waitFor();
      expect(await noSideScroll(dashboard)).toBe(true);
      expect(await blockingViolations(dashboard)).toEqual([]);
    }
  });

  it("shows a paid order's messages on its page, with the devotee's language and WhatsApp opt-in, on a desk and at 360 px", async () => {
    token ||= await operatorToken();
    const devotee = await createSession();
    const orderId = await placePujaOrder(devotee.token);
    await payOrder(devotee.token, orderId);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await browser.open(`/admin/orders/${orderId}`, viewport, signedIn);
      const messages = page.getByRole('table', { name: enOrders.messages.title });
      // The paid message is queued with the payment: there is exactly one, whatever the worker has done with it since.
      await messages.getByText(`#1 ${enOrders.messages.kinds.ORDER_PAID}`).waitFor();
      expect(await messages.getByText(/^#\d/).count()).toBe(1);
      await page.getByText(enOrders.detail.notOptedIn).waitFor();
      const language = page.locator('dt', { hasText: enOrders.detail.language }).locator('xpath=following-sibling::dd');
      expect(await language.textContent()).toBe(enOrders.messages.languages.english);
      expect(await noSideScroll(page)).toBe(true);
      expect(await blockingViolations(page)).toEqual([]);
    }
  });
});
