import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX, GET_ORDER_PATH, orderActionPath, ZGetOrderResponse, ZOrderActionResponse, type TOrderAction } from '@sankalp/contract';
import { authHeaders } from '../fixtures/sign-in.ts';
import { settleWebhooks } from '../features/payment/checkout-flow.ts';
import { key } from './fulfilment-fixtures.ts';
import { awb } from './occurrences/shipment-fixtures.ts';
import { auditLog, mediaFiles, orderStatusHistory, orders as ordersTable } from '../../src/db/schema/index.ts';
import { isUniqueViolation } from '../../src/lib/error-chain.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from './helpers.ts';
import { bookOrder, makeDue, orderRow, paidOrder } from './fulfilment-fixtures.ts';

let ctx: TestContext;
let priest: StaffSession;
let operator: StaffSession;
let otherPriest: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  const order = await bookOrder(ctx.app);
  priest = await signInStaff(ctx.app, 'temple_staff', [order.templeId]);
  operator = await signInStaff(ctx.app, 'operator');
  const other = (await seededTemples(ctx.app)).find((t) => t !== order.templeId)!;
  otherPriest = await signInStaff(ctx.app, 'temple_staff', [other]);
});
afterAll(() => ctx.close());

const act = (session: StaffSession, action: TOrderAction, orderId: string, body: object = {}, language?: 'hindi') =>
  adminCall(ctx.app, 'POST', orderActionPath(action, orderId), { session, body, language });
const steps = async (orderId: string) =>
  (await ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.at))
    .filter((h) => h.fromStatus !== null)
    .map((h) => `${h.step ?? '-'}:${h.fromStatus}->${h.toStatus}`);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const video = 'https://www.youtube.com/watch?v=abc123';

