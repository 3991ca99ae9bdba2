import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, GET_ORDER_PATH, orderActionPath, ZGetOrderResponse } from '@sankalp/contract';
import { auditLog, orderMessages, orderStatusHistory, shipmentScans } from '../../../src/db/schema/index.ts';
import { parseCarrierTime } from '../../../src/features/shipping/carrier-time.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { authHeaders } from '../../fixtures/sign-in.ts';
import { adminCall, signInStaff } from '../../admin/helpers.ts';
import { awb as newAwb, bookFor, perform, rowsOf, ship } from '../../admin/occurrences/shipment-fixtures.ts';

const TOKEN = 'shiprocket-test-token-0123456789';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ SHIPPING_WEBHOOK_TOKEN_SHIPROCKET: TOKEN });
});
afterAll(() => ctx.close());

/** A paid prasad order, performed and shipped from the order page: its AWB is what the carrier reports on. */
async function shippedOrder() {
  const { orderId, token } = await bookFor(ctx.app);
  const [row] = await rowsOf(ctx.app, [orderId]);
  const staff = await signInStaff(ctx.app, 'temple_staff', [row!.templeId]);
  await perform(ctx.app, staff, orderId);
  const awb = newAwb();
  await ship(ctx.app, staff, orderId, awb);
  return { orderId, token, awb, staff };
}

/** Shiprocket's tracking webhook body (its documented sample, with our AWB), dated in the past: a time ahead of now is taken as now. */
const body = (awb: string, scans: object[], current = 'IN TRANSIT', timestamp = '27 03 2025 14:05:00') => ({
  awb,
  courier_name: 'Delhivery Surface',
  current_status: current,
  current_status_id: 20,
  shipment_status: current,
  shipment_status_id: 18,
  current_timestamp: timestamp,
  order_id: '1373900_150876814',
  sr_order_id: 348456385,
  etd: '2025-03-29 15:40:19',
  scans,
  is_return: 0,
  channel_id: 3422553,
  pod_status: 'OTP Based Delivery',
  pod: 'Not Available',
});
const scan = (date: string, label: string, location = 'Varanasi_Hub (Uttar Pradesh)') => ({
  date,
  status: 'X-PPOM',
  activity: `${label} - scanned`,
  location,
  'sr-status': '42',
  'sr-status-label': label,
});
const PICKED = scan('2025-03-26 11:59:16', 'PICKED UP', 'Chomu_SamodRd_D (Rajasthan)');
const TRANSIT = scan('2025-03-27 14:05:00', 'IN TRANSIT', 'Jaipur_Hub (Rajasthan)');
const OUT = scan('2025-03-28 08:10:00', 'OUT FOR DELIVERY');
const DELIVERED = scan('2025-03-28 13:45:30', 'DELIVERED');

const post = (payload: object, headers: Record<string, string> = { 'x-api-key': TOKEN }, carrier = 'shiprocket', app = ctx.app) =>
  app.inject({ method: 'POST', url: `/webhooks/shipping/${carrier}`, headers: { 'content-type': 'application/json', ...headers }, payload });

const scansOf = (awb: string) => ctx.app.db.select().from(shipmentScans).where(eq(shipmentScans.awb, awb)).orderBy(shipmentScans.scannedAt);
const delivered = async (orderId: string) => ({
  steps: (await ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).filter((h) => h.step === 'DELIVERED').length,
  messages: (
    await ctx.app.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.kind, 'PRASAD_DELIVERED')))
  ).length,
});

describe('carrier times', () => {
  it('reads Shiprocket’s zoneless times as India time, and a zone as written', () => {
    expect(parseCarrierTime('2025-03-27 14:05:00')?.toISOString()).toBe('2025-03-27T08:35:00.000Z');
    expect(parseCarrierTime('27 03 2025 14:05:00')?.toISOString()).toBe('2025-03-27T08:35:00.000Z');
    expect(parseCarrierTime('2025-03-27T14:05:00Z')?.toISOString()).toBe('2025-03-27T14:05:00.000Z');
    expect(parseCarrierTime('2025-03-27T14:05:00+05:30')?.toISOString()).toBe('2025-03-27T08:35:00.000Z');
    for (const bad of ['2026-02-31 10:00:00', '2025-03-27', 'NA', '', '27/11/26 14:05', '2025-03-27 25:00:00']) expect(parseCarrierTime(bad)).toBeNull();
  });
});

