import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyDocuments, orders, payments, refunds } from '../../../src/db/schema/index.ts';
import { issueMissingDocuments } from '../../../src/features/receipt/backfill.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { placeOrder } from '../../fixtures/orders.ts';

// Own database: the backfill issues documents for every payment that lacks one.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildIsolatedTestApp();
});
afterAll(() => ctx.close());

describe('issue-documents (decision 260)', () => {
  it('issues the receipt and refund note of a payment and refund settled before receipts existed, once', async () => {
    // As a payment captured and partly refunded before migration 0011: rows written without documents.
    const placed = await placeOrder(ctx.app);
    const [payment] = await ctx.app.db
      .insert(payments)
      .values({
        orderId: placed.orderId,
        provider: 'simulated',
        providerOrderId: `order_old_${placed.orderId}`,
        providerPaymentId: `pay_old_${placed.orderId}`,
        amountPaise: placed.totalPaise,
        status: 'CAPTURED',
        method: 'upi',
      })
      .returning();
    await ctx.app.db.update(orders).set({ status: 'SUCCESS' }).where(eq(orders.id, placed.orderId));
    const [refund] = await ctx.app.db
      .insert(refunds)
      .values({
        orderId: placed.orderId,
        paymentId: payment!.id,
        provider: 'simulated',
        providerPaymentId: payment!.providerPaymentId!,
        providerRefundId: `rfnd_old_${placed.orderId}`,
        idempotencyKey: `old-${placed.orderId}`,
        amountPaise: 100,
        status: 'PROCESSED',
        reason: 'before receipts',
        updatedAt: sql`now()`,
      })
      .returning();

    expect(await issueMissingDocuments(ctx.app.db)).toEqual({ receipts: 1, notes: 1 });
    const docs = await ctx.app.db.select().from(moneyDocuments).where(eq(moneyDocuments.orderId, placed.orderId));
    const receipt = docs.find((d) => d.kind === 'RECEIPT');
    expect(receipt).toMatchObject({ paymentId: payment!.id, amountPaise: placed.totalPaise });
    expect(docs.find((d) => d.kind === 'REFUND_NOTE')).toMatchObject({ refundId: refund!.id, amountPaise: 100, refersToId: receipt!.id });
    // Run again: nothing is missing, nothing is issued twice.
    expect(await issueMissingDocuments(ctx.app.db)).toEqual({ receipts: 0, notes: 0 });
    expect(await ctx.app.db.select().from(moneyDocuments).where(eq(moneyDocuments.orderId, placed.orderId))).toHaveLength(2);
  });
});
