import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import {
  videoMomentText,
  type TAdminOrderDetail,
  type TGetOfferingResponse,
  type TGetOrderResponse,
  type TGetPujaResponse,
  type TOccurrence,
  type TReading,
} from '@sankalp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import enOccurrences from '../../admin/src/locales/en/occurrences.json' with { type: 'json' };
import hiOccurrences from '../../admin/src/locales/hi/occurrences.json' with { type: 'json' };
import enReading from '../../admin/src/locales/en/reading.json' with { type: 'json' };
import enShipments from '../../admin/src/locales/en/shipments.json' with { type: 'json' };
import hiShipments from '../../admin/src/locales/hi/shipments.json' with { type: 'json' };
import hiReading from '../../admin/src/locales/hi/reading.json' with { type: 'json' };
import enOrders from '../src/locales/en/orders.json' with { type: 'json' };
import hiOrders from '../src/locales/hi/orders.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { api, DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';
import { adminGet, asStaff, makeDue, staffToken } from './console-fixtures.ts';
import { payOrder } from './orders-fixtures.ts';
import { createSession, newPhone, useSession, type Session } from './sign-in.ts';
import type { ReceivedWhatsapp } from './whatsapp-stand-in.ts';

/**
 * Issue 19's "must show": a puja day fulfilled as a whole. Fifty devotees (Hindi and English, some
 * with prasad, some with WhatsApp updates) book one puja and three offer its temple's chadawa;
 * the operator opens the puja's occurrence on a desk, marks all fifty performed in one action,
 * reads every name in reading mode on a phone in Hindi, uploads one group video, imports a
 * shipments CSV with two bad rows (shown, not applied), and the carrier's webhook delivers half of
 * the parcels. Each devotee's video starts at their own name, the tracking tab shows the carrier's
 * scans, and every order has exactly one message of each kind it should have.
 */

const browser = useBrowser();
const PUJA = 'rudrabhishek-kashi-vishwanath';
const CHADAWA = 'bel-patra-jal-chadawa-kashi-vishwanath';
const DEMO_OPERATOR = '9999900002';
const PRIEST = 'Pandit Shiv Shankar Shastri';
/** The server's SHIPPING_WEBHOOK_TOKEN_SHIPROCKET (global-setup.ts). */
const WEBHOOK_TOKEN = 'e2e-shiprocket-webhook-token';
const DEVOTEES = 50;
/** Devotees 0, 1, 4, 5, 8, 9 … take prasad (with a delivery address): 26 of the 50, both languages. */
const WITH_PRASAD = 26;
const SHOTS = '/tmp/shots';

/** A fake MP4 of a few hundred KB (the server checks the declared type only): one tus PATCH. */
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(300_000, 7)]);

/** The server's words for the two bad rows (apps/api/src/lib/messages/shipments.ts), in English as the desk asks. */
const REASON = { orderUnknown: 'No order has this id.', awbTwice: 'This AWB is on more than one row of the file.' };

const HI_FIRST = ['सीता', 'राम', 'गीता', 'मोहन', 'राधा', 'श्याम', 'लक्ष्मी', 'गणेश', 'पार्वती', 'कृष्ण', 'उमा', 'शिव', 'सरस्वती'];
const HI_LAST = ['देवी', 'शर्मा', 'वर्मा'];
const HI_GOTRA = ['कश्यप', 'भारद्वाज', 'वशिष्ठ', 'गौतम'];
const EN_FIRST = ['Asha', 'Ravi', 'Meera', 'Suresh', 'Kavita', 'Anil', 'Pooja', 'Vikram', 'Neha', 'Arjun', 'Divya', 'Rahul', 'Sunita'];
const EN_LAST = ['Sharma', 'Iyer', 'Patel'];
const EN_GOTRA = ['Kashyap', 'Bharadwaj', 'Vashishtha', 'Gautam'];

type Devotee = {
  index: number;
  language: 'hindi' | 'english';
  name: string;
  prasad: boolean;
  whatsapp: boolean;
  session: Session;
  orderId: string;
};

const day = {
  operator: '',
  eventId: '',
  chadawaId: '',
  date: '',
  devotees: [] as Devotee[],
  chadawa: [] as Devotee[],
  /** Orders in reading order (the API's), and each one's read in the recording. */
  reading: undefined as TReading | undefined,
  shipped: [] as string[],
  delivered: [] as string[],
  /** The prasad order whose row had a duplicate AWB: not shipped. */
  notShipped: '',
  /** The parcel whose AWB the courier's sheet corrected after its message had gone (step 6b): told twice. */
  corrected: '',
  awb: new Map<string, string>(),
  /** Scan times per AWB, the same in every webhook (the carrier resends its whole history). */
  scans: new Map<string, { pickedUp: string; inTransit: string; delivered: string }>(),
};