describe('POST /webhooks/shipping/:carrier', () => {
  it('refuses a forged or missing token with 401 and writes nothing; with no token configured, refuses everything', async () => {
    const { orderId, awb } = await shippedOrder();
    const [before] = await rowsOf(ctx.app, [orderId]);
    expect((await post(body(awb, [PICKED]), { 'x-api-key': 'forged-token-0123456789' })).statusCode).toBe(401);
    expect((await post(body(awb, [PICKED]), { 'x-api-key': `${TOKEN}x` })).statusCode).toBe(401);
    const missing = await post(body(awb, [PICKED]), {});
    expect(missing.json()).toMatchObject({ statusCode: 401, code: 'WEBHOOK_TOKEN_INVALID', message: 'Invalid webhook token.' });
    const unset = await buildTestApp({}, { sameDbAs: ctx.handle });
    try {
      expect((await post(body(awb, [PICKED]), { 'x-api-key': TOKEN }, 'shiprocket', unset.app)).statusCode).toBe(401);
      expect((await post(body(awb, [PICKED]), { 'x-api-key': '' }, 'shiprocket', unset.app)).statusCode).toBe(401);
    } finally {
      await unset.close();
    }
    expect(await scansOf(awb)).toEqual([]);
    const [after] = await rowsOf(ctx.app, [orderId]);
    expect(after).toEqual(before);
  });

  it('stores each scan once however often the carrier resends, in India time, and keeps the newest status', async () => {
    const { orderId, awb } = await shippedOrder();
    expect((await post(body(awb, [PICKED, TRANSIT]))).json()).toEqual({ received: true });
    expect((await post(body(awb, [PICKED, TRANSIT]))).statusCode).toBe(200);
    // An older update arriving late changes neither the scans nor the status.
    expect((await post(body(awb, [PICKED], 'PICKED UP', '26 03 2025 11:59:16'))).statusCode).toBe(200);
    expect((await post(body(awb, [PICKED, TRANSIT, OUT], 'OUT FOR DELIVERY', '28 03 2025 08:10:00'))).statusCode).toBe(200);
    const scans = await scansOf(awb);
    expect(scans.map((s) => [s.status, s.scannedAt.toISOString(), s.location, s.carrier, s.orderId])).toEqual([
      ['PICKED UP', '2025-03-26T06:29:16.000Z', 'Chomu_SamodRd_D (Rajasthan)', 'shiprocket', orderId],
      ['IN TRANSIT', '2025-03-27T08:35:00.000Z', 'Jaipur_Hub (Rajasthan)', 'shiprocket', orderId],
      ['OUT FOR DELIVERY', '2025-03-28T02:40:00.000Z', 'Varanasi_Hub (Uttar Pradesh)', 'shiprocket', orderId],
    ]);
    const [row] = await rowsOf(ctx.app, [orderId]);
    expect([row!.shipmentStatus, row!.shipmentStatusAt?.toISOString(), row!.deliveredAt]).toEqual(['OUT FOR DELIVERY', '2025-03-28T02:40:00.000Z', null]);
  });

  it('"delivered" marks the order delivered once, at the scan’s time, with one message; staff then see it delivered', async () => {
    const { orderId, awb, staff } = await shippedOrder();
    const update = body(awb, [PICKED, TRANSIT, OUT, DELIVERED], 'DELIVERED', '28 03 2025 13:45:30');
    expect((await post(update)).statusCode).toBe(200);
    expect((await post(update)).statusCode).toBe(200);
    const [row] = await rowsOf(ctx.app, [orderId]);
    expect(row!.deliveredAt?.toISOString()).toBe('2025-03-28T08:15:30.000Z');
    expect(row!.status).toBe('IN TRANSIT');
    expect(await delivered(orderId)).toEqual({ steps: 1, messages: 1 });
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.delivered')));
    expect(audit.map((a) => [a.actor, a.staffId])).toEqual([['system (shiprocket tracking webhook)', null]]);
    // The console's Delivered button now refuses: the two paths agree.
    const manual = await adminCall(ctx.app, 'POST', orderActionPath('delivered', orderId), { session: staff, body: {} });
    expect(manual.json()).toMatchObject({ statusCode: 409, message: 'The prasad of this order is already marked delivered.' });
    expect(await delivered(orderId)).toEqual({ steps: 1, messages: 1 });
  });

  it('after staff marked it delivered, the carrier’s "delivered" only adds its scans (no second message)', async () => {
    const { orderId, awb, staff } = await shippedOrder();
    expect((await adminCall(ctx.app, 'POST', orderActionPath('delivered', orderId), { session: staff, body: {} })).statusCode).toBe(200);
    expect((await post(body(awb, [OUT, DELIVERED], 'DELIVERED', '28 03 2025 13:45:30'))).statusCode).toBe(200);
    expect(await delivered(orderId)).toEqual({ steps: 1, messages: 1 });
    expect((await scansOf(awb)).map((s) => s.status)).toEqual(['OUT FOR DELIVERY', 'DELIVERED']);
  });

  it('a return delivered to the temple does not mark the devotee’s prasad delivered', async () => {
    const { orderId, awb } = await shippedOrder();
    expect((await post({ ...body(awb, [scan('2025-03-30 10:00:00', 'RTO DELIVERED')], 'DELIVERED'), is_return: 1 })).statusCode).toBe(200);
    expect(await delivered(orderId)).toEqual({ steps: 0, messages: 0 });
  });

  it('an unknown AWB, or a body it cannot read, is answered 200 and nothing is written', async () => {
    const unknown = newAwb();
    expect((await post(body(unknown, [PICKED, DELIVERED], 'DELIVERED'))).json()).toEqual({ received: true });
    expect(await scansOf(unknown)).toEqual([]);
    const { awb } = await shippedOrder();
    expect((await post({ current_status: 'DELIVERED', scans: [DELIVERED] })).statusCode).toBe(200);
    expect((await post({ awb, scans: 'not a list' })).statusCode).toBe(200);
    expect((await post(body(awb, [{ date: 'yesterday', 'sr-status-label': 'PICKED UP' }], 'IN TRANSIT', 'soon'))).statusCode).toBe(200);
    expect(await scansOf(awb)).toEqual([]);
  });

  it('answers at /webhooks/shipping/aggregator too (Shiprocket’s panel refuses URLs naming it); an unknown carrier is 404', async () => {
    const { awb } = await shippedOrder();
    expect((await post(body(awb, [PICKED]), { 'x-api-key': TOKEN }, 'aggregator')).statusCode).toBe(200);
    expect(await scansOf(awb)).toHaveLength(1);
    expect((await post(body(awb, [PICKED]), { 'x-api-key': TOKEN }, 'bluedart')).statusCode).toBe(404);
  });

  it('the devotee’s order page lists the scans oldest first, in the page’s language', async () => {
    const { orderId, token, awb } = await shippedOrder();
    await post(body(awb, [OUT, PICKED, TRANSIT], 'OUT FOR DELIVERY', '28 03 2025 08:10:00'));
    const page = async (language: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`,
        headers: { ...authHeaders(token), 'accept-language': language },
      });
      return ZGetOrderResponse.parse(res.json()).data.shippingDetails!.tracking!.scans!;
    };
    expect((await page('english')).map((s) => [s.statusText, s.location, s.at])).toEqual([
      ['Picked up', 'Chomu_SamodRd_D (Rajasthan)', '2025-03-26T06:29:16.000Z'],
      ['In transit', 'Jaipur_Hub (Rajasthan)', '2025-03-27T08:35:00.000Z'],
      ['Out for delivery', 'Varanasi_Hub (Uttar Pradesh)', '2025-03-28T02:40:00.000Z'],
    ]);
    expect((await page('hindi')).map((s) => s.statusText)).toEqual(['पिकअप हो गया', 'रास्ते में', 'डिलीवरी के लिए निकला']);
  });
});
