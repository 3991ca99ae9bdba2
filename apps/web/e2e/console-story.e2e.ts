import type { TGetOrderResponse, TGetPujaResponse } from '@sankalp/contract';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enCatalogue from '../../admin/src/locales/en/catalogue.json' with { type: 'json' };
import enFulfil from '../../admin/src/locales/en/fulfilment.json' with { type: 'json' };
import enStaff from '../../admin/src/locales/en/staff.json' with { type: 'json' };
import hiFulfil from '../../admin/src/locales/hi/fulfilment.json' with { type: 'json' };
import hiMedia from '../../admin/src/locales/hi/media.json' with { type: 'json' };
import hiSankalp from '../../admin/src/locales/hi/sankalp.json' with { type: 'json' };
import hiBooking from '../src/locales/hi/booking.json' with { type: 'json' };
import hiEvent from '../src/locales/hi/event.json' with { type: 'json' };
import enOrders from '../src/locales/en/orders.json' with { type: 'json' };
import hiOrders from '../src/locales/hi/orders.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { api, DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';
import { asStaff, makeDue, staffToken, TINY_PNG } from './console-fixtures.ts';
import { payOrder } from './orders-fixtures.ts';
import { call, createSession, newPhone, useSession, type Session } from './sign-in.ts';

/**
 * The console's whole story, end to end on the real server: the admin grants a new priest a
 * temple, the operator publishes a puja with an uploaded image and prasad, a devotee books and pays
 * it, the priest (phone, Hindi) reads the sankalp list, marks the puja performed and uploads its
 * video through an interrupted, resumed tus upload, the devotee watches it, the operator ships the
 * prasad and refunds a second order, and the devotee sees the tracking and the settled refund.
 */

const DEMO_ADMIN = '9999900001';
const DEMO_OPERATOR = '9999900002';
const KASHI = 'Shri Kashi Vishwanath Temple';
const c = enCatalogue;
const browser = useBrowser();

/** A fake MP4 a little over one 4 MB tus chunk (the server checks the declared type only): two PATCHes. */
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(4 * 1024 * 1024 + 200_000, 7)]);
const CHUNK = 4 * 1024 * 1024;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as <input type="datetime-local"> reads it in the browser's (this machine's) time zone. */
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** yyyy-mm-dd of an instant in India. */
const indiaDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

const story = {
  priest: { phone: newPhone('8'), name: 'Pandit Shiv Shankar' },
  key: `e2e-story-${Date.now().toString(36)}`,
  name: '',
  eventId: '',
  eventDate: new Date(Date.now() + 2 * 3600_000),
  devotee: undefined as Session | undefined,
  orderId: '',
  refundOrderId: '',
  operator: '',
};
story.name = `E2E Story Puja ${story.key.slice(-5)}`;

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
const section = (page: Page, title: string) => page.locator('summary', { hasText: new RegExp(`^${title}$`) });

