import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orders, orderStatusHistory } from '../../../src/db/schema/index.ts';
import { confirmClosedSankalps, queuePujaReminders } from '../../../src/features/notification/sweep.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { book, bookPaid, messagesOf } from './fixtures.ts';

/** The worker's sweep, with `now` given. Own database: a sweep looks at every order in it. */
let ctx: TestContext;
beforeAll(async () => (ctx = await buildIsolatedTestApp()));
afterAll(() => ctx.close());

const IST = 5.5 * 3_600_000;
/** hh:mm IST on the day before the puja's IST date. */
function dayBefore(puja: Date, hours: number, minutes = 0): Date {
  const ist = new Date(puja.getTime() + IST);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - 1, hours, minutes) - IST);
}
const orderOf = async (id: string) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const reminders = async (id: string) => (await messagesOf(ctx.app.db, id)).filter((m) => m.kind === 'PUJA_REMINDER');
const confirmations = (id: string) =>
  ctx.app.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.step, 'SANKALP_CONFIRMED')));

describe('message sweep', () => {
  it('queues the puja reminder once, from 09:00 IST the day before, for paid pujas not yet performed', async () => {
    const paid = await bookPaid(ctx.app, { optIn: true });
    const unpaid = await book(ctx.app);
    const performed = await bookPaid(ctx.app);
    await ctx.app.db.update(orders).set({ performedOn: '2026-01-01' }).where(eq(orders.id, performed.orderId));
    const puja = (await orderOf(paid.orderId)).eventDateTime;

    await queuePujaReminders(ctx.app.db, dayBefore(puja, 8, 59));
    expect(await reminders(paid.orderId)).toHaveLength(0);
    // Two days before, even after nine: not yet.
    await queuePujaReminders(ctx.app.db, new Date(dayBefore(puja, 10).getTime() - 86_400_000));
    expect(await reminders(paid.orderId)).toHaveLength(0);

    expect(await queuePujaReminders(ctx.app.db, dayBefore(puja, 9))).toBeGreaterThanOrEqual(1);
    expect(await queuePujaReminders(ctx.app.db, dayBefore(puja, 18))).toBe(0);
    expect(await reminders(paid.orderId)).toEqual([
      expect.objectContaining({ status: 'PENDING', channel: 'WHATSAPP', dedupeKey: `${paid.orderId}:PUJA_REMINDER` }),
    ]);
    expect(await reminders(unpaid.orderId)).toHaveLength(0);
    expect(await reminders(performed.orderId)).toHaveLength(0);
  });

  it('confirms the sankalp of paid orders once booking closes (or the puja begins), once', async () => {
    const paid = await bookPaid(ctx.app);
    const unpaid = await book(ctx.app);
    const order = await orderOf(paid.orderId);
    const [event] = await ctx.app.db.select().from(events).where(eq(events.id, order.eventId));
    const closes = Math.min(event!.bookingClosesAt.getTime(), order.eventDateTime.getTime());

    await confirmClosedSankalps(ctx.app.db, new Date(closes - 60_000));
    expect(await confirmations(paid.orderId)).toHaveLength(0);
    const { version } = await orderOf(paid.orderId);
    expect(await confirmClosedSankalps(ctx.app.db, new Date(closes + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await confirmClosedSankalps(ctx.app.db, new Date(closes + 120_000))).toBe(0);
    expect(await confirmations(paid.orderId)).toEqual([
      // Dated when the sankalp closed, not when the sweep ran.
      expect.objectContaining({ fromStatus: 'SUCCESS', toStatus: 'SUCCESS', reason: 'booking closed: sankalp final', at: new Date(closes) }),
    ]);
    expect((await orderOf(paid.orderId)).version).toBe(version + 1);
    expect(await confirmations(unpaid.orderId)).toHaveLength(0);
    // A step the devotee is not sent a message about.
    expect((await messagesOf(ctx.app.db, paid.orderId)).map((m) => m.kind)).toEqual(['ORDER_PAID']);
  });

  it('leaves orders already performed or completed alone (the first sweep after deploy), and a cancelled one', async () => {
    const performed = await bookPaid(ctx.app);
    const completed = await bookPaid(ctx.app);
    const cancelled = await bookPaid(ctx.app);
    const open = await bookPaid(ctx.app);
    await ctx.app.db.update(orders).set({ performedOn: '2026-01-01' }).where(eq(orders.id, performed.orderId));
    await ctx.app.db.update(orders).set({ status: 'COMPLETED', performedOn: '2026-01-01' }).where(eq(orders.id, completed.orderId));
    await ctx.app.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, cancelled.orderId));
    const order = await orderOf(open.orderId);
    const [event] = await ctx.app.db.select().from(events).where(eq(events.id, order.eventId));
    const closes = Math.min(event!.bookingClosesAt.getTime(), order.eventDateTime.getTime());
    // Long after the booking closed.
    expect(await confirmClosedSankalps(ctx.app.db, new Date(closes + 30 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await confirmations(performed.orderId)).toHaveLength(0);
    expect(await confirmations(completed.orderId)).toHaveLength(0);
    expect(await confirmations(cancelled.orderId)).toHaveLength(0);
    expect(await confirmations(open.orderId)).toEqual([expect.objectContaining({ at: new Date(closes) })]);
  });
});
