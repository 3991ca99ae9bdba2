import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActionPath, RECONCILIATION_PATH, ZReconciliationResponse, ZStatementResponse, type TReconciliation } from '@sankalp/contract';
import { moneyDocuments, orders, payments, refunds, templeStatementLines, templeStatements } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { settleWebhooks } from '../../features/payment/checkout-flow.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';
import { key, paidOrder } from '../fulfilment-fixtures.ts';
import { capturedAt, refundedAt, refundPart } from './money-fixtures.ts';

/** Money that adds up (issue 23 part 5, decision 271); PGlite and PostgreSQL. */
let ctx: TestContext;
let admin: StaffSession;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signInStaff(ctx.app, 'admin');
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

const reconcile = async (from: string, to: string): Promise<TReconciliation> => {
  const res = await adminCall(ctx.app, 'GET', `${RECONCILIATION_PATH}?from=${from}&to=${to}`, { session: operator });
  expect(res.statusCode, res.body).toBe(200);
  return ZReconciliationResponse.parse(res.json()).data;
};

async function settleDay(templeId: string, day: string, reference: string): Promise<string> {
  const shown = ZStatementResponse.parse(
    (await adminCall(ctx.app, 'GET', `/statements?templeId=${templeId}&from=${day}&to=${day}`, { session: admin })).json(),
  ).data;
  const { paymentsCount, refundsCount, grossPaise, refundsPaise } = shown.totals;
  const res = await adminCall(ctx.app, 'POST', '/statements/settle', {
    session: admin,
    body: { templeId, from: day, to: day, reference, expected: { paymentsCount, refundsCount, grossPaise, refundsPaise } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

describe('reconciliation', () => {
  it('after several checkouts, a partial refund, a cancellation and a settlement: captured − refunded = the statements, no differences', async () => {
    const booked = [await paidOrder(ctx.app), await paidOrder(ctx.app), await paidOrder(ctx.app), await paidOrder(ctx.app)];
    const [a, b] = booked;
    await refundPart(ctx.app, operator, a!.orderId, 5_000);
    const cancel = await adminCall(ctx.app, 'POST', orderActionPath('refund', b!.orderId), {
      session: operator,
      body: { amountPaise: b!.totalPaise, reason: 'Devotee cannot attend', cancel: true, idempotencyKey: key() },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await settleWebhooks(ctx.app);
    await capturedAt(
      ctx.app,
      booked.map((o) => o.orderId),
      '2026-06-01T11:00:00+05:30',
    );
    await refundedAt(ctx.app, a!.orderId, '2026-06-02T10:00:00+05:30');
    await refundedAt(ctx.app, b!.orderId, '2026-06-02T10:05:00+05:30');
    await settleDay(a!.templeId, '2026-06-01', 'UTR 6001');

    const captured = booked.reduce((sum, o) => sum + o.totalPaise, 0);
    const r = await reconcile('2026-06-01', '2026-06-02');
    expect(r).toMatchObject({
      capturedPaise: captured,
      capturedCount: 4,
      refundedPaise: 5_000 + b!.totalPaise,
      refundedCount: 2,
      settledPaise: captured,
      openPaise: -(5_000 + b!.totalPaise),
      differencePaise: 0,
    });
    // Every payment has its receipt and every refund its note (issued at capture and refund).
    expect(r.differences).toEqual([]);
    expect(r.differencesTotal).toBe(0);
    const documents = await ctx.app.db
      .select()
      .from(moneyDocuments)
      .where(
        inArray(
          moneyDocuments.orderId,
          booked.map((o) => o.orderId),
        ),
      );
    expect(documents.filter((d) => d.kind !== 'DONATION_80G')).toHaveLength(6);
  });

  it('lists each difference made, order by order, and the total does not add up when a settled line is wrong', async () => {
    const [unpaid, extra, settledOne] = [await paidOrder(ctx.app), await paidOrder(ctx.app), await paidOrder(ctx.app)];
    await capturedAt(ctx.app, [unpaid.orderId, extra.orderId, settledOne.orderId], '2026-07-01T12:00:00+05:30');
    const statementId = await settleDay(settledOne.templeId, '2026-07-01', 'UTR 7001');
    expect((await reconcile('2026-07-01', '2026-07-01')).differences).toEqual([]);

    // 1. Money taken for an order that is not paid.
    await ctx.app.db.update(orders).set({ status: 'PAYMENT_FAILED' }).where(eq(orders.id, unpaid.orderId));
    // 2. A second capture for a paid order, with no receipt of its own.
    const [second] = await ctx.app.db
      .insert(payments)
      .values({
        orderId: extra.orderId,
        provider: 'simulated',
        providerOrderId: `order_x_${randomUUID()}`,
        providerPaymentId: `pay_x_${randomUUID()}`,
        amountPaise: extra.totalPaise,
        status: 'CAPTURED',
        updatedAt: new Date('2026-07-01T15:00:00+05:30'),
      })
      .returning();
    // 3. A refund of a payment we never captured.
    const [first] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, extra.orderId)).limit(1);
    const [stray] = await ctx.app.db
      .insert(refunds)
      .values({
        orderId: extra.orderId,
        paymentId: first!.id,
        provider: 'simulated',
        providerPaymentId: 'pay_never_captured',
        idempotencyKey: randomUUID(),
        amountPaise: 700,
        status: 'PROCESSED',
        reason: 'stray',
        updatedAt: new Date('2026-07-01T16:00:00+05:30'),
      })
      .returning();
    // 4. A settled statement whose stored total and one of whose lines were changed by hand.
    const [line] = await ctx.app.db.select().from(templeStatementLines).where(eq(templeStatementLines.statementId, statementId)).limit(1);
    await ctx.app.db
      .update(templeStatementLines)
      .set({ amountPaise: line!.amountPaise - 100 })
      .where(eq(templeStatementLines.paymentId, line!.paymentId!));
    const [stored] = await ctx.app.db.select().from(templeStatements).where(eq(templeStatements.id, statementId));
    await ctx.app.db
      .update(templeStatements)
      .set({ owedPaise: stored!.owedPaise + 1 })
      .where(eq(templeStatements.id, statementId));

    const r = await reconcile('2026-07-01', '2026-07-01');
    const kinds = (kind: string) => r.differences.filter((d) => d.kind === kind);
    expect(kinds('CAPTURED_ORDER_NOT_PAID')).toMatchObject([
      { orderId: unpaid.orderId, amountPaise: unpaid.totalPaise, detail: expect.stringContaining('PAYMENT_FAILED') },
    ]);
    expect(kinds('EXTRA_CAPTURE')).toMatchObject([{ orderId: extra.orderId, paymentId: second!.id, amountPaise: extra.totalPaise }]);
    expect(kinds('PAYMENT_WITHOUT_RECEIPT')).toMatchObject([{ paymentId: second!.id }]);
    expect(kinds('REFUND_WITHOUT_PAYMENT')).toMatchObject([{ refundId: stray!.id, amountPaise: 700 }]);
    expect(kinds('REFUND_WITHOUT_NOTE')).toMatchObject([{ refundId: stray!.id }]);
    expect(kinds('STATEMENT_TOTALS')).toMatchObject([{ statementId }]);
    expect(kinds('STATEMENT_LINE')).toMatchObject([{ statementId, orderId: line!.orderId, amountPaise: -100 }]);
    // The settled line says 100 paise less than was captured: the books are 100 paise apart, shown.
    expect(r.differencePaise).toBe(100);
    expect(r.differencesTotal).toBe(r.differences.length);
  });
});
