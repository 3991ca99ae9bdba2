import type { TAdminOrderDetail, TGetOrderResponse, TGetPujaResponse } from '@sankalp/contract';
import { describe, expect, inject, it } from 'vitest';
import enFulfil from '../../admin/src/locales/en/fulfilment.json' with { type: 'json' };
import enConsoleOrders from '../../admin/src/locales/en/orders.json' with { type: 'json' };
import hiBooking from '../src/locales/hi/booking.json' with { type: 'json' };
import hiEvent from '../src/locales/hi/event.json' with { type: 'json' };
import hiOrders from '../src/locales/hi/orders.json' with { type: 'json' };
import { api, DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';
import { adminGet, asStaff, makeDue, staffToken, TINY_PNG } from './console-fixtures.ts';
import { createSession, useSession } from './sign-in.ts';
import type { ReceivedWhatsapp } from './whatsapp-stand-in.ts';

/**
 * Issue 12's story in the browser: a devotee books a puja in Hindi with WhatsApp updates ticked,
 * the operator marks it performed (naming the priest) and attaches its video, and the WhatsApp
 * Cloud API stand-in (the server's real adapter sends to it) receives the paid, the performed and
 * the video messages as Hindi templates; the devotee's order page shows each step on its timeline.
 */

const browser = useBrowser();
const PUJA = 'rudrabhishek-kashi-vishwanath';
const DEMO_OPERATOR = '9999900002';
const PRIEST = 'पं. शिव शंकर शास्त्री';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** What the stand-in has received for a number, by template name. */
async function whatsappTo(phone: string, template: string): Promise<ReceivedWhatsapp | undefined> {
  const res = await fetch(`${inject('whatsappStandInUrl')}/received?to=91${phone}`);
  const received = (await res.json()) as ReceivedWhatsapp[];
  return received.find((m) => m.template === template);
}

/** The stand-in's message once it has arrived (the worker sends within moments of the commit). */
async function awaitWhatsapp(phone: string, template: string): Promise<ReceivedWhatsapp> {
  await eventually(async () => Boolean(await whatsappTo(phone, template))).toBe(true);
  return (await whatsappTo(phone, template))!;
}

describe('messages to the devotee', () => {
  it('a devotee books in Hindi with WhatsApp updates; the paid, performed and video messages reach WhatsApp in Hindi and the timeline shows each step', async () => {
    const session = await createSession('सीता देवी');
    const event = (await api<TGetPujaResponse>(`/puja/name/${PUJA}`, 'hindi')).data;
    const pkg = event.pujaPackageList[0]!;

    // The devotee books on a phone in Hindi and ticks the (unticked) WhatsApp box.
    const page = await browser.open(`/puja/${PUJA}?language=hindi`, PHONE);
    await useSession(page, session);
    await page.getByRole('button', { name: hiEvent.detail.packages.selectNamed.replace('{{name}}', pkg.name) }).click();
    await page.waitForURL(/\/cart\?/);
    await page.getByText(hiBooking.review.taxes).waitFor();
    await page.getByLabel(hiBooking.cart.fullName).fill('सीता देवी');
    await page.getByLabel(hiBooking.cart.gotra).fill('कश्यप');
    await page.getByLabel(hiBooking.cart.whatsapp).fill(session.phone);
    const optIn = page.getByRole('checkbox', { name: hiBooking.cart.whatsappOptIn });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await page.getByRole('button', { name: hiBooking.cart.confirmPay }).click();
    await page.waitForURL(/\/payment\/simulated\/checkout\//);
    await page.getByRole('button', { name: /^भुगतान करें/ }).click();
    await page.waitForURL(/\/payment\/status\?/);
    await page.getByRole('heading', { name: hiBooking.payment.successTitle }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // The paid message, as a Hindi template naming the order and carrying the sankalp as it will be read.
    const paid = await awaitWhatsapp(session.phone, 'sankalp_order_paid');
    expect(paid.language).toBe('hi');
    expect(paid.params[0]).toBe(orderId);
    expect(paid.params[2]).toContain('हेतु संकल्प: सीता देवी, कश्यप गोत्र');
    expect(paid.params[3]).toContain(`/orders/details?orderId=${orderId}`);

    // The operator marks the puja performed, naming the priest, then attaches the video (console, desk).
    const token = await staffToken(DEMO_OPERATOR);
    await makeDue(token, orderId);
    const console = await browser.open(`/admin/orders/${orderId}`, DESKTOP, asStaff(token, 'en'));
    await console.getByRole('button', { name: enFulfil.actions.performed }).click();
    const performed = console.getByRole('dialog', { name: enFulfil.titles.performed });
    await performed.getByLabel(enFulfil.fields.priestName).fill(PRIEST);
    await performed.getByRole('button', { name: enFulfil.submit.performed }).click();
    await performed.waitFor({ state: 'hidden' });

    // The performed message, at once: when (Indian time) and by whom, with the order page's link, in Hindi.
    const done = await awaitWhatsapp(session.phone, 'sankalp_puja_performed');
    expect(done.language).toBe('hi');
    expect(done.params[0]).toBe(orderId);
    expect(done.params[2]).toMatch(new RegExp(`को .+ बजे \\(IST\\) ${PRIEST} द्वारा$`));
    expect(done.params[3]).toContain(`/orders/details?orderId=${orderId}`);

    await console.getByRole('button', { name: enFulfil.actions.video }).click();
    const video = console.getByRole('dialog', { name: enFulfil.titles.video });
    await video.getByLabel(enFulfil.fields.videoUrl).fill(VIDEO);
    await video.getByRole('button', { name: enFulfil.submit.video }).click();
    await video.waitFor({ state: 'hidden' });

    // The video message: performed, where and by whom, with the order page's link, in Hindi.
    const ready = await awaitWhatsapp(session.phone, 'sankalp_video_ready');
    expect(ready.language).toBe('hi');
    expect(ready.params[0]).toBe(orderId);
    expect(ready.params[3]).toContain(`${PRIEST} द्वारा`);
    expect(ready.params[4]).toContain(`/orders/details?orderId=${orderId}`);

    // The console lists all three on WhatsApp, accepted by the provider (the stand-in) with its message ids.
    await eventually(async () => {
      const order = await adminGet<TAdminOrderDetail>(token, `/orders/${orderId}`);
      return order.messages.map((m) => `${m.kind} ${m.channel} ${m.status} ${m.providerMessageId}`);
    }).toEqual([`ORDER_PAID WHATSAPP SENT ${paid.id}`, `PUJA_PERFORMED WHATSAPP SENT ${done.id}`, `VIDEO_READY WHATSAPP SENT ${ready.id}`]);
    await console.reload();
    const messages = console.getByRole('table', { name: enConsoleOrders.messages.title });
    await messages.getByText(`#2 ${enConsoleOrders.messages.kinds.PUJA_PERFORMED}`).waitFor();
    await messages.getByText(`#3 ${enConsoleOrders.messages.kinds.VIDEO_READY}`).waitFor();

    // The devotee's order page (phone, Hindi): the timeline, oldest first, fed by what happened.
    const res = await fetch(`${inject('baseUrl')}/public/api/v1/order/get?orderId=${orderId}`, {
      headers: { 'x-access-token': session.token, 'accept-language': 'hindi' },
    });
    const detail = ((await res.json()) as TGetOrderResponse).data;
    const steps = detail.orderProcessingSteps.filter((s) => s.displayInUI).map((s) => s.processingTypeDisplayName);
    expect(steps[0]).toBe('बुकिंग हुई');
    expect(steps.find((s) => s.startsWith('पूजा '))).toMatch(new RegExp(`^पूजा .+ को .+ में ${PRIEST} द्वारा संपन्न हुई$`));
    expect(steps.at(-1)).toBe('वीडियो तैयार है');
    // The video's YouTube poster is fetched from i.ytimg.com, which this machine cannot reach: a stand-in picture.
    const site = await browser.open(`/orders/details?orderId=${orderId}&language=hindi`, PHONE, async (p) => {
      await p.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: TINY_PNG.mimeType, body: TINY_PNG.buffer }));
    });
    await useSession(site, session);
    await site.getByRole('tab', { name: hiOrders.tabs.tracking }).click();
    const timeline = site.getByRole('tabpanel').locator('ol li');
    await eventually(() => timeline.allInnerTexts()).toHaveLength(steps.length);
    const shown = await timeline.allInnerTexts();
    steps.forEach((step, i) => expect(shown[i]).toContain(step));
  });
});
