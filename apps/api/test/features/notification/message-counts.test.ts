import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessageStatus } from '@sankalp/contract';
import { occurrenceOrders } from '../../../src/admin/occurrences/occurrence-key.ts';
import { orderMessages } from '../../../src/db/schema/index.ts';
import { occurrenceMessageCounts } from '../../../src/features/notification/message-counts.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { createEvent, createTempleWithEvent, insertOrder, type TestEvent } from '../../admin/orders/order-fixtures.ts';

/** The occurrence page's message counts (issue 19 part 7): an event and temple of the test's own, messages written in each state. */
let ctx: TestContext;
let event: TestEvent;
beforeAll(async () => {
  ctx = await buildTestApp();
  event = await createTempleWithEvent(ctx.app.db, new Date('2026-12-01T06:30:00+05:30'));
});
afterAll(() => ctx.close());

const DAY = '2026-12-01';
const at = (isoIst: string) => new Date(`${isoIst}+05:30`);

type Row = { kind?: 'ORDER_PAID' | 'PUJA_PERFORMED' | 'VIDEO_READY'; channel?: 'WHATSAPP' | 'SMS'; status: TMessageStatus; fallbackOfIndex?: number };

/** Writes the order's messages in the given states (a fallback names the row it replaces by its index). */
async function messages(orderId: string, rows: Row[]): Promise<void> {
  const ids: string[] = [];
  for (const r of rows) {
    const [inserted] = await ctx.app.db
      .insert(orderMessages)
      .values({
        orderId,
        kind: r.kind ?? 'ORDER_PAID',
        channel: r.channel ?? 'WHATSAPP',
        status: r.status,
        language: 'english',
        recipient: '9876543210',
        facts: { orderId, eventName: 'Test', templeName: 'Test', eventDateTime: '2026-12-01T01:00:00.000Z', devoteeName: 'A', gotra: 'K', additionalNames: [] },
        fallbackOf: r.fallbackOfIndex === undefined ? null : ids[r.fallbackOfIndex]!,
      })
      .returning({ id: orderMessages.id });
    ids.push(inserted!.id);
  }
}

describe('occurrenceMessageCounts', () => {
  it("counts the occurrence's messages sent, waiting and failed, each row on its own (a failed WhatsApp message and its SMS fallback both count)", async () => {
    const a = await insertOrder(ctx.app.db, event, { eventDateTime: at('2026-12-01T06:30:00') });
    const b = await insertOrder(ctx.app.db, event, { eventDateTime: at('2026-12-01T00:00:00') });
    const c = await insertOrder(ctx.app.db, event, { eventDateTime: at('2026-12-01T23:59:00') });
    await messages(a, [{ status: 'SENT' }, { kind: 'PUJA_PERFORMED', status: 'DELIVERED' }, { kind: 'VIDEO_READY', status: 'READ' }]);
    await messages(b, [{ status: 'FAILED' }, { channel: 'SMS', status: 'SENT', fallbackOfIndex: 0 }, { kind: 'PUJA_PERFORMED', status: 'PENDING' }]);
    await messages(c, [
      { status: 'SENDING' },
      { kind: 'PUJA_PERFORMED', status: 'FAILED' },
      { kind: 'PUJA_PERFORMED', channel: 'SMS', status: 'FAILED', fallbackOfIndex: 1 },
    ]);
    // Not this occurrence: the same event the day before (23:30 IST) and after, and another event the same day.
    const before = await insertOrder(ctx.app.db, event, { eventDateTime: at('2026-11-30T23:30:00') });
    const after = await insertOrder(ctx.app.db, event, { eventDateTime: at('2026-12-02T06:30:00') });
    const otherEvent = { ...event, ...(await createEvent(ctx.app.db, event.templeId, at('2026-12-01T06:30:00'))) };
    const other = await insertOrder(ctx.app.db, otherEvent, { eventDateTime: at('2026-12-01T06:30:00') });
    for (const id of [before, after, other]) await messages(id, [{ status: 'SENT' }, { status: 'FAILED' }, { status: 'PENDING' }]);

    expect(await occurrenceMessageCounts(ctx.app.db, occurrenceOrders({ eventId: event.eventId, date: DAY }))).toEqual({ sent: 4, waiting: 2, failed: 3 });
    expect(await occurrenceMessageCounts(ctx.app.db, occurrenceOrders({ eventId: otherEvent.eventId, date: DAY }))).toEqual({
      sent: 1,
      waiting: 1,
      failed: 1,
    });
  });

  it('an occurrence without messages (or without orders) counts zeros', async () => {
    await insertOrder(ctx.app.db, event, { eventDateTime: at('2026-12-05T06:30:00') });
    expect(await occurrenceMessageCounts(ctx.app.db, occurrenceOrders({ eventId: event.eventId, date: '2026-12-05' }))).toEqual({
      sent: 0,
      waiting: 0,
      failed: 0,
    });
    expect(await occurrenceMessageCounts(ctx.app.db, occurrenceOrders({ eventId: event.eventId, date: '2026-12-09' }))).toEqual({
      sent: 0,
      waiting: 0,
      failed: 0,
    });
  });
});
