import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActionPath, type TOrderAction } from '@sankalp/contract';
import { orderMessages, orders } from '../../../src/db/schema/index.ts';
import { recordStep, transitionOrder } from '../../../src/features/order/order-status.ts';
import { adminCall, signInStaff, type StaffSession } from '../../admin/helpers.ts';
import { key, makeDue } from '../../admin/fulfilment-fixtures.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { settleWebhooks } from '../payment/checkout-flow.ts';
import { book, bookPaid, messagesOf, silentLog } from './fixtures.ts';
import { awb } from '../../admin/occurrences/shipment-fixtures.ts';

let ctx: TestContext;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

const act = async (action: TOrderAction, orderId: string, body: object = {}) => {
  const res = await adminCall(ctx.app, 'POST', orderActionPath(action, orderId), { session: operator, body });
  if (res.statusCode !== 200) throw new Error(`${action} answered ${res.statusCode} ${res.body}`);
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const kinds = async (orderId: string) => (await messagesOf(ctx.app.db, orderId)).map((m) => m.kind);

describe('each order event writes exactly one outbox row, in its own transaction', () => {
  it('paid, performed, video, shipped, delivered: one message each, in order, PENDING for the worker', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { prasad: true, optIn: true, hindi: true });
    expect(await kinds(orderId)).toEqual(['ORDER_PAID']);
    await makeDue(ctx.app, orderId);
    await act('performed', orderId, { performedOn: today(), priestName: 'Pt. Ramesh Shastri' });
    expect(await kinds(orderId)).toEqual(['ORDER_PAID', 'PUJA_PERFORMED']);
    await act('video', orderId, { videoUrl: 'https://www.youtube.com/watch?v=abc123' });
    const trackingNumber = awb();
    await act('ship', orderId, { courierName: 'India Post', trackingNumber, trackingUrl: 'https://www.indiapost.gov.in/track' });
    await act('delivered', orderId);
    const rows = await messagesOf(ctx.app.db, orderId);
    expect(rows.map((m) => m.kind)).toEqual(['ORDER_PAID', 'PUJA_PERFORMED', 'VIDEO_READY', 'PRASAD_SHIPPED', 'PRASAD_DELIVERED']);
    for (const row of rows) expect(row).toMatchObject({ status: 'PENDING', channel: 'WHATSAPP', language: 'hindi', recipient: phone, attempts: 0, body: null });
    // The performed message carries the time of the performance as recorded on the order.
    const [order] = await ctx.app.db.select({ performedAt: orders.performedAt }).from(orders).where(eq(orders.id, orderId));
    expect(order!.performedAt).not.toBeNull();
    expect(rows[1]!.facts).toMatchObject({ priestName: 'Pt. Ramesh Shastri', performedOn: today(), performedAt: order!.performedAt!.toISOString() });
    expect(rows[2]!.facts).toMatchObject({ priestName: 'Pt. Ramesh Shastri', performedOn: today() });
    expect(rows[3]!.facts).toMatchObject({ courierName: 'India Post', trackingNumber });
    expect(rows[2]!.facts.eventKind).toBe('PUJA');
  });

  it('performed: a chadawa is told in words of its own (CHADAWA_OFFERED), once, also when the step is recorded twice', async () => {
    const { orderId } = await bookPaid(ctx.app, { optIn: true, offering: true });
    await ctx.app.db.transaction(async (tx) => {
      await recordStep(tx, orderId, 'PERFORMED', 'test: performed');
      await recordStep(tx, orderId, 'PERFORMED', 'test: performed again');
    });
    expect(await kinds(orderId)).toEqual(['ORDER_PAID', 'CHADAWA_OFFERED']);
    // The facts say it is a chadawa: its video message is then the chadawa's text (decision 231).
    for (const row of await messagesOf(ctx.app.db, orderId)) expect(row.facts.eventKind).toBe('OFFERING');
  });

  it('cancelled after paying, and each processed refund: one message each; no consent → SMS', async () => {
    const { orderId } = await bookPaid(ctx.app);
    const res = await adminCall(ctx.app, 'POST', orderActionPath('refund', orderId), {
      session: operator,
      body: { amountPaise: 100, reason: 'Devotee asked', cancel: true, idempotencyKey: key() },
    });
    expect(res.statusCode).toBe(200);
    await settleWebhooks(ctx.app);
    const rows = await messagesOf(ctx.app.db, orderId);
    expect(rows.map((m) => m.kind).sort()).toEqual(['ORDER_CANCELLED', 'ORDER_PAID', 'REFUND_PROCESSED']);
    expect(rows.every((m) => m.channel === 'SMS' && m.language === 'english')).toBe(true);
    expect(rows.find((m) => m.kind === 'REFUND_PROCESSED')!.facts.refundPaise).toBe(100);
  });

  it('a cancelled unpaid checkout tells nothing', async () => {
    const { orderId } = await book(ctx.app);
    await ctx.app.db.transaction((tx) => transitionOrder(tx, orderId, 'CANCELLED', 'test: abandoned', silentLog));
    expect(await kinds(orderId)).toEqual([]);
  });

  it('a transaction that rolls back writes no message', async () => {
    const { orderId } = await book(ctx.app, { optIn: true });
    const rollback = new Error('rolled back on purpose');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await transitionOrder(tx, orderId, 'SUCCESS', 'test: paid', silentLog);
        expect((await tx.select().from(orderMessages).where(eq(orderMessages.orderId, orderId))).map((m) => m.kind)).toEqual(['ORDER_PAID']);
        await recordStep(tx, orderId, 'SHIPPED', 'test: shipped');
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await kinds(orderId)).toEqual([]);
    // …and the same change committed writes it once; repeating the step is deduplicated.
    await ctx.app.db.transaction((tx) => transitionOrder(tx, orderId, 'SUCCESS', 'test: paid', silentLog));
    await ctx.app.db.transaction((tx) => transitionOrder(tx, orderId, 'SUCCESS', 'test: paid again', silentLog));
    expect(await kinds(orderId)).toEqual(['ORDER_PAID']);
  });
});