const byOrder = (orderId: string) => [...day.devotees, ...day.chadawa].find((d) => d.orderId === orderId)!;
const occurrencePath = () => `/occurrences/${day.eventId}/${day.date}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/occurrence-${name}.png`, fullPage: true });

/** The public API as a devotee's browser calls it, in the booking's language. */
async function publicCall<T>(path: string, init: { method?: string; body?: unknown; token: string; language?: 'hindi' | 'english' }): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/public/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-access-token': init.token, 'accept-language': init.language ?? 'english' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as T;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The console's API as the operator. */
async function adminCall(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${inject('baseUrl')}/admin/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-staff-token': day.operator, 'accept-language': 'english' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const occurrence = () => adminGet<TOccurrence>(day.operator, occurrencePath());
const counts = async () => (await occurrence()).counts;

/** One count of the occurrence page ("Paid", "Performed", …) as the page shows it. */
const shownCount = (page: Page, label: string) =>
  page
    .locator('.occurrence-counts__item')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .textContent();

/** A devotee books through the real cart and checkout and pays on the simulated provider. */
async function book(index: number, event: TGetPujaResponse['data'], kind: 'PUJA' | 'OFFERING'): Promise<Devotee> {
  const hindi = index % 2 === 0;
  const k = Math.floor(index / 2);
  const name = hindi ? `${HI_FIRST[k % 13]} ${HI_LAST[Math.floor(k / 13) % 3]}` : `${EN_FIRST[k % 13]} ${EN_LAST[Math.floor(k / 13) % 3]}`;
  const prasad = kind === 'PUJA' && index % 4 < 2;
  const whatsapp = index % 3 === 0;
  const language = hindi ? 'hindi' : 'english';
  const session = await createSession(name, newPhone(hindi ? '9' : '8'));
  const add = (subType: string, itemId: string) =>
    publicCall<{ data: { cartId: string } }>('/cart/', {
      method: 'POST',
      token: session.token,
      language,
      body: { parentId: event.id, type: kind, itemId, subType, quantity: 1 },
    });
  let cart = await add(kind === 'PUJA' ? 'PUJA_PACKAGE' : 'OFFERING_ITEM', (kind === 'PUJA' ? event.pujaPackageList : event.offeringItemList)[index % 2]!.id);
  if (prasad) cart = await add('PRASAD', event.prasadInfo!.id);
  const order = await publicCall<{ data: { orderId: string } }>('/order/create', {
    method: 'POST',
    token: session.token,
    language,
    body: {
      cartId: cart.data.cartId,
      userInfo: {
        name,
        whatsappNumber: session.phone,
        gotra: (hindi ? HI_GOTRA : EN_GOTRA)[index % 4],
        selectedEventDate: null,
        additionalNames: index % 5 === 0 ? [hindi ? 'कमला देवी' : 'Kamala Devi'] : [],
      },
      whatsappOptIn: whatsapp,
      ...(prasad
        ? {
            deliveryInfo: {
              location: hindi
                ? { address: `${index + 1}, अस्सी घाट`, city: 'वाराणसी', state: 'उत्तर प्रदेश', pincode: '221005' }
                : { address: `${index + 1}, MG Road`, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
            },
          }
        : {}),
    },
  });
  await payOrder(session.token, order.data.orderId);
  return { index, language, name, prasad, whatsapp, session, orderId: order.data.orderId };
}

/** Runs `work` over `items`, `width` at a time (the server is one process on PGlite: a few in flight overlap its waits). */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** A devotee's own order, as their page reads it. */
async function devoteeOrder(d: Devotee) {
  return (await publicCall<TGetOrderResponse>(`/order/get?orderId=${d.orderId}`, { token: d.session.token, language: d.language })).data;
}

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted && ch === '"' && s[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += ch;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      endRow();
    } else {
      field += ch;
    }
  }
  if (field || row.length) endRow();
  return rows;
}

