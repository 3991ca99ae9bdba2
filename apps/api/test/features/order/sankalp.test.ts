import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES as C,
  GET_ORDER_PATH,
  SANKALP_MESSAGES,
  UPDATE_SANKALP_PATH,
  ZGetOrderResponse,
  ZSankalpListResponse,
  ZUpdateSankalpResponse,
  sankalpText,
  type TOrderStatus,
} from '@sankalp/contract';
import { auditLog, events, orderItems, orders, pujaPackages, temples } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { signIn, type SignedIn } from '../../fixtures/sign-in.ts';
import { adminCall, signInStaff } from '../../admin/helpers.ts';
import { createTempleWithEvent, insertOrder, type TestEvent } from '../../admin/orders/order-fixtures.ts';
import { call, expectError, expectLoginModal } from '../auth/requests.ts';
import { recordStep } from '../../../src/features/order/order-status.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
/** A puja ten days ahead whose booking closes in five: the sankalp closes at the earlier. */
const PUJA_AT = () => new Date(Date.now() + 10 * DAY_MS);

/** An event of the test's own (tests move its booking close), with a package for 3 names. */
async function ownEvent(): Promise<TestEvent & { packageId: string; closesAt: Date; pujaAt: Date }> {
  const pujaAt = PUJA_AT();
  const event = await createTempleWithEvent(t.app.db, pujaAt);
  const closesAt = new Date(pujaAt.getTime() - 5 * DAY_MS);
  await t.app.db.update(events).set({ bookingClosesAt: closesAt }).where(eq(events.id, event.eventId));
  const [pkg] = await t.app.db
    .insert(pujaPackages)
    .values({
      eventId: event.eventId,
      nameEn: 'Family',
      nameHi: 'परिवार',
      descriptionEn: [],
      descriptionHi: [],
      amountPaise: 110_100,
      imageUrl: '/x.webp',
      maxUserAllowed: 3,
    })
    .returning({ id: pujaPackages.id });
  return { ...event, packageId: pkg!.id, closesAt, pujaAt };
}

/** One booked order of `user` for the event, booked with its package. */
async function bookedOrder(user: SignedIn, event: Awaited<ReturnType<typeof ownEvent>>, status: TOrderStatus = 'SUCCESS') {
  const orderId = await insertOrder(t.app.db, event, {
    userId: user.userId,
    status,
    eventDateTime: event.pujaAt,
    devoteeName: 'Asha Devi',
    gotra: 'Kashyap',
    additionalNames: ['Ravi Kumar'],
  });
  await t.app.db
    .update(orderItems)
    .set({ itemId: event.packageId })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.subType, 'PUJA_PACKAGE')));
  return orderId;
}

const edit = (body: unknown, token?: string, language?: 'hindi') => call(t.app, 'POST', UPDATE_SANKALP_PATH, body, { token, language });
const getOrder = async (token: string, orderId: string, language?: 'hindi') =>
  ZGetOrderResponse.parse((await call(t.app, 'GET', `${GET_ORDER_PATH}?orderId=${orderId}`, undefined, { token, language })).json()).data;
const rowOf = async (orderId: string) => (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const auditOf = (orderId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));

