import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { documentSeriesCounters, moneyDocuments, orderItems, orders, payments } from '../../../src/db/schema/index.ts';
import { recordCapture } from '../../../src/features/payment/record-outcome.ts';
import { newOrderId } from '../../../src/features/order/order-id.ts';
import { financialYear } from '../../../src/features/receipt/financial-year.ts';
import { rowsOf } from '../../../src/db/raw-rows.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { placeOrder } from '../../fixtures/orders.ts';

// Own database: the series holds exactly this file's receipts, so it must read 1…N.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildIsolatedTestApp();
});
afterAll(() => ctx.close());

const N = 200;

/** N unpaid orders like one booked through the real checkout, each with an open payment attempt. */
async function unpaidOrders(n: number) {
  const template = await placeOrder(ctx.app);
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, template.orderId));
  const lines = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, template.orderId));
  const made: { orderId: string; providerOrderId: string; amountPaise: number }[] = [];
  for (let i = 0; i < n; i++) {
    const orderId = newOrderId();
    await ctx.app.db.insert(orders).values({ ...order!, id: orderId, cartId: null, status: 'AWAITING_PAYMENT_CONFIRMATION' });
    await ctx.app.db.insert(orderItems).values(lines.map((l) => ({ ...l, id: randomUUID(), orderId })));
    const providerOrderId = `order_conc_${randomUUID()}`;
    await ctx.app.db.insert(payments).values({ orderId, provider: 'simulated', providerOrderId, amountPaise: order!.totalPaise, status: 'CREATED' });
    made.push({ orderId, providerOrderId, amountPaise: order!.totalPaise });
  }
  return made;
}

class RolledBack extends Error {}

describe('receipt numbers (decision 260)', () => {
  it(`${N} payments settled concurrently (some rolled back and told again): one receipt each, numbers without gaps or duplicates`, async () => {
    const made = await unpaidOrders(N);
    const capture = (o: (typeof made)[number], i: number, failFirst: boolean) =>
      ctx.app.db.transaction(async (tx) => {
        const outcome = await recordCapture(
          tx,
          ctx.app.log,
          { providerOrderId: o.providerOrderId, providerPaymentId: `pay_conc_${i}_${o.orderId}`, amountPaise: o.amountPaise, currency: 'INR', method: 'upi' },
          'webhook test',
        );
        // A settlement whose transaction fails after its receipt was numbered gives the number back.
        if (failFirst) throw new RolledBack();
        return outcome;
      });
    const first = await Promise.allSettled(made.map((o, i) => capture(o, i, i % 10 === 0)));
    expect(first.filter((r) => r.status === 'rejected')).toHaveLength(N / 10);
    expect(first.every((r) => r.status === 'fulfilled' || r.reason instanceof RolledBack)).toBe(true);
    // The provider tells again (webhook redelivery): the rolled-back ones settle now, the rest are duplicates.
    const again = await Promise.all(made.map((o, i) => capture(o, i, false)));
    expect(again.filter((o) => o === 'captured')).toHaveLength(N / 10);
    expect(again.filter((o) => o === 'duplicate')).toHaveLength(N - N / 10);

    const docs = await ctx.app.db
      .select()
      .from(moneyDocuments)
      .where(
        inArray(
          moneyDocuments.orderId,
          made.map((o) => o.orderId),
        ),
      );
    expect(docs).toHaveLength(N);
    expect(new Set(docs.map((d) => d.orderId)).size).toBe(N);
    expect(docs.every((d) => d.kind === 'RECEIPT' && d.amountPaise === made[0]!.amountPaise)).toBe(true);

    // The whole series this financial year: 1..N, nothing missing, nothing twice.
    const year = financialYear(new Date());
    const series = await ctx.app.db
      .select({ seq: moneyDocuments.sequence })
      .from(moneyDocuments)
      .where(and(eq(moneyDocuments.series, 'RCT'), eq(moneyDocuments.financialYear, year)));
    const seqs = series.map((s) => s.seq!).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    const [counter] = await ctx.app.db
      .select()
      .from(documentSeriesCounters)
      .where(and(eq(documentSeriesCounters.series, 'RCT'), eq(documentSeriesCounters.financialYear, year)));
    expect(counter!.next).toBe(seqs.length + 1);
  });

  it('each series and financial year counts from 1 on its own', async () => {
    const series = `T${randomUUID().slice(0, 6)}`;
    const take = async (year: string) => {
      const [row] = await rowsOf<{ n: number }>(ctx.app.db, sql`select take_document_number(${series}, ${year}) as n`);
      return row!.n;
    };
    expect(await take('2030-31')).toBe(1);
    expect(await take('2030-31')).toBe(2);
    expect(await take('2031-32')).toBe(1);
  });

  it('the financial year runs April to March by the date in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST on 31 March
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // midnight IST, 1 April
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});