/** yyyy-mm-dd HH:mm:ss in India time, as Shiprocket writes its scans' dates. */
const carrierTime = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** A Shiprocket tracking webhook call for one AWB, with the scans so far. */
function trackingBody(awb: string, delivered: boolean) {
  const t = day.scans.get(awb)!;
  const scans = [
    {
      date: t.pickedUp,
      status: 'PKD',
      activity: 'Shipment picked up',
      location: 'Varanasi_Hub (Uttar Pradesh)',
      'sr-status': '42',
      'sr-status-label': 'PICKED UP',
    },
    {
      date: t.inTransit,
      status: 'IT',
      activity: 'In transit to destination',
      location: 'Lucknow_Gateway (Uttar Pradesh)',
      'sr-status': '18',
      'sr-status-label': 'IN TRANSIT',
    },
    ...(delivered
      ? [
          {
            date: t.delivered,
            status: 'DLVD',
            activity: 'Delivered to consignee',
            location: 'Destination_DC',
            'sr-status': '7',
            'sr-status-label': 'DELIVERED',
          },
        ]
      : []),
  ];
  return {
    awb,
    courier_name: 'Delhivery Surface',
    current_status: delivered ? 'DELIVERED' : 'IN TRANSIT',
    current_status_id: delivered ? 7 : 18,
    shipment_status: delivered ? 'DELIVERED' : 'IN TRANSIT',
    shipment_status_id: delivered ? 7 : 18,
    current_timestamp: (delivered ? t.delivered : t.inTransit).replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3 $2 $1'),
    etd: '',
    is_return: 0,
    scans,
  };
}