describe('POST /order/sankalp', () => {
  it('corrects name, gotra and names until the booking closes, answers the sentence the priest reads, and is audited', async () => {
    const me = await signIn(t.app, undefined, 'Asha');
    const event = await ownEvent();
    const orderId = await bookedOrder(me, event);

    const before = await getOrder(me.token, orderId);
    expect(before.sankalp).toMatchObject({ name: 'Asha Devi', gotra: 'Kashyap', additionalNames: ['Ravi Kumar'], editable: true });
    // The booking's close comes before the puja here, so it is the limit.
    expect(before.sankalp!.editableUntil).toBe(event.closesAt.toISOString());
    const version = (await rowOf(orderId)).version;
    // The timeline reads as a history: booked, then (here) nothing else yet.
    expect(before.orderProcessingSteps.map((s) => s.processingTypeDisplayName)).toEqual(['Booked']);
    expect((await getOrder(me.token, orderId, 'hindi')).orderProcessingSteps[0]).toMatchObject({
      processingTypeDisplayName: 'बुकिंग हुई',
      processingTypeDescription: 'आपकी बुकिंग सहेज ली गई।',
    });

    const res = await edit(
      { orderId: orderId.toLowerCase(), name: '  Asha  Sharma ', gotra: 'Bharadwaj', additionalNames: ['Ravi Kumar', '', 'सीता देवी', 'Mohan'] },
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const parts = { name: 'Asha Sharma', gotra: 'Bharadwaj', additionalNames: ['Ravi Kumar', 'सीता देवी', 'Mohan'] };
    const [temple] = await t.app.db.select().from(temples).where(eq(temples.id, event.templeId));
    const templeEn = temple!.nameEn;
    const expected = {
      ...parts,
      text: sankalpText({ ...parts, eventName: event.nameEn, templeName: templeEn, eventDateTime: event.pujaAt.toISOString() }, 'english'),
      templeName: templeEn,
      // The package's three names.
      namesAllowed: 3,
      editable: true,
      performed: false,
      editableUntil: event.closesAt.toISOString(),
    };
    expect(ZUpdateSankalpResponse.parse(res.json()).data).toEqual(expected);
    expect(expected.text).toContain('Asha Sharma, Bharadwaj gotra, together with Ravi Kumar, सीता देवी, Mohan');

    const row = await rowOf(orderId);
    expect(row).toMatchObject({ devoteeName: 'Asha Sharma', gotra: 'Bharadwaj', additionalNames: parts.additionalNames, version: version + 1 });
    const audit = await auditOf(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.sankalp',
      staffId: null,
      actor: `devotee Asha (user ${me.userId})`,
      before: { name: 'Asha Devi', gotra: 'Kashyap', additionalNames: ['Ravi Kumar'] },
      after: parts,
    });

    // The order page and the Hindi answer say the same.
    expect((await getOrder(me.token, orderId)).sankalp).toEqual(expected);
    const hi = (await getOrder(me.token, orderId, 'hindi')).sankalp!;
    expect(hi.text).toBe(sankalpText({ ...parts, eventName: event.nameHi, templeName: temple!.nameHi, eventDateTime: event.pujaAt.toISOString() }, 'hindi'));
    expect(hi.text).toContain('Asha Sharma, Bharadwaj गोत्र, साथ में Ravi Kumar, सीता देवी, Mohan।');
  });

  it('the console’s sankalp list shows the latest version after an edit', async () => {
    const me = await signIn(t.app);
    const event = await ownEvent();
    const orderId = await bookedOrder(me, event);
    const priest = await signInStaff(t.app, 'temple_staff', [event.templeId]);
    const day = new Date(event.pujaAt.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const list = async () => {
      const res = await adminCall(t.app, 'GET', `/sankalp?eventId=${event.eventId}&date=${day}`, { session: priest });
      expect(res.statusCode, res.body).toBe(200);
      return ZSankalpListResponse.parse(res.json()).data.lines.find((l) => l.orderId === orderId);
    };
    expect(await list()).toMatchObject({ devoteeName: 'Asha Devi', gotra: 'Kashyap', additionalNames: ['Ravi Kumar'] });
    expect((await edit({ orderId, name: 'Asha Sharma', gotra: 'Vatsa', additionalNames: [] }, me.token)).statusCode).toBe(200);
    expect(await list()).toMatchObject({ devoteeName: 'Asha Sharma', gotra: 'Vatsa', additionalNames: [] });
  });

  it('refuses bad fields with checkout’s messages (in Hindi when asked) and more names than the booking holds; changes nothing', async () => {
    const me = await signIn(t.app);
    const event = await ownEvent();
    const orderId = await bookedOrder(me, event);
    const valid = { orderId, name: 'Asha Devi', gotra: 'Kashyap', additionalNames: [] };
    const cases: [object, string, string][] = [
      [{ ...valid, name: '  ' }, C.fullNameRequired, 'पूरा नाम आवश्यक है।'],
      [{ ...valid, name: 'Asha 2' }, C.fullNameDigits, 'पूरे नाम में अंक नहीं होने चाहिए।'],
      [{ ...valid, gotra: '' }, C.gotraRequired, 'गोत्र आवश्यक है।'],
      [{ ...valid, additionalNames: ['Ravi 7'] }, C.nameDigits, 'नाम में अंक नहीं होने चाहिए।'],
      [{ ...valid, additionalNames: ['A', 'B', 'C', 'D'] }, SANKALP_MESSAGES.tooManyNames, 'इस बुकिंग में इतने नामों की जगह नहीं है।'],
    ];
    for (const [body, en, hi] of cases) {
      expectError(await edit(body, me.token), 400, en);
      expectError(await edit(body, me.token, 'hindi'), 400, hi);
    }
    // Exactly the package's three names is fine.
    expect((await edit({ ...valid, additionalNames: ['A B', 'C D', 'E F'] }, me.token)).statusCode).toBe(200);
    expect(await auditOf(orderId)).toHaveLength(1);
    expect((await rowOf(orderId)).additionalNames).toEqual(['A B', 'C D', 'E F']);
  });

  it('is locked once the booking has closed, the puja time has passed, the puja is performed, or the order is cancelled or completed', async () => {
    const me = await signIn(t.app);
    const body = (orderId: string) => ({ orderId, name: 'Changed Name', gotra: 'Vatsa', additionalNames: [] });
    const expectLocked = async (orderId: string) => {
      expectError(await edit(body(orderId), me.token), 409, SANKALP_MESSAGES.locked);
      expectError(await edit(body(orderId), me.token, 'hindi'), 409, 'संकल्प अब बदला नहीं जा सकता: इस पूजा की बुकिंग बंद हो चुकी है।');
      const row = await rowOf(orderId);
      expect(row.devoteeName).toBe('Asha Devi');
      expect(await auditOf(orderId)).toEqual([]);
      expect((await getOrder(me.token, orderId)).sankalp).toMatchObject({ name: 'Asha Devi', editable: false, editableUntil: null });
    };

    const closed = await ownEvent();
    const closedOrder = await bookedOrder(me, closed);
    expect((await getOrder(me.token, closedOrder)).sankalp!.editable).toBe(true);
    await t.app.db
      .update(events)
      .set({ bookingClosesAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, closed.eventId));
    await expectLocked(closedOrder);

    // Booking still open on the event, but this order's puja time is past.
    const late = await ownEvent();
    await t.app.db
      .update(events)
      .set({ bookingClosesAt: new Date(Date.now() + 20 * DAY_MS) })
      .where(eq(events.id, late.eventId));
    const lateOrder = await bookedOrder(me, late);
    await t.app.db
      .update(orders)
      .set({ eventDateTime: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, lateOrder));
    await expectLocked(lateOrder);

    const open = await ownEvent();
    const performed = await bookedOrder(me, open);
    await t.app.db.update(orders).set({ performedOn: '2026-11-20', performedAt: new Date() }).where(eq(orders.id, performed));
    await expectLocked(performed);
    // The order page says the sankalp was read: performed, or completed; not merely shipped or cancelled.
    expect((await getOrder(me.token, performed)).sankalp!.performed).toBe(true);
    for (const status of ['CANCELLED', 'COMPLETED', 'IN TRANSIT'] as const) {
      const orderId = await bookedOrder(me, open, status);
      await expectLocked(orderId);
      expect((await getOrder(me.token, orderId)).sankalp!.performed, status).toBe(status === 'COMPLETED');
    }
    expect((await getOrder(me.token, closedOrder)).sankalp!.performed).toBe(false);
  });

  it('is locked once the timeline says "Sankalp confirmed", even with the booking close still ahead', async () => {
    const me = await signIn(t.app);
    const event = await ownEvent();
    const orderId = await bookedOrder(me, event);
    expect((await getOrder(me.token, orderId)).sankalp!.editable).toBe(true);
    await recordStep(t.app.db, orderId, 'SANKALP_CONFIRMED', 'booking closed: sankalp final');
    expectError(await edit({ orderId, name: 'Changed Name', gotra: 'Vatsa', additionalNames: [] }, me.token), 409, SANKALP_MESSAGES.locked);
    expect((await rowOf(orderId)).devoteeName).toBe('Asha Devi');
    expect(await auditOf(orderId)).toEqual([]);
    expect((await getOrder(me.token, orderId)).sankalp).toMatchObject({ editable: false, editableUntil: null });
  });

  it('reads the close against the database’s clock: a close set to the database’s now() is already past', async () => {
    const me = await signIn(t.app);
    const event = await ownEvent();
    const orderId = await bookedOrder(me, event);
    // Set by the database's clock, in the database: the edit's transaction starts after it.
    await t.app.db.execute(sql`update events set booking_closes_at = now() where id = ${event.eventId}`);
    expectError(await edit({ orderId, name: 'Changed Name', gotra: 'Vatsa', additionalNames: [] }, me.token), 409, SANKALP_MESSAGES.locked);
    expect((await rowOf(orderId)).devoteeName).toBe('Asha Devi');
  });

  it('is open while booked, awaiting or failed payment as well as paid', async () => {
    const me = await signIn(t.app);
    const event = await ownEvent();
    for (const status of ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED', 'SUCCESS'] as const) {
      const orderId = await bookedOrder(me, event, status);
      const res = await edit({ orderId, name: 'Asha Sharma', gotra: 'Vatsa' }, me.token);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    }
  });

  it('is 404 for another user’s order or an unknown id, and asks a signed-out caller to sign in', async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const event = await ownEvent();
    const orderId = await bookedOrder(owner, event);
    for (const id of [orderId, 'SKP000000000', 'not-an-id']) {
      const res = await edit({ orderId: id, name: 'Someone Else', gotra: 'Vatsa', additionalNames: [] }, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    }
    expectLoginModal(await edit({ orderId, name: 'Someone Else', gotra: 'Vatsa' }));
    expectError(await edit({ orderId, name: 'Someone Else', gotra: 'Vatsa' }, 'no-such-session'), 401, 'Your session has expired. Please login again.');
    expect((await rowOf(orderId)).devoteeName).toBe('Asha Devi');
    expect(await auditOf(orderId)).toEqual([]);
  });
});