describe('fulfilment actions', () => {
  it('performed → video completes the order; ship after COMPLETED keeps the status; delivered; each audited', async () => {
    const { orderId } = await paidOrder(ctx.app, { prasad: true });
    const indiaPost = awb();
    const performed = await act(priest, 'performed', orderId, { performedOn: today() });
    expect(performed.statusCode).toBe(200);
    expect(ZOrderActionResponse.parse(performed.json()).data).toMatchObject({ orderId, status: 'SUCCESS' });
    expect((await act(priest, 'performed', orderId, { performedOn: today() })).json()).toMatchObject({
      statusCode: 409,
      message: 'This puja is already marked performed.',
    });
    const attached = await act(priest, 'video', orderId, { videoUrl: video });
    expect(attached.json()).toMatchObject({ data: { status: 'COMPLETED' } });
    const shipped = await act(priest, 'ship', orderId, {
      courierName: 'India Post',
      trackingNumber: indiaPost,
      trackingUrl: 'https://www.indiapost.gov.in/track',
    });
    expect(shipped.json()).toMatchObject({ data: { status: 'COMPLETED' } });
    expect((await act(priest, 'delivered', orderId)).statusCode).toBe(200);
    expect((await act(priest, 'delivered', orderId)).statusCode).toBe(409);
    const row = await orderRow(ctx.app, orderId);
    expect(row).toMatchObject({ status: 'COMPLETED', performedOn: today(), videoUrl: video, courierName: 'India Post', trackingNumber: indiaPost });
    expect(row.deliveredAt).not.toBeNull();
    expect((await steps(orderId)).slice(-4)).toEqual([
      'PERFORMED:SUCCESS->SUCCESS',
      'VIDEO_ATTACHED:SUCCESS->COMPLETED',
      'SHIPPED:COMPLETED->COMPLETED',
      'DELIVERED:COMPLETED->COMPLETED',
    ]);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(audit.map((a) => a.action).sort()).toEqual(['order.delivered', 'order.performed', 'order.shipped', 'order.video']);
  });

  it('ship (only after performed) before the video moves SUCCESS → IN TRANSIT; then the video completes it', async () => {
    const { orderId } = await paidOrder(ctx.app, { prasad: true });
    const ship = { courierName: 'DTDC', trackingNumber: awb(), trackingUrl: 'https://dtdc.in/t/D1' };
    expect((await act(priest, 'ship', orderId, ship)).json()).toMatchObject({
      statusCode: 409,
      message: 'Mark the puja performed before shipping its prasad.',
    });
    expect((await act(priest, 'video', orderId, { videoUrl: '/media/videos/abc.mp4' })).json()).toMatchObject({
      message: 'Mark the puja performed before attaching its video.',
    });
    await act(priest, 'performed', orderId, { performedOn: today() });
    expect((await act(priest, 'ship', orderId, ship)).json()).toMatchObject({ data: { status: 'IN TRANSIT' } });
    expect((await act(priest, 'ship', orderId, ship)).json()).toMatchObject({ message: 'The prasad of this order is already shipped.' });
    // Our own path must name a finished upload.
    expect((await act(priest, 'video', orderId, { videoUrl: '/media/videos/abc.mp4' })).json()).toMatchObject({
      statusCode: 400,
      message: 'This uploaded video was not found. Upload it again.',
    });
    // A finished upload made for another order is refused; one made for this order is taken.
    const other = await paidOrder(ctx.app);
    const upload = { kind: 'VIDEO' as const, storage: 'local' as const, contentType: 'video/mp4', bytes: 1024 };
    await ctx.app.db.insert(mediaFiles).values({ ...upload, key: 'videos/other.mp4', orderId: other.orderId });
    expect((await act(priest, 'video', orderId, { videoUrl: '/media/videos/other.mp4' })).json()).toMatchObject({
      statusCode: 409,
      message: 'This video was uploaded for another order or puja date: it cannot be attached here.',
    });
    await ctx.app.db.insert(mediaFiles).values({ ...upload, key: 'videos/abc.mp4', orderId });
    expect((await act(priest, 'video', orderId, { videoUrl: '/media/videos/abc.mp4' })).json()).toMatchObject({ data: { status: 'COMPLETED' } });
  });

  it('refuses an AWB another order already has (in Hindi too) and changes nothing; with an AWB of its own the order ships', async () => {
    const used = awb();
    const ship = { courierName: 'Delhivery', trackingNumber: used, trackingUrl: `https://www.delhivery.com/track/${used}` };
    const first = await paidOrder(ctx.app, { prasad: true });
    const second = await paidOrder(ctx.app, { prasad: true });
    for (const { orderId } of [first, second]) await act(priest, 'performed', orderId, { performedOn: today() });
    expect((await act(priest, 'ship', first.orderId, ship)).json()).toMatchObject({ data: { status: 'IN TRANSIT' } });
    const before = await orderRow(ctx.app, second.orderId);
    expect((await act(priest, 'ship', second.orderId, ship)).json()).toMatchObject({
      statusCode: 409,
      code: 'AWB_IN_USE',
      message: 'This AWB is already used by another order.',
    });
    expect((await act(priest, 'ship', second.orderId, ship, 'hindi')).json()).toMatchObject({ message: 'यह AWB पहले से किसी और ऑर्डर में दर्ज है।' });
    expect(await orderRow(ctx.app, second.orderId)).toEqual(before);
    expect((await act(priest, 'ship', second.orderId, { ...ship, trackingNumber: awb() })).json()).toMatchObject({ data: { status: 'IN TRANSIT' } });
  });

  it('two orders shipped with one AWB at the same moment: one ships, the other is refused; the database holds one AWB per order', async () => {
    const shared = awb();
    const ship = { courierName: 'Delhivery', trackingNumber: shared, trackingUrl: `https://www.delhivery.com/track/${shared}` };
    const orders = [await paidOrder(ctx.app, { prasad: true }), await paidOrder(ctx.app, { prasad: true })];
    for (const { orderId } of orders) await act(priest, 'performed', orderId, { performedOn: today() });
    const answers = await Promise.all(orders.map(({ orderId }) => act(priest, 'ship', orderId, ship)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'AWB_IN_USE' });
    const rows = await Promise.all(orders.map(({ orderId }) => orderRow(ctx.app, orderId)));
    expect(rows.map((r) => r.trackingNumber).filter(Boolean)).toEqual([shared]);
    // Whatever writes it, a second order cannot take it.
    const refused = ctx.app.db
      .update(ordersTable)
      .set({ trackingNumber: shared })
      .where(eq(ordersTable.id, rows.find((r) => !r.trackingNumber)!.id));
    await expect(refused).rejects.toSatisfy((e) => isUniqueViolation(e, 'orders_tracking_number_key'));
  });

  it('refuses unpaid orders, orders without prasad, other temples, bad bodies (in Hindi too) and stale versions', async () => {
    const unpaid = await bookOrder(ctx.app);
    expect((await act(priest, 'performed', unpaid.orderId, { performedOn: today() })).json()).toMatchObject({
      statusCode: 409,
      message: 'Only a paid order can be fulfilled.',
    });
    const { orderId } = await paidOrder(ctx.app);
    const ship = { courierName: 'DTDC', trackingNumber: awb(), trackingUrl: 'https://dtdc.in/t/D1' };
    expect((await act(priest, 'ship', orderId, ship)).json()).toMatchObject({ statusCode: 409, message: 'This order has no prasad to ship.' });
    expect((await act(otherPriest, 'performed', orderId, { performedOn: today() })).statusCode).toBe(403);
    expect((await act(priest, 'refund', orderId, {})).statusCode).toBe(403);
    expect((await act(priest, 'performed', orderId, { performedOn: '2999-01-01' })).statusCode).toBe(400);
    const badVideo = await act(priest, 'video', orderId, { videoUrl: 'http://www.youtube.com/watch?v=1' }, 'hindi');
    expect(badVideo.json()).toMatchObject({ statusCode: 400, message: 'यूट्यूब का https लिंक दें, या वीडियो अपलोड करें।' });
    expect((await act(priest, 'video', orderId, { videoUrl: 'https://evil.example/x.mp4' })).statusCode).toBe(400);
    expect((await act(priest, 'video', orderId, { videoUrl: 'https://vimeo.com/123' })).statusCode).toBe(400);
    expect((await act(priest, 'ship', orderId, { ...ship, trackingUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    const { version } = await orderRow(ctx.app, orderId);
    expect((await act(priest, 'performed', orderId, { performedOn: today(), expectedVersion: version + 1 })).json()).toMatchObject({
      statusCode: 409,
      message: 'This order was changed by someone else. Reload it.',
    });
    expect((await act(priest, 'performed', orderId, { performedOn: today(), expectedVersion: version })).statusCode).toBe(200);
  });

  it('performed only from the scheduled time, at a time between it and now (issue 19)', async () => {
    const early = await paidOrder(ctx.app, { due: false });
    expect((await act(priest, 'performed', early.orderId, { performedOn: today() }, 'hindi')).json()).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_YET_DUE',
      message: 'पूजा का निर्धारित समय अभी नहीं आया है: उसके बाद ही इसे संपन्न दर्ज किया जा सकता है।',
    });
    expect((await orderRow(ctx.app, early.orderId)).performedOn).toBeNull();
    const { orderId } = await paidOrder(ctx.app);
    const scheduled = (await orderRow(ctx.app, orderId)).eventDateTime;
    const at = (ms: number) => new Date(scheduled.getTime() + ms).toISOString();
    const istDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));
    const before = at(-60_000);
    expect((await act(priest, 'performed', orderId, { performedOn: istDate(before), performedAt: before })).json()).toMatchObject({
      statusCode: 400,
      message: 'The time of the performance is before the puja’s scheduled time.',
    });
    const future = at(3 * 3600_000);
    expect((await act(priest, 'performed', orderId, { performedOn: istDate(future), performedAt: future })).statusCode).toBe(400);
    expect((await act(priest, 'performed', orderId, { performedOn: '2026-01-01' })).json()).toMatchObject({
      message: 'Enter the time the puja was performed.',
    });
    const good = at(10 * 60_000);
    const done = await act(priest, 'performed', orderId, { performedOn: istDate(good), performedAt: good, priestName: 'Pt. Ramesh Shastri' });
    expect(done.statusCode).toBe(200);
    expect(await orderRow(ctx.app, orderId)).toMatchObject({ performedAt: new Date(good), priestName: 'Pt. Ramesh Shastri' });
  });

  it('two staff marking one order performed at once: exactly one succeeds', async () => {
    const { orderId } = await paidOrder(ctx.app);
    const results = await Promise.all([priest, operator, priest, operator].map((s) => act(s, 'performed', orderId, { performedOn: today() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await steps(orderId)).filter((s) => s.startsWith('PERFORMED'))).toHaveLength(1);
  });

  it('cancels an unpaid order without refund, refuses a paid one', async () => {
    const unpaid = await bookOrder(ctx.app);
    expect((await act(operator, 'cancel', unpaid.orderId, { reason: 'devotee asked' })).json()).toMatchObject({ data: { status: 'CANCELLED' } });
    const { orderId } = await paidOrder(ctx.app);
    expect((await act(operator, 'cancel', orderId, { reason: 'x' })).json()).toMatchObject({
      statusCode: 409,
      message: 'This order is paid: cancel it with a refund.',
    });
    expect((await act(priest, 'cancel', orderId, { reason: 'x' })).statusCode).toBe(403);
  });

  it('the devotee sees tracking, the refund and named steps on the order page (additive fields), in Hindi too', async () => {
    const { orderId, userToken, totalPaise } = await paidOrder(ctx.app, { prasad: true });
    await makeDue(ctx.app, orderId, new Date('2026-01-15T01:30:00Z'));
    await act(priest, 'performed', orderId, { performedOn: '2026-01-15', performedAt: '2026-01-15T07:15:00+05:30' });
    const trackingNumber = awb();
    await act(priest, 'ship', orderId, { courierName: 'India Post', trackingNumber, trackingUrl: 'https://www.indiapost.gov.in/t' });
    await act(operator, 'refund', orderId, { amountPaise: 100, reason: 'Late prasad', cancel: false, idempotencyKey: key() });
    await settleWebhooks(ctx.app);
    const get = async (language: 'english' | 'hindi') => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`,
        headers: { ...authHeaders(userToken), 'accept-language': language },
      });
      return ZGetOrderResponse.parse(res.json()).data;
    };
    const en = await get('english');
    expect(en.orderStatus).toBe('IN TRANSIT');
    expect(en.shippingDetails?.tracking).toMatchObject({
      courierName: 'India Post',
      trackingNumber,
      trackingUrl: 'https://www.indiapost.gov.in/t',
      deliveredAt: null,
    });
    expect(en.paymentDetails.refunds).toEqual([{ amount: 1, status: 'PROCESSED', statusText: 'Refunded', createdAt: expect.any(String) }]);
    const shown = en.orderProcessingSteps.filter((s) => s.displayInUI).map((s) => s.processingTypeDisplayName);
    expect(shown).toEqual(expect.arrayContaining(['Puja performed on 15 Jan 2026 at Maa Baglamukhi Siddhpeeth', 'Prasad shipped', 'Refund processed']));
    const hi = await get('hindi');
    expect(hi.paymentDetails.refunds?.[0]?.statusText).toBe('धनवापसी हो गई');
    expect(hi.orderProcessingSteps.map((s) => s.processingTypeDisplayName)).toContain('प्रसाद भेजा गया');
    expect(totalPaise).toBeGreaterThan(100);
  });
});