const postTracking = (body: unknown, token = WEBHOOK_TOKEN) =>
  fetch(`${inject('baseUrl')}/webhooks/shipping/aggregator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': token },
    body: JSON.stringify(body),
  });

describe('a puja day, fulfilled as a whole', () => {
  it('1. fifty devotees book one puja (Hindi and English, half with prasad, some on WhatsApp), three its chadawa; the puja time comes', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const puja = (await api<TGetPujaResponse>(`/puja/name/${PUJA}`)).data;
    const chadawa = (await api<TGetOfferingResponse>(`/offering/name/${CHADAWA}`)).data;
    expect(puja.prasadInfo).not.toBeNull();
    day.eventId = puja.id;
    day.chadawaId = chadawa.id;
    const all = await inParallel(
      Array.from({ length: DEVOTEES + 3 }, (_, i) => i),
      6,
      (i) => (i < DEVOTEES ? book(i, puja, 'PUJA') : book(i, chadawa, 'OFFERING')),
    );
    day.devotees = all.slice(0, DEVOTEES);
    day.chadawa = all.slice(DEVOTEES);
    expect(day.devotees.filter((d) => d.prasad)).toHaveLength(WITH_PRASAD);

    // The operator's test aid moves each puja to a minute ago: all fifty are one occurrence, today.
    day.operator = await staffToken(DEMO_OPERATOR);
    const dates = await inParallel(all, 4, (d) => makeDue(day.operator, d.orderId));
    expect(new Set(dates).size).toBe(1);
    day.date = dates[0]!;
    const c = await counts();
    expect(c).toMatchObject({ paid: DEVOTEES, performed: 0, video: 0, prasad: WITH_PRASAD, shipped: 0, unpaid: 0 });
  }, 120_000);

  it('2. the operator opens the occurrence on a desk and marks all fifty performed in one action', async () => {
    const page = await browser.open(`/admin${occurrencePath()}`, DESKTOP, asStaff(day.operator, 'en'));
    await page.getByRole('heading', { name: enOccurrences.counts.title }).waitFor();
    await eventually(() => shownCount(page, enOccurrences.counts.paid)).toBe(String(DEVOTEES));
    expect(await shownCount(page, enOccurrences.counts.performed)).toBe('0');
    expect(await shownCount(page, enOccurrences.counts.prasad)).toBe(String(WITH_PRASAD));
    await page.getByText(enOccurrences.performed.left_other.replace('{{count}}', String(DEVOTEES))).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await shot(page, 'desk-before');

    await page.getByLabel(enOccurrences.performed.priest).fill(PRIEST);
    await page.getByRole('button', { name: enOccurrences.performed.submit_other.replace('{{count}}', String(DEVOTEES)) }).click();
    await eventually(() => shownCount(page, enOccurrences.counts.performed)).toBe(String(DEVOTEES));
    const batch = page.locator('.batch-result').filter({ hasText: enOccurrences.batch.actions.PERFORMED });
    await batch.getByText(enOccurrences.batch.summary.replace('{{done}}', String(DEVOTEES)).replace('{{skipped}}', '0').replace('{{failed}}', '0')).waitFor();
    await page.getByText(new RegExp(`by ${PRIEST}\\.$`)).waitFor();
    // Every order was performed once, by the priest, at one time.
    const o = await occurrence();
    expect(o.orders.filter((x) => x.performedAt)).toHaveLength(DEVOTEES);
    expect(new Set(o.orders.map((x) => x.performedAt)).size).toBe(1);
    expect(o.priestName).toBe(PRIEST);
  });

  it('3. reading mode on a phone in Hindi: Start, then Next for every name; every tap reaches the server', async () => {
    const page = await browser.open(`/admin${occurrencePath()}/reading`, PHONE, async (p) => {
      await asStaff(day.operator, 'hi')(p);
      // The phone's clocks are the page's own, moved on between names as a reading takes seconds
      // per name (and a second tap within 400 ms counts as a finger bouncing).
      await p.clock.install();
    });
    const list = await adminGet<TReading>(day.operator, `${occurrencePath()}/reading`);
    expect(list.orders).toHaveLength(DEVOTEES);
    await page.getByText(hiReading.count_other.replace('{{count}}', String(DEVOTEES))).waitFor();
    await page.getByRole('button', { name: hiReading.start, exact: true }).click();

    const card = (orderId: string) => page.locator(`[id="sankalp-${orderId}"]`);
    for (const [i, order] of list.orders.entries()) {
      await card(order.orderId).waitFor();
      // In large type, as the devotee typed it, marked with the booking's language.
      expect(await card(order.orderId).textContent()).toBe(byOrder(order.orderId).name);
      expect(await card(order.orderId).getAttribute('lang')).toBe(byOrder(order.orderId).language === 'hindi' ? 'hi' : 'en');
      if (i === 1) {
        expect(await blockingViolations(page)).toEqual([]);
        await shot(page, 'reading-hi-phone');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.clock.fastForward(3_000 + (i % 4) * 1_500);
      await page.getByRole('button', { name: hiReading.next, exact: true }).click();
    }
    await page.getByRole('heading', { name: hiReading.done }).waitFor();
    await page.getByText(hiReading.allRead_other.replace('{{count}}', String(DEVOTEES))).waitFor();
    // Nothing left on the phone: the status says every tap is saved on the server.
    await eventually(() => page.locator('[data-waiting]').getAttribute('data-waiting')).toBe('0');
    await page.getByText(hiReading.sync.saved).waitFor();
    await shot(page, 'reading-hi-done');

    // The server has one reading with every name read, in order, seconds apart.
    day.reading = await adminGet<TReading>(day.operator, `${occurrencePath()}/reading`);
    expect(day.reading.readings).toHaveLength(1);
    expect(day.reading.orders.every((o) => o.read !== null)).toBe(true);
    const offsets = day.reading.orders.map((o) => o.read!.offsetMs);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(offsets.at(-1)!).toBeGreaterThan(DEVOTEES * 3_000);
  });

  it('4. one group video, uploaded once on the occurrence page, reaches all fifty orders', async () => {
    const page = await browser.open(`/admin${occurrencePath()}`, DESKTOP, asStaff(day.operator, 'en'));
    await page.getByRole('heading', { name: enOccurrences.video.title }).waitFor();
    await page.getByLabel(enOccurrences.video.upload).setInputFiles({ name: 'puja-day.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await expect.poll(() => shownCount(page, enOccurrences.counts.video), { timeout: 30_000, interval: 100 }).toBe(String(DEVOTEES));
    await page
      .locator('.batch-result')
      .filter({ hasText: enOccurrences.batch.actions.GROUP_VIDEO })
      .getByText(enOccurrences.batch.summary.replace('{{done}}', String(DEVOTEES)).replace('{{skipped}}', '0').replace('{{failed}}', '0'))
      .waitFor();
    await page.locator('video.occurrence-video').waitFor();
    // The reading section names the reading the video recorded, every name read.
    await page.getByText(enReading.section.readCount.replace('{{read}}', String(DEVOTEES)).replace('{{total}}', String(DEVOTEES))).waitFor();
    expect((await adminGet<TReading>(day.operator, `${occurrencePath()}/reading`)).videoReadingId).toBe(day.reading!.readingId);
    expect((await occurrence()).orders.every((o) => o.video === 'GROUP')).toBe(true);
  });

  it('4b. the wrong group video replaced from the priest’s phone in Hindi: all fifty orders play the new one, no message again', async () => {
    const before = await occurrence();
    const messagesBefore = before.messages.sent + before.messages.waiting + before.messages.failed;
    const page = await browser.open(`/admin${occurrencePath()}`, PHONE, asStaff(day.operator, 'hi'));
    await page.getByRole('button', { name: hiOccurrences.video.replace }).click();
    await page.getByText(hiOccurrences.video.replaceHint).waitFor();
    await shot(page, 'video-replace-open-hi-phone');
    const right = Buffer.concat([MP4, Buffer.alloc(1000, 9)]);
    await page.getByLabel(hiOccurrences.video.replaceUpload).setInputFiles({ name: 'puja-day-right.mp4', mimeType: 'video/mp4', buffer: right });
    await page
      .locator('.batch-result')
      .filter({ hasText: hiOccurrences.batch.actions.GROUP_VIDEO_REPLACE })
      .getByText(hiOccurrences.batch.summary.replace('{{done}}', String(DEVOTEES)).replace('{{skipped}}', '0').replace('{{failed}}', '0'))
      .waitFor();
    await shot(page, 'video-replaced-hi-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const after = await occurrence();
    expect(after.groupVideo!.id).not.toBe(before.groupVideo!.id);
    expect(after.orders.every((o) => o.video === 'GROUP')).toBe(true);
    expect(after.messages.sent + after.messages.waiting + after.messages.failed).toBe(messagesBefore);
  });

  it('5. prasad: the shipments CSV out; a file back with two bad rows is previewed (shown with row and reason) and only its valid rows are applied', async () => {
    const res = await adminCall(`${occurrencePath()}/shipments.csv`);
    expect(res.status).toBe(200);
    const [header, ...lines] = parseCsv(await res.text()).filter((r) => r.some(Boolean));
    expect(header![0]).toBe('*Order Id');
    const toMake = [...new Set(lines.map((l) => l[0]!))];
    const withPrasad = day.devotees.filter((d) => d.prasad).map((d) => d.orderId);
    expect([...toMake].sort()).toEqual([...withPrasad].sort());
    // The address is there as the devotee wrote it (Devanagari included).
    const postcode = header!.indexOf('*Shipping Address Postcode');
    expect(new Set(lines.map((l) => l[postcode]))).toEqual(new Set(['221005', '560001']));

    // The courier's file: every parcel but one with its AWB, plus an unknown order and a row
    // whose AWB is the unknown order's (a duplicate): those two are the bad rows.
    day.notShipped = toMake.at(-1)!;
    day.shipped = toMake.slice(0, -1);
    const stamp = day.date.replaceAll('-', '');
    const rows: string[][] = [['Order ID', 'Courier', 'AWB', 'Tracking URL']];
    const bad: { row: number; reason: string }[] = [];
    const dupAwb = `DL${stamp}999`;
    day.shipped.forEach((orderId, k) => {
      const awb = `DL${stamp}${String(k).padStart(3, '0')}`;
      day.awb.set(orderId, awb);
      rows.push([orderId, k % 2 ? 'India Post' : 'Delhivery', awb, `https://shiprocket.co/tracking/${awb}`]);
      if (k === 2) {
        rows.push(['SKP222222222', 'Delhivery', dupAwb, `https://shiprocket.co/tracking/${dupAwb}`]);
        bad.push({ row: rows.length, reason: REASON.orderUnknown });
      }
      if (k === 12) {
        rows.push([day.notShipped, 'Delhivery', dupAwb, `https://shiprocket.co/tracking/${dupAwb}`]);
        bad.push({ row: rows.length, reason: REASON.awbTwice });
      }
    });
    const csv = rows.map((r) => r.join(',')).join('\r\n');

    const page = await browser.open(`/admin${occurrencePath()}`, DESKTOP, asStaff(day.operator, 'en'));
    await page.getByRole('heading', { name: enShipments.title }).waitFor();
    await page.getByLabel(enShipments.choose).setInputFiles({ name: 'shipments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = enShipments.summary_other
      .replace('{{name}}', 'shipments.csv')
      .replace('{{count}}', String(rows.length - 1))
      .replace('{{valid}}', String(day.shipped.length))
      .replace('{{invalid}}', '2');
    await page.getByText(summary).waitFor();
    const table = page.getByRole('table', { name: enShipments.previewLabel });
    await eventually(() => table.locator('tbody tr').count()).toBe(rows.length - 1);
    await page.getByLabel(enShipments.onlyProblems).check();
    await eventually(() => table.locator('tbody tr').count()).toBe(2);
    for (const [i, b] of bad.entries()) {
      const cells = table.locator('tbody tr').nth(i).locator('td');
      expect(await cells.first().textContent()).toBe(String(b.row));
      expect(await cells.last().textContent()).toBe(b.reason);
    }
    // Nothing is written by the preview.
    expect((await counts()).shipped).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);
    await shot(page, 'shipments-preview');

    await page.getByRole('button', { name: enShipments.apply_other.replace('{{count}}', String(day.shipped.length)) }).click();
    await page
      .getByText(enShipments.result.done_other.replace('{{count}}', String(day.shipped.length)), { exact: true })
      .first()
      .waitFor();
    await eventually(() => shownCount(page, enOccurrences.counts.shipped)).toBe(String(day.shipped.length));
    // The bad rows were not applied: the duplicate AWB is nobody's, the order of its row is not shipped.
    const o = await occurrence();
    expect(
      o.orders
        .filter((x) => x.shippedAt)
        .map((x) => x.orderId)
        .sort(),
    ).toEqual([...day.shipped].sort());
    expect(o.orders.find((x) => x.orderId === day.notShipped)!.trackingNumber).toBeNull();
    expect(o.orders.some((x) => x.trackingNumber === dupAwb)).toBe(false);
    await shot(page, 'shipments-applied');
  });

  it('6. the carrier webhook: scans for every parcel, "delivered" for half; a forged token is refused', async () => {
    // Scans after the shipment, seconds apart (carrier times are India time, to the second).
    const base = Math.ceil(Date.now() / 1000) * 1000;
    for (const orderId of day.shipped) {
      day.scans.set(day.awb.get(orderId)!, { pickedUp: carrierTime(base), inTransit: carrierTime(base + 1000), delivered: carrierTime(base + 2000) });
    }
    const forged = await postTracking(trackingBody(day.awb.get(day.shipped[0]!)!, true), 'not-the-token-at-all');
    expect(forged.status).toBe(401);

    day.delivered = day.shipped.slice(0, Math.floor(day.shipped.length / 2));
    // First every parcel in transit; then, for half, the whole history again with DELIVERED (a resend of the earlier scans).
    for (const orderId of day.shipped) expect((await postTracking(trackingBody(day.awb.get(orderId)!, false))).status).toBe(200);
    for (const orderId of day.delivered) expect((await postTracking(trackingBody(day.awb.get(orderId)!, true))).status).toBe(200);
    // And a "delivered" resent once more changes nothing.
    expect((await postTracking(trackingBody(day.awb.get(day.delivered[0]!)!, true))).status).toBe(200);

    await eventually(async () => (await counts()).delivered).toBe(day.delivered.length);
    const o = await occurrence();
    expect(
      o.orders
        .filter((x) => x.deliveredAt)
        .map((x) => x.orderId)
        .sort(),
    ).toEqual([...day.delivered].sort());
    // The forged call delivered nothing: only the half whose DELIVERED came with the token.
    expect(o.counts.shipped).toBe(day.shipped.length);

    const page = await browser.open(`/admin${occurrencePath()}`, DESKTOP, asStaff(day.operator, 'en'));
    await eventually(() => shownCount(page, enOccurrences.counts.delivered)).toBe(String(day.delivered.length));
    expect(await shownCount(page, enOccurrences.counts.video)).toBe(String(DEVOTEES));
    await shot(page, 'desk-after');
    // The same page on the priest's phone, in Hindi: it fits the screen.
    const phone = await browser.open(`/admin${occurrencePath()}`, PHONE, asStaff(day.operator, 'hi'));
    await eventually(() => shownCount(phone, hiOccurrences.counts.delivered)).toBe(String(day.delivered.length));
    await shot(phone, 'phone-hi-after');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The priest finds one devotee's parcel by its AWB: one card on the phone.
    const orders = phone.getByRole('table', { name: hiOccurrences.orders.title_other.replace('{{count}}', String(DEVOTEES)) });
    await phone.getByRole('searchbox', { name: hiOccurrences.orders.find }).fill(day.awb.get(day.shipped[1]!)!);
    await eventually(() => orders.locator('tbody tr').count()).toBe(1);
    expect(await orders.locator('tbody tr').getByRole('link').textContent()).toBe(day.shipped[1]);
    await shot(phone, 'phone-hi-found');
  });

  it('6b. the courier’s sheet again with one AWB fixed: marked as a correction, a delivered parcel’s row refused; only the correction applied (phone, Hindi)', async () => {
    const inTransit = day.shipped.find((id) => !day.delivered.includes(id))!;
    const deliveredOne = day.delivered[0]!;
    const old = day.awb.get(inTransit)!;
    // Its "prasad shipped" message has gone: the devotee must be told the right number again.
    await eventually(async () => {
      const messages = (await adminGet<TAdminOrderDetail>(day.operator, `/orders/${inTransit}`)).messages;
      return messages.find((m) => m.kind === 'PRASAD_SHIPPED')?.status;
    }).toMatch(/^(SENT|DELIVERED|READ)$/);
    const fixed = `${old}7`;
    const csv = [
      ['Order ID', 'Courier', 'AWB', 'Tracking URL'],
      [inTransit, 'Delhivery', fixed, `https://shiprocket.co/tracking/${fixed}`],
      [deliveredOne, 'Delhivery', `${day.awb.get(deliveredOne)!}7`, 'https://shiprocket.co/tracking/x'],
    ]
      .map((r) => r.join(','))
      .join('\r\n');
    const phone = await browser.open(`/admin${occurrencePath()}`, PHONE, asStaff(day.operator, 'hi'));
    await phone.getByRole('heading', { name: hiShipments.title }).waitFor();
    await phone.getByLabel(hiShipments.choose).setInputFiles({ name: 'shipments-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const table = phone.getByRole('table', { name: hiShipments.previewLabel });
    await eventually(() => table.locator('tbody tr').count()).toBe(2);
    expect(await table.locator('tbody tr').nth(0).textContent()).toContain(hiShipments.corrects.replace('{{awb}}', old));
    expect(await table.locator('tbody tr').nth(1).textContent()).toContain('इस ऑर्डर का प्रसाद पहुँच चुका है');
    await shot(phone, 'shipments-correction-hi-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.getByRole('button', { name: hiShipments.applyCorrecting_one.replace('{{count}}', '1') }).click();
    await phone.getByText(hiShipments.result.done_one.replace('{{count}}', '1'), { exact: true }).first().waitFor();
    const o = await occurrence();
    expect(o.orders.find((x) => x.orderId === inTransit)!.trackingNumber).toBe(fixed);
    expect(o.orders.find((x) => x.orderId === deliveredOne)!.trackingNumber).toBe(day.awb.get(deliveredOne));
    day.awb.set(inTransit, fixed);
    day.corrected = inTransit;
  });

  it('7. every devotee’s video starts at their own name; two devotees see it, and the carrier’s scans (Hindi phone, English desk)', async () => {
    const moments = new Map(day.reading!.orders.map((o) => [o.orderId, Math.floor(o.read!.fromMs / 1000)]));
    // Every order's page data: the group video, starting where its name was read.
    const details = await inParallel(day.devotees, 5, async (d) => [d, await devoteeOrder(d)] as const);
    for (const [d, detail] of details) {
      expect(detail.orderStatus).toBe('COMPLETED');
      expect(detail.videoStartSeconds).toBe(moments.get(d.orderId));
    }
    const startOf = (d: Devotee) => details.find(([x]) => x === d)![1].videoStartSeconds!;
    // Two delivered devotees whose names were not the first read (the first starts at 0:00).
    const pick = (language: Devotee['language']) =>
      day.devotees.find((d) => d.language === language && d.whatsapp && day.delivered.includes(d.orderId) && startOf(d) > 0) ??
      day.devotees.find((d) => d.language === language && day.delivered.includes(d.orderId) && startOf(d) > 0)!;
    const visits = [
      {
        devotee: pick('hindi'),
        viewport: PHONE,
        texts: hiOrders,
        scans: ['पिकअप हो गया', 'रास्ते में', 'पहुँच गया'],
        videoSteps: ['वीडियो तैयार है', 'वीडियो बदला गया'],
      },
      {
        devotee: pick('english'),
        viewport: DESKTOP,
        texts: enOrders,
        scans: ['Picked up', 'In transit', 'Delivered'],
        videoSteps: ['Video ready', 'Video updated'],
      },
    ];
    for (const { devotee, viewport, texts, scans, videoSteps } of visits) {
      const seconds = startOf(devotee);
      const detail = await devoteeOrder(devotee);
      // The Hindi devotee comes from a link naming another second (a message sent before the video was
      // replaced): the page still starts at the order's own moment (decision 295).
      const link = viewport === PHONE ? `&t=${seconds + 7}` : '';
      const page = await browser.open(`/orders/details?orderId=${devotee.orderId}&language=${devotee.language}${link}`, viewport);
      await useSession(page, devotee.session);
      await page.getByText(texts.video.nameReadAt.replace('{{time}}', videoMomentText(seconds)), { exact: true }).waitFor();
      expect(await page.locator('video').getAttribute('src')).toBe(`${detail.videoUrl}#t=${seconds}`);
      await shot(page, `devotee-${devotee.language}`);

      await page.getByRole('tab', { name: texts.tabs.tracking }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { name: texts.tracking.scansTitle }).waitFor();
      const timeline = panel.locator('section[aria-labelledby="scan-timeline-title"] ol li');
      // Each scan once (the resent history did not repeat them), oldest first, the delivery the latest.
      await eventually(() => timeline.count()).toBe(3);
      const shown = await timeline.allInnerTexts();
      scans.forEach((s, i) => expect(shown[i]).toContain(s));
      expect(await timeline.last().getAttribute('aria-current')).toBe('step');
      await panel.getByText(day.awb.get(devotee.orderId)!).waitFor();
      // The group video, then its replacement (step 4b): told as a new video, not "ready" twice (decision 295).
      const steps = await panel.locator('section[aria-labelledby="step-timeline-title"] ol li').allInnerTexts();
      expect(steps.flatMap((step) => videoSteps.filter((name) => step.replace(/^✓\s*/, '').startsWith(name)))).toEqual(videoSteps);
      await shot(page, `tracking-${devotee.language}`);
    }

    // The video message of a devotee on WhatsApp links to the moment of their name.
    const onWhatsapp = day.devotees.find((d) => d.whatsapp && startOf(d) > 0)!;
    const video = async () => {
      const res = await fetch(`${inject('whatsappStandInUrl')}/received?to=91${onWhatsapp.session.phone}`);
      return ((await res.json()) as ReceivedWhatsapp[]).find((m) => m.template === 'sankalp_video_ready');
    };
    await eventually(async () => Boolean(await video())).toBe(true);
    expect((await video())!.params.at(-1)).toContain(`orderId=${onWhatsapp.orderId}&t=${startOf(onWhatsapp)}`);
  });

  it('8. messages: exactly one of each kind per order (paid, performed, video, shipped, delivered; the corrected AWB once more); the chadawa’s offered once each', async () => {
    // The chadawa's own occurrence, marked performed through the console's API.
    const chadawaPath = `/occurrences/${day.chadawaId}/${day.date}`;
    const body = { batchId: randomUUID(), performedAt: new Date(Date.now() - 1000).toISOString(), priestName: PRIEST };
    const res = await adminCall(`${chadawaPath}/performed`, { method: 'POST', body });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { done: string[] } }).data.done.sort()).toEqual(day.chadawa.map((d) => d.orderId).sort());
    // The same batch sent again (a lost answer retried) does nothing twice.
    expect((await adminCall(`${chadawaPath}/performed`, { method: 'POST', body })).status).toBe(200);

    const expected = (d: Devotee) =>
      (d.index >= DEVOTEES
        ? ['ORDER_PAID', 'CHADAWA_OFFERED']
        : [
            'ORDER_PAID',
            'PUJA_PERFORMED',
            'VIDEO_READY',
            ...(day.shipped.includes(d.orderId) ? ['PRASAD_SHIPPED'] : []),
            // Step 6b: the corrected AWB was told in a message of its own.
            ...(d.orderId === day.corrected ? ['PRASAD_SHIPPED'] : []),
            ...(day.delivered.includes(d.orderId) ? ['PRASAD_DELIVERED'] : []),
          ]
      ).sort();
    const kinds = async (d: Devotee) => (await adminGet<TAdminOrderDetail>(day.operator, `/orders/${d.orderId}`)).messages.map((m) => m.kind).sort();
    const all = [...day.devotees, ...day.chadawa];
    const found = await inParallel(all, 5, async (d) => [d.orderId, await kinds(d)] as const);
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(all.map((d) => [d.orderId, expected(d)])));

    // All of them leave the outbox: none waiting, none failed (WhatsApp for those who opted in, SMS for the rest).
    await expect.poll(async () => (await occurrence()).messages, { timeout: 30_000, interval: 250 }).toMatchObject({ waiting: 0, failed: 0 });
    const sent = (await occurrence()).messages.sent;
    expect(sent).toBe(all.slice(0, DEVOTEES).reduce((n, d) => n + expected(d).length, 0));
  });
});
