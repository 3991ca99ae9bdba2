import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ZBatchResultResponse, ZOccurrenceResponse } from '@sankalp/contract';
import { auditLog, occurrenceBatches, occurrences, orderStatusHistory } from '../../../src/db/schema/index.ts';
import { istDay } from '../../../src/lib/ist-day.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from '../helpers.ts';
import { bookOrder, key } from '../fulfilment-fixtures.ts';
import { settleWebhooks } from '../../features/payment/checkout-flow.ts';
import { batchId, occurrenceCall, occurrenceOf, statusOf } from './occurrence-fixtures.ts';

let ctx: TestContext;
let priest: StaffSession;
let operator: StaffSession;
let otherPriest: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  const { templeId } = await bookOrder(ctx.app);
  operator = await signInStaff(ctx.app, 'operator');
  priest = await signInStaff(ctx.app, 'temple_staff', [templeId]);
  otherPriest = await signInStaff(ctx.app, 'temple_staff', [(await seededTemples(ctx.app)).find((t) => t !== templeId)!]);
});
afterAll(() => ctx.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
const performedSteps = async (ids: string[]) =>
  (
    await ctx.app.db
      .select()
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.step, 'PERFORMED')))
  ).length;

describe('batch performed over an occurrence', () => {
  it('marks every paid order performed once; unpaid, refunded and done orders are listed with why; a retry answers the same', async () => {
    const o = await occurrenceOf(ctx.app, hoursAgo(30), { paid: 4, unpaid: 1 });
    const [refundedId, doneId, ...rest] = o.orderIds;
    const refund = await adminCall(ctx.app, 'POST', `/orders/${refundedId}/refund`, {
      session: operator,
      body: { amountPaise: (await statusOf(ctx.app, refundedId!)).totalPaise, reason: 'devotee asked', cancel: false, idempotencyKey: key() },
    });
    expect(refund.statusCode).toBe(200);
    await settleWebhooks(ctx.app);
    const at = new Date(Date.now() - 29 * 3600_000).toISOString();
    const one = await adminCall(ctx.app, 'POST', `/orders/${doneId}/performed`, {
      session: priest,
      body: { performedOn: istDay(new Date(at)), performedAt: at },
    });
    expect(one.statusCode, one.body).toBe(200);

    const body = { batchId: batchId(), performedAt: at, priestName: 'Pt. Ramesh Shastri' };
    const res = await occurrenceCall(ctx.app, priest, 'performed', o, body);
    expect(res.statusCode, res.body).toBe(200);
    const result = ZBatchResultResponse.parse(res.json()).data;
    expect(result.done.sort()).toEqual([...rest].sort());
    expect(result.failed).toEqual([]);
    expect(Object.fromEntries(result.skipped.map((s) => [s.orderId, s.reason]))).toEqual({
      [refundedId!]: 'This order was refunded in full.',
      [doneId!]: 'This puja is already marked performed.',
      [o.unpaidIds[0]!]: 'Only a paid order can be fulfilled.',
    });
    for (const id of rest) expect(await statusOf(ctx.app, id)).toMatchObject({ performedAt: new Date(at), priestName: 'Pt. Ramesh Shastri' });
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, rest), eq(auditLog.action, 'order.performed')));
    expect(audits).toHaveLength(rest.length);

    // The same key and body: the first answer, nothing done twice. Another body: 422.
    const again = await occurrenceCall(ctx.app, priest, 'performed', o, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(ZBatchResultResponse.parse(again.json()).data).toEqual(result);
    expect(await performedSteps(o.orderIds)).toBe(3);
    const reused = await occurrenceCall(ctx.app, priest, 'performed', o, { ...body, priestName: 'Someone else' });
    expect(reused.statusCode).toBe(422);

    const detail = await occurrenceCall(ctx.app, priest, 'detail', o);
    expect(detail.statusCode, detail.body).toBe(200);
    const page = ZOccurrenceResponse.parse(detail.json()).data;
    expect(page.counts).toMatchObject({ paid: 3, performed: 3, refunded: 1, unpaid: 1 });
    expect(page).toMatchObject({ performedAt: new Date(at).toISOString(), priestName: 'Pt. Ramesh Shastri' });
    expect(page.batches[0]).toEqual(result);
    // Reasons are kept as raised and shown in the reader's language.
    const hindi = ZOccurrenceResponse.parse((await occurrenceCall(ctx.app, priest, 'detail', o, undefined, 'hindi')).json()).data;
    expect(hindi.batches[0]!.skipped.find((s) => s.orderId === doneId)?.reason).toBe('यह पूजा पहले ही संपन्न दर्ज है।');
  });

  it('refuses the whole batch before the scheduled time or with a time before it, and writes nothing', async () => {
    const soon = new Date(Date.now() + 26 * 3600_000);
    const o = await occurrenceOf(ctx.app, soon, { paid: 2 });
    const early = await occurrenceCall(ctx.app, priest, 'performed', o, { batchId: batchId(), performedAt: new Date().toISOString() }, 'hindi');
    expect(early.json()).toMatchObject({ statusCode: 409, message: 'पूजा का निर्धारित समय अभी नहीं आया है: उसके बाद ही इसे संपन्न दर्ज किया जा सकता है।' });
    const past = await occurrenceOf(ctx.app, hoursAgo(54), { paid: 1 });
    const before = await occurrenceCall(ctx.app, priest, 'performed', past, { batchId: batchId(), performedAt: hoursAgo(55).toISOString() });
    expect(before.json()).toMatchObject({ statusCode: 400, message: 'The time of the performance is before the puja’s scheduled time.' });
    expect(await performedSteps([...o.orderIds, ...past.orderIds])).toBe(0);
    // Batches of these two dates only: other files write batches of their own dates meanwhile.
    const batches = await ctx.app.db
      .select({ id: occurrenceBatches.id })
      .from(occurrenceBatches)
      .innerJoin(occurrences, eq(occurrences.id, occurrenceBatches.occurrenceId))
      .where(or(...[o, past].map((d) => and(eq(occurrences.eventId, d.eventId), eq(occurrences.date, d.date)))));
    expect(batches).toEqual([]);
  });

  it('another temple’s staff can neither read nor act on the occurrence', async () => {
    const o = await occurrenceOf(ctx.app, hoursAgo(78), { paid: 1 });
    expect((await occurrenceCall(ctx.app, otherPriest, 'detail', o)).statusCode).toBe(403);
    expect((await occurrenceCall(ctx.app, otherPriest, 'performed', o, { batchId: batchId(), performedAt: hoursAgo(77).toISOString() })).statusCode).toBe(403);
    expect(await performedSteps(o.orderIds)).toBe(0);
  });

  it('a batch that partly fails names the failed order, keeps the others, and a retry with a new key finishes it', async () => {
    const o = await occurrenceOf(ctx.app, hoursAgo(102), { paid: 3 });
    const broken = o.orderIds[1]!;
    // A fault in one order's write (as a lost constraint or a bug would raise), not a rule.
    await ctx.app.db.execute(
      sql.raw(`create or replace function fail_one() returns trigger language plpgsql as $$ begin
      if new.id = '${broken}' and new.performed_on is not null then raise exception 'disk full'; end if; return new; end $$`),
    );
    await ctx.app.db.execute(sql`create trigger fail_one before update on orders for each row execute function fail_one()`);
    try {
      const res = await occurrenceCall(ctx.app, priest, 'performed', o, { batchId: batchId(), performedAt: hoursAgo(101).toISOString() });
      const result = ZBatchResultResponse.parse(res.json()).data;
      expect(result.failed.map((f) => f.orderId)).toEqual([broken]);
      expect(result.done.sort()).toEqual(o.orderIds.filter((id) => id !== broken).sort());
      expect((await statusOf(ctx.app, broken)).performedOn).toBeNull();
      expect(await performedSteps([broken])).toBe(0);
    } finally {
      await ctx.app.db.execute(sql`drop trigger fail_one on orders`);
    }
    const retry = ZBatchResultResponse.parse(
      (await occurrenceCall(ctx.app, priest, 'performed', o, { batchId: batchId(), performedAt: hoursAgo(101).toISOString() })).json(),
    ).data;
    expect(retry.done).toEqual([broken]);
    expect(await performedSteps(o.orderIds)).toBe(3);
  });
});
