import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TAKINGS_DAYS, ZDashboardResponse, type TDashboard } from '@sankalp/contract';
import { paymentExceptions, payments, refunds } from '../../../src/db/schema/index.ts';
import { addIstDays, istDay, istDayRange } from '../../../src/lib/ist-day.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { expectError } from '../../features/auth/requests.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';
import { createEvent, createTempleWithEvent, insertOrder, insertPayment, type TestEvent } from './order-fixtures.ts';

let ctx: TestContext;
let todays: TestEvent;
let tomorrows: TestEvent;
let priest: StaffSession;
const today = istDay(new Date());
const tomorrow = addIstDays(today, 1);
const shipping = { address: '1 Ghat Road', city: 'Varanasi', state: 'UP', pincode: '221001', country: 'India' };

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.app.db;
  // Midnight IST today: always past, so its paid orders are waiting for their video.
  const startOfToday = istDayRange(today).from;
  const tomorrowMorning = new Date(istDayRange(tomorrow).from.getTime() + 7 * 3_600_000);
  todays = await createTempleWithEvent(db, startOfToday);
  tomorrows = { ...todays, ...(await createEvent(db, todays.templeId, tomorrowMorning)) };
  priest = await signInStaff(ctx.app, 'temple_staff', [todays.templeId]);

  const waiting = await insertOrder(db, todays, { eventDateTime: startOfToday, prasad: true, shipping });
  const shipped = await insertOrder(db, todays, { status: 'IN TRANSIT', eventDateTime: startOfToday, prasad: true, shipping, shippedAt: new Date() });
  const done = await insertOrder(db, todays, { status: 'COMPLETED', eventDateTime: startOfToday, videoUrl: 'https://youtu.be/x' });
  await insertOrder(db, todays, { status: 'CREATED', eventDateTime: startOfToday });
  await insertOrder(db, tomorrows, { eventDateTime: tomorrowMorning, shipping });

  const { paymentId } = await insertPayment(db, waiting, 110_100, { amountPaise: 10_000, status: 'PROCESSED' });
  await insertPayment(db, done, 110_100, { amountPaise: 5_000, status: 'PENDING' });
  // Captured 20 days ago: outside the takings table.
  const { paymentId: old } = await insertPayment(db, shipped, 110_100);
  await db
    .update(payments)
    .set({ updatedAt: new Date(Date.now() - 20 * 86_400_000) })
    .where(eq(payments.id, old));
  await db.insert(paymentExceptions).values({
    orderId: waiting,
    paymentId,
    provider: 'simulated',
    providerPaymentId: `pay_dash_${paymentId}`,
    kind: 'DOUBLE_PAYMENT',
    amountPaise: 110_100,
    detail: 'test',
  });
  await db.update(refunds).set({ updatedAt: new Date() }).where(eq(refunds.paymentId, paymentId));
});
afterAll(() => ctx.close());

async function dashboard(session: StaffSession): Promise<TDashboard> {
  const res = await adminCall(ctx.app, 'GET', '/dashboard', { session });
  expect(res.statusCode, res.body).toBe(200);
  return ZDashboardResponse.parse(res.json()).data;
}

describe('GET /dashboard', () => {
  it('shows a priest today’s and tomorrow’s pujas with sankalp counts and the work waiting, for their temple', async () => {
    const board = await dashboard(priest);
    expect(board).toMatchObject({
      today,
      tomorrow,
      todaysPujas: [{ eventId: todays.eventId, nameEn: todays.nameEn, date: today, paidOrders: 3 }],
      tomorrowsPujas: [{ eventId: tomorrows.eventId, date: tomorrow, paidOrders: 1 }],
      awaitingVideo: 2,
      awaitingShipment: 2,
      refundsPending: 1,
      openExceptions: null,
    });
    expect(board.takings).toHaveLength(TAKINGS_DAYS);
    expect(board.takings.at(-1)).toEqual({ date: today, capturedPaise: 220_200, refundedPaise: 10_000, netPaise: 210_200 });
    expect(board.takings[0]!.date).toBe(addIstDays(today, -(TAKINGS_DAYS - 1)));
    expect(board.takings.slice(0, -1).every((d) => d.capturedPaise === 0 && d.refundedPaise === 0)).toBe(true);
  });

  it('shows operators every temple, open payment exceptions included', async () => {
    const operator = await signInStaff(ctx.app, 'operator');
    const board = await dashboard(operator);
    expect(board.openExceptions).toBeGreaterThanOrEqual(1);
    expect(board.todaysPujas.map((p) => p.eventId)).toContain(todays.eventId);
    expect(board.takings.at(-1)!.capturedPaise).toBeGreaterThanOrEqual(220_200);
  });

  it('asks for a console session', async () => {
    expectError(await adminCall(ctx.app, 'GET', '/dashboard'), 401, 'Please sign in to the console.');
  });
});
