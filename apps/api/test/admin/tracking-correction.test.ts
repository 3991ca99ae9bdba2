import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX, GET_ORDER_PATH, orderActionPath, ZGetOrderResponse, type TOrderAction } from '@sankalp/contract';
import { auditLog, orderMessages, shipmentScans } from '../../src/db/schema/index.ts';
import { authHeaders } from '../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from './helpers.ts';
import { bookOrder, orderRow, paidOrder } from './fulfilment-fixtures.ts';
import { awb } from './occurrences/shipment-fixtures.ts';

/** Decision 297: a shipped parcel's wrong AWB corrected until it is delivered; the devotee told the right one once. */
let ctx: TestContext;
let priest: StaffSession;
let otherPriest: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  const order = await bookOrder(ctx.app);
  priest = await signInStaff(ctx.app, 'temple_staff', [order.templeId]);
  otherPriest = await signInStaff(ctx.app, 'temple_staff', [(await seededTemples(ctx.app)).find((t) => t !== order.templeId)!]);
});
afterAll(() => ctx.close());

const act = (session: StaffSession, action: TOrderAction, orderId: string, body: object = {}, language?: 'hindi') =>
  adminCall(ctx.app, 'POST', orderActionPath(action, orderId), { session, body, language });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const tracking = (courierName: string, number = awb()) => ({ courierName, trackingNumber: number, trackingUrl: `https://track.example/${number}` });
const shippedMessages = async (orderId: string) =>
  ctx.app.db
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.kind, 'PRASAD_SHIPPED')))
    .orderBy(orderMessages.createdAt);

async function shippedOrder(first = tracking('Delhivery')) {
  const order = await paidOrder(ctx.app, { prasad: true });
  expect((await act(priest, 'performed', order.orderId, { performedOn: today() })).statusCode).toBe(200);
  expect((await act(priest, 'ship', order.orderId, first)).statusCode).toBe(200);
  return { ...order, first };
}

describe('correcting a shipped parcel’s tracking', () => {
  it('while the message waits: the order and that message say the right AWB, the wrong AWB’s scans go, one step, audited; the same again changes nothing', async () => {
    const { orderId, first, userToken } = await shippedOrder();
    await ctx.app.db.insert(shipmentScans).values({ orderId, carrier: 'delhivery', awb: first.trackingNumber, status: 'PICKED_UP', scannedAt: new Date() });
    const right = tracking('Blue Dart');
    const res = await act(priest, 'tracking', orderId, right);
    expect(res.statusCode, res.body).toBe(200);
    const after = await orderRow(ctx.app, orderId);
    expect(after).toMatchObject({ ...right, status: 'IN TRANSIT' });
    const messages = await shippedMessages(orderId);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.facts).toMatchObject(right);
    expect(await ctx.app.db.select().from(shipmentScans).where(eq(shipmentScans.orderId, orderId))).toEqual([]);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.tracking-corrected')));
    expect(audits).toHaveLength(1);

    // A retry (the answer was lost): the same answer, nothing written again.
    const again = await act(priest, 'tracking', orderId, right);
    expect(again.json()).toEqual(res.json());
    expect(await orderRow(ctx.app, orderId)).toEqual(after);

    // The devotee's page: the right AWB, and the timeline says the tracking was updated (both languages).
    const page = async (language: 'english' | 'hindi') =>
      ZGetOrderResponse.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`,
            headers: { ...authHeaders(userToken), 'accept-language': language },
          })
        ).json(),
      ).data;
    const en = await page('english');
    expect(en.shippingDetails?.tracking).toMatchObject({ courierName: 'Blue Dart', trackingNumber: right.trackingNumber });
    expect(en.orderProcessingSteps.map((s) => s.processingTypeDisplayName).slice(-2)).toEqual(['Prasad shipped', 'Tracking updated']);
    expect((await page('hindi')).orderProcessingSteps.map((s) => s.processingTypeDisplayName).slice(-2)).toEqual(['प्रसाद भेजा गया', 'ट्रैकिंग बदली गई']);
  });

  it('after the message went: a new message with the right AWB, once however often the correction is sent', async () => {
    const { orderId } = await shippedOrder();
    await ctx.app.db.update(orderMessages).set({ status: 'SENT', body: 'as sent' }).where(eq(orderMessages.orderId, orderId));
    const right = tracking('DTDC');
    expect((await act(priest, 'tracking', orderId, right)).statusCode).toBe(200);
    expect((await act(priest, 'tracking', orderId, right)).statusCode).toBe(200);
    const messages = await shippedMessages(orderId);
    expect(messages.map((m) => [m.status, m.facts.trackingNumber])).toEqual([
      ['SENT', expect.not.stringMatching(right.trackingNumber)],
      ['PENDING', right.trackingNumber],
    ]);
  });

  it('refuses another order’s AWB (in Hindi too), a parcel not shipped or already delivered, a stale form and another temple’s staff, changing nothing', async () => {
    const taken = await shippedOrder();
    const { orderId, first } = await shippedOrder();
    const before = await orderRow(ctx.app, orderId);
    const refusals: [StaffSession, object, 'hindi' | undefined, object][] = [
      [priest, { ...first, trackingNumber: taken.first.trackingNumber }, undefined, { statusCode: 409, code: 'AWB_IN_USE' }],
      [priest, { ...first, trackingNumber: taken.first.trackingNumber }, 'hindi', { message: 'यह AWB पहले से किसी और ऑर्डर में दर्ज है।' }],
      [priest, { ...tracking('DTDC'), expectedVersion: before.version - 1 }, undefined, { statusCode: 409 }],
      [otherPriest, tracking('DTDC'), undefined, { statusCode: 403 }],
    ];
    for (const [session, body, language, answer] of refusals) expect((await act(session, 'tracking', orderId, body, language)).json()).toMatchObject(answer);
    expect(await orderRow(ctx.app, orderId)).toEqual(before);

    const notShipped = await paidOrder(ctx.app, { prasad: true });
    expect((await act(priest, 'tracking', notShipped.orderId, tracking('DTDC'))).json()).toMatchObject({ statusCode: 409, code: 'ORDER_NOT_SHIPPED' });
    expect((await act(priest, 'delivered', orderId, {})).statusCode).toBe(200);
    expect((await act(priest, 'tracking', orderId, tracking('DTDC'), 'hindi')).json()).toMatchObject({
      statusCode: 409,
      code: 'ORDER_ALREADY_DELIVERED',
      message: 'इस ऑर्डर का प्रसाद पहुँच चुका है: अब इसकी ट्रैकिंग नहीं बदली जा सकती।',
    });
    expect((await act(priest, 'tracking', orderId, { ...first, trackingUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
  });
});
