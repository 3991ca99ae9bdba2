import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES as M, ZAddOrderNoteResponse, ZAdminOrderDetailResponse, type TAdminOrderDetail } from '@sankalp/contract';
import { orderStatusHistory } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { expectError } from '../../features/auth/requests.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';
import { createTempleWithEvent, createUser, insertOrder, insertPayment, type TestEvent } from './order-fixtures.ts';

let ctx: TestContext;
let kashi: TestEvent;
let puri: TestEvent;
let operator: StaffSession;
let priest: StaffSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  kashi = await createTempleWithEvent(ctx.app.db);
  puri = await createTempleWithEvent(ctx.app.db);
  operator = await signInStaff(ctx.app, 'operator');
  priest = await signInStaff(ctx.app, 'temple_staff', [kashi.templeId]);
});
afterAll(() => ctx.close());

async function detail(orderId: string, session = operator): Promise<TAdminOrderDetail> {
  const res = await adminCall(ctx.app, 'GET', `/orders/${orderId}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminOrderDetailResponse.parse(res.json()).data;
}

describe('GET /orders/:orderId', () => {
  it('shows everything the devotee entered, items, payments, refunds and the timeline', async () => {
    const user = await createUser(ctx.app.db);
    const shipping = { address: '12, Assi Ghat', city: 'Varanasi', state: 'Uttar Pradesh', pincode: '221005', country: 'India' };
    const id = await insertOrder(ctx.app.db, kashi, {
      userId: user.userId,
      devoteeName: 'Ramesh Sharma',
      gotra: 'Bharadwaj',
      additionalNames: ['Sita Sharma', 'Mohan Sharma'],
      whatsappNumber: '9876512345',
      shipping,
      prasad: true,
    });
    const { paymentId, refundId } = await insertPayment(ctx.app.db, id, 110_100, { amountPaise: 10_000, status: 'PENDING' });
    await ctx.app.db.insert(orderStatusHistory).values({ orderId: id, fromStatus: 'CREATED', toStatus: 'SUCCESS', reason: 'Payment captured' });

    const order = await detail(id);
    expect(order).toMatchObject({
      orderId: id,
      status: 'SUCCESS',
      version: 0,
      type: 'PUJA',
      templeId: kashi.templeId,
      eventId: kashi.eventId,
      eventNameHi: kashi.nameHi,
      totalPaise: 110_100,
      devoteeName: 'Ramesh Sharma',
      gotra: 'Bharadwaj',
      additionalNames: ['Sita Sharma', 'Mohan Sharma'],
      whatsappNumber: '9876512345',
      phone: user.phone,
      shipping,
      hasPrasad: true,
      performedOn: null,
      videoUrl: null,
      trackingNumber: null,
      shippedAt: null,
      notes: [],
    });
    expect(order.items.map((i) => [i.subType, i.nameEn, i.quantity])).toEqual([
      ['PUJA_PACKAGE', 'Family package', 1],
      ['PRASAD', 'Prasad', 1],
    ]);
    expect(order.payments).toEqual([expect.objectContaining({ id: paymentId, status: 'CAPTURED', amountPaise: 110_100, method: 'upi' })]);
    expect(order.refunds).toEqual([expect.objectContaining({ id: refundId, paymentId, status: 'PENDING', amountPaise: 10_000, requestedBy: null })]);
    expect(order.timeline.map((t) => [t.fromStatus, t.toStatus, t.step])).toEqual([
      [null, 'CREATED', null],
      ['CREATED', 'SUCCESS', null],
    ]);
  });

  it('lets temple staff open their temple’s orders only', async () => {
    const mine = await insertOrder(ctx.app.db, kashi);
    const theirs = await insertOrder(ctx.app.db, puri);
    expect((await detail(mine, priest)).orderId).toBe(mine);
    expectError(await adminCall(ctx.app, 'GET', `/orders/${theirs}`, { session: priest }), 403, 'This belongs to a temple you are not assigned to.');
    expectError(await adminCall(ctx.app, 'GET', '/orders/SKP222222222', { session: operator }), 404, 'Order not found.');
    expectError(await adminCall(ctx.app, 'GET', `/orders/${mine}`), 401, 'Please sign in to the console.');
  });
});

describe('POST /orders/:orderId/notes', () => {
  it('adds a note with its author, shows it on the order and records it in the order’s audit log', async () => {
    const id = await insertOrder(ctx.app.db, kashi);
    const res = await adminCall(ctx.app, 'POST', `/orders/${id}/notes`, {
      session: priest,
      body: { body: '  Devotee called: name is spelt "Ramesh", not "Rames".  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const note = ZAddOrderNoteResponse.parse(res.json()).data;
    expect(note).toMatchObject({ body: 'Devotee called: name is spelt "Ramesh", not "Rames".', staffName: 'Test temple_staff' });

    const order = await detail(id, operator);
    expect(order.notes).toEqual([note]);
    expect(order.audit).toEqual([
      expect.objectContaining({
        action: 'order.note',
        entityType: 'order',
        entityId: id,
        actor: 'Test temple_staff (temple_staff)',
        after: { noteId: note.id, body: note.body },
      }),
    ]);
  });

  it('refuses an empty or too long note, another temple’s order and an unknown order', async () => {
    const mine = await insertOrder(ctx.app.db, kashi);
    const theirs = await insertOrder(ctx.app.db, puri);
    expectError(await adminCall(ctx.app, 'POST', `/orders/${mine}/notes`, { session: priest, body: { body: '   ' } }), 400, M.noteRequired);
    expectError(await adminCall(ctx.app, 'POST', `/orders/${mine}/notes`, { session: priest, body: { body: 'x'.repeat(2001) } }), 400, M.noteTooLong);
    expectError(
      await adminCall(ctx.app, 'POST', `/orders/${mine}/notes`, { session: priest, body: { body: 'x'.repeat(2001) }, language: 'hindi' }),
      400,
      'नोट अधिकतम 2000 अक्षरों का हो सकता है।',
    );
    expectError(
      await adminCall(ctx.app, 'POST', `/orders/${theirs}/notes`, { session: priest, body: { body: 'Hello' } }),
      403,
      'This belongs to a temple you are not assigned to.',
    );
    expectError(await adminCall(ctx.app, 'POST', '/orders/SKP222222222/notes', { session: operator, body: { body: 'Hello' } }), 404, 'Order not found.');
    expect((await detail(mine)).notes).toEqual([]);
    expect((await detail(theirs)).audit).toEqual([]);
  });
});