async function must<T>(what: string, pending: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await pending;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A second paid order of the story's puja (package only) through the real cart API, checkout and simulated provider. */
async function bookAndPay(session: Session): Promise<string> {
  const detail = (await api<TGetPujaResponse>(`/puja/${story.eventId}`)).data;
  const add = (subType: string, itemId: string) =>
    must<{ data: { cartId: string } }>(
      'cart',
      call('/cart/', { method: 'POST', token: session.token, body: { parentId: detail.id, type: 'PUJA', itemId, subType, quantity: 1 } }),
    );
  const cart = await add('PUJA_PACKAGE', detail.pujaPackageList[0]!.id);
  const order = await must<{ data: { orderId: string } }>(
    'order create',
    call('/order/create', {
      method: 'POST',
      token: session.token,
      body: {
        cartId: cart.data.cartId,
        userInfo: { name: 'सीता देवी', whatsappNumber: session.phone, gotra: 'कश्यप', selectedEventDate: null, additionalNames: [] },
      },
    }),
  );
  await payOrder(session.token, order.data.orderId);
  return order.data.orderId;
}

async function devoteeOrder(orderId: string) {
  const res = await call<TGetOrderResponse>(`/order/get?orderId=${orderId}`, { token: story.devotee!.token });
  return res.body.data;
}

/** The devotee's order page, signed in, in a language. */
async function orderPage(orderId: string, language: 'english' | 'hindi', viewport = PHONE) {
  const page = await browser.open(`/orders/details?orderId=${orderId}&language=${language}`, viewport);
  await useSession(page, story.devotee!);
  return page;
}

describe('the console story', () => {
  it('1. the admin grants a new priest the temple role for Kashi Vishwanath (staff page, desk)', async () => {
    const page = await browser.open('/admin/staff', DESKTOP, asStaff(await staffToken(DEMO_ADMIN), 'en'));
    await page.getByRole('heading', { name: enStaff.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: enStaff.grantAccess }).click();
    const dialog = page.getByRole('dialog', { name: enStaff.grantTitle });
    await dialog.getByLabel(enStaff.fields.phone).fill(story.priest.phone);
    await dialog.getByLabel(enStaff.fields.name, { exact: true }).fill(story.priest.name);
    await dialog.getByLabel(enStaff.fields.templeFilter).fill('Kashi');
    await dialog.getByLabel(KASHI).check();
    await dialog.getByRole('button', { name: enStaff.grant }).click();
    const row = page.getByRole('table', { name: enStaff.title }).getByRole('row').filter({ hasText: story.priest.name });
    await row.getByText(KASHI).waitFor();
  });

  it('2. the operator creates a bilingual puja with an uploaded image, a package and prasad, and publishes it (desk)', async () => {
    story.operator = await staffToken(DEMO_OPERATOR);
    const page = await browser.open('/admin/catalogue/events/new', DESKTOP, asStaff(story.operator, 'en'));
    await page.getByRole('heading', { name: c.editor.newPuja, level: 1 }).waitFor();
    await page.getByLabel(c.fields.temple).selectOption({ label: KASHI });
    await page.getByLabel(c.fields.searchKey).fill(story.key);
    await bilingual(page, c.fields.name, story.name, 'ई2ई कथा पूजा');
    await rich(page, c.fields.shortDescription, 'For peace', 'शांति के लिए');
    await bilingual(page, c.fields.attendeeStatusText, '5 devotees joined', '5 श्रद्धालु जुड़े');
    await bilingual(page, c.fields.locationAddress, 'Varanasi', 'वाराणसी');
    await page.getByLabel(c.fields.pincode, { exact: true }).fill('221001');
    await section(page, c.sections.about).click();
    await rich(page, c.fields.about, 'An evening puja at the ghat.', 'घाट पर संध्या पूजा।');

    // Booking open now, the puja in two hours.
    const now = Date.now();
    await page.locator('#event-date').fill(localInput(story.eventDate));
    await page.locator('#booking-opens').fill(localInput(new Date(now - 3600_000)));
    await page.locator('#booking-closes').fill(localInput(new Date(now + 3600_000)));

    await page.getByRole('button', { name: c.list.addPackage }).click();
    await bilingual(page, c.fields.packageName, 'Single', 'एकल');
    await page.getByLabel(c.fields.amount).fill('501');
    await page.locator('#package-0-image').setInputFiles({ ...TINY_PNG, name: 'package.png' });

    await section(page, c.sections.prasad).click();
    await page.getByLabel(c.prasad.offer).check();
    await page.getByLabel(c.fields.prasadAmount).fill('51');

    await page.getByRole('button', { name: c.list.addImage }).click();
    await page.locator('#image-0').setInputFiles({ ...TINY_PNG, name: 'ghat.png' });
    await bilingual(page, c.fields.alt, 'The ghat', 'घाट');
    // Both uploads answered: their previews show the server's WebP.
    await eventually(() => page.locator('img[src*=".webp"]').count()).toBe(2);

    await page.getByRole('button', { name: c.editor.create }).click();
    await page.getByRole('heading', { name: story.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: c.actions.publish }).click();
    await page.getByText(c.status.PUBLISHED, { exact: true }).first().waitFor();

    // The site serves it within its catalogue cache period.
    await expect.poll(async () => (await call<TGetPujaResponse>(`/puja/name/${story.key}`)).status, { timeout: 30_000, interval: 1_000 }).toBe(200);
    const detail = (await api<TGetPujaResponse>(`/puja/name/${story.key}`)).data;
    story.eventId = detail.id;
    expect(detail.eventType).toBe('INPROGRESS_EVENT');
    expect(detail.prasadInfo?.amount).toBe(51);
    expect(detail.mainSection.titleImageInfo.url).toContain('.webp');
  });

  it('3. a devotee books the puja with prasad on the site and pays on the simulated checkout (Hindi, phone); a second order through the API', async () => {
    story.devotee = await createSession('Sita Devi', newPhone('7'));
    const detail = (await api<TGetPujaResponse>(`/puja/name/${story.key}`, 'hindi')).data;
    const pkg = detail.pujaPackageList[0]!;
    const page = await browser.open(`/puja/${story.key}?language=hindi`, PHONE);
    await useSession(page, story.devotee);
    await page.getByRole('button', { name: hiEvent.detail.packages.selectNamed.replace('{{name}}', pkg.name) }).click();
    await page.waitForURL(/\/cart\?/);
    const prasad = page.getByRole('checkbox', { name: new RegExp(hiBooking.prasad.label) });
    await prasad.check();
    await eventually(() => prasad.isEnabled()).toBe(true);
    await eventually(() => prasad.isChecked()).toBe(true);
    // The server's total: the package and the prasad.
    const total = (pkg.amount + detail.prasadInfo!.amount).toLocaleString('hi-IN');
    await eventually(() => page.locator('section[aria-labelledby="review-title"]').textContent()).toContain(total);
    await page.getByLabel(hiBooking.cart.fullName).fill('सीता देवी');
    await page.getByLabel(hiBooking.cart.gotra).fill('कश्यप');
    await page.getByLabel(hiBooking.cart.whatsapp).fill(story.devotee.phone);
    await page.getByLabel(hiBooking.cart.address).fill('12, अस्सी घाट');
    await page.getByLabel(hiBooking.cart.city).fill('वाराणसी');
    await page.getByLabel(hiBooking.cart.state).fill('उत्तर प्रदेश');
    await page.getByLabel(hiBooking.cart.pincode).fill('221005');
    await page.getByRole('button', { name: hiBooking.cart.confirmPay }).click();
    await page.waitForURL(/\/payment\/simulated\/checkout\//);
    await page.getByRole('button', { name: /^भुगतान करें/ }).click();
    await page.waitForURL(/\/payment\/status\?/);
    await page.getByRole('heading', { name: hiBooking.payment.successTitle }).waitFor();
    story.orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    await eventually(async () => (await devoteeOrder(story.orderId)).orderStatus).toBe('SUCCESS');
    expect((await devoteeOrder(story.orderId)).shippingDetails?.location.pincode).toBe('221005');

    story.refundOrderId = await bookAndPay(story.devotee);
    await eventually(async () => (await devoteeOrder(story.refundOrderId)).orderStatus).toBe('SUCCESS');
  });

  it('4. the priest, on a phone in Hindi, reads the sankalp list, marks the puja performed and uploads its video (interrupted once, resumed)', async () => {
    const token = await staffToken(story.priest.phone);
    const date = indiaDay(story.eventDate);
    const list = await browser.open(`/admin/sankalp?date=${date}&eventId=${story.eventId}&language=hindi`, PHONE, asStaff(token, 'hi'));
    await list.getByRole('heading', { name: hiSankalp.title, level: 1 }).waitFor();
    const line = list.locator('.sankalp-table tbody tr').filter({ hasText: story.orderId });
    await line.getByText('सीता देवी').waitFor();
    await line.getByText('कश्यप').waitFor();
    // The list is headed by the puja's Hindi name, and fits the phone.
    await list.locator('.sankalp-heading', { hasText: 'ई2ई कथा पूजा' }).waitFor();
    expect(await list.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await blockingViolations(list)).toEqual([]);

    // The puja's time comes (the test aid moves it to a minute ago): now it may be marked performed.
    await makeDue(token, story.orderId);

    // The second PATCH of the video is cut off once: tus asks the server what it has (HEAD) and carries on from 4 MB.
    const patches: Request[] = [];
    let cut = false;
    const page = await browser.open(`/admin/orders/${story.orderId}`, PHONE, async (p) => {
      await asStaff(token, 'hi')(p);
      await p.route('**/admin/api/v1/media/videos/**', async (route) => {
        const req = route.request();
        if (req.method() === 'PATCH') patches.push(req);
        if (req.method() === 'PATCH' && !cut && req.headers()['upload-offset'] === String(CHUNK)) {
          cut = true;
          return route.abort('connectionreset');
        }
        return route.continue();
      });
    });
    await page.getByRole('button', { name: hiFulfil.actions.performed }).click();
    const performed = page.getByRole('dialog', { name: hiFulfil.titles.performed });
    await performed.getByRole('button', { name: hiFulfil.submit.performed }).click();
    await performed.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: hiFulfil.actions.video }).click();
    const video = page.getByRole('dialog', { name: hiFulfil.titles.video });
    await video.getByLabel(hiMedia.video.label).setInputFiles({ name: 'puja.mp4', mimeType: 'video/mp4', buffer: MP4 });
    // Uploaded: the drawer shows the video itself with its name; the link field (which would hold the server's path) is gone.
    await video.getByText(`✓ ${hiMedia.video.done}`).waitFor({ timeout: 30_000 });
    await video.getByText('puja.mp4').waitFor();
    expect(await video.getByLabel(hiFulfil.fields.videoUrl).count()).toBe(0);
    expect(cut).toBe(true);
    // The one cut request is the fault we caused; nothing else may have gone wrong on the page.
    expect(
      browser.takeErrors().filter((e) => !(e.startsWith('request failed:') && e.includes('/media/videos/') && e.includes('ERR_CONNECTION_RESET'))),
    ).toEqual([]);
    // Resumed, not restarted: after the cut the same 4 MB offset was sent again, never 0 again.
    expect(patches.map((p) => p.headers()['upload-offset'])).toEqual(['0', String(CHUNK), String(CHUNK)]);
    await video.getByRole('button', { name: hiFulfil.submit.video }).click();
    await video.waitFor({ state: 'hidden' });
    await eventually(async () => (await devoteeOrder(story.orderId)).orderStatus).toBe('COMPLETED');
  });

  it('5. the devotee sees the puja video on the order page (phone, English and Hindi)', async () => {
    const order = await devoteeOrder(story.orderId);
    expect(order.videoUrl).toBeTruthy();
    for (const language of ['english', 'hindi'] as const) {
      const page = await orderPage(story.orderId, language);
      const player = page.locator('video');
      await player.waitFor();
      expect(await player.getAttribute('src')).toBe(order.videoUrl);
      const res = await fetch(new URL(order.videoUrl!, browser.baseUrl()), { headers: { range: 'bytes=0-11' } });
      expect([200, 206]).toContain(res.status);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(4, 8)
          .toString(),
      ).toBe('ftyp');
    }
  });

  it('6. the operator ships the prasad; the devotee sees the tracking number', async () => {
    const page = await browser.open(`/admin/orders/${story.orderId}`, DESKTOP, asStaff(story.operator, 'en'));
    await page.getByRole('button', { name: enFulfil.actions.ship }).click();
    const ship = page.getByRole('dialog', { name: enFulfil.titles.ship });
    await ship.getByLabel(enFulfil.fields.courierName).fill('India Post');
    await ship.getByLabel(enFulfil.fields.trackingNumber).fill('EE123456789IN');
    await ship.getByLabel(enFulfil.fields.trackingUrl).fill('https://www.indiapost.gov.in/track?id=EE123456789IN');
    await ship.getByRole('button', { name: enFulfil.submit.ship }).click();
    await ship.waitFor({ state: 'hidden' });

    const site = await orderPage(story.orderId, 'english');
    await site.getByRole('tab', { name: enOrders.tabs.tracking }).click();
    await site.getByRole('tabpanel').getByText('EE123456789IN').waitFor();
    await site.getByRole('link', { name: enOrders.tracking.track.replace('{{courier}}', 'India Post') }).waitFor();
    // The video stays after shipping (COMPLETED keeps its status).
    await site.locator('video').waitFor();
  });

  it('7. the operator refunds and cancels the second order; the provider settles it; the devotee sees the refund', async () => {
    const page = await browser.open(`/admin/orders/${story.refundOrderId}`, DESKTOP, asStaff(story.operator, 'en'));
    await page.getByRole('button', { name: enFulfil.actions.refund }).click();
    const refund = page.getByRole('dialog', { name: enFulfil.titles.refund });
    await refund.getByLabel(enFulfil.fields.amount).fill('501');
    await refund.getByLabel(enFulfil.fields.reason).fill('The devotee cannot attend.');
    await refund.getByLabel(enFulfil.fields.cancelToo).check();
    await refund.getByRole('button', { name: enFulfil.submit.refundReview }).click();
    // Money moves only from the confirmation that names the amount.
    await refund.getByRole('heading', { name: enFulfil.refundConfirm.title.replace('{{amount}}', '₹501') }).waitFor();
    await refund.getByRole('button', { name: enFulfil.refundConfirm.confirm.replace('{{amount}}', '₹501') }).click();
    await refund.waitFor({ state: 'hidden' });

    // The simulated provider answers by webhook, later: wait for the settled refund.
    await expect
      .poll(async () => (await devoteeOrder(story.refundOrderId)).paymentDetails.refunds?.map((r) => r.statusText), { timeout: 30_000, interval: 250 })
      .toEqual(['Refunded']);
    expect((await devoteeOrder(story.refundOrderId)).orderStatus).toBe('CANCELLED');
    for (const [language, texts] of [
      ['english', { tab: enOrders.tabs.payment, state: 'Refunded' }],
      ['hindi', { tab: hiOrders.tabs.payment, state: 'धनवापसी हो गई' }],
    ] as const) {
      const site = await orderPage(story.refundOrderId, language);
      await site.getByRole('tab', { name: texts.tab }).click();
      await site.getByRole('tabpanel').getByText(texts.state, { exact: false }).waitFor();
    }
  });
});
