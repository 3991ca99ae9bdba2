import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyDocuments, payments } from '../../../src/db/schema/index.ts';
import { reconcileStuckOrders } from '../../../src/features/payment/reconcile-sweeper.ts';
import type { SimulatedProvider } from '../../../src/payments/simulated-provider.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, placeOrder } from '../../fixtures/orders.ts';
import { openCheckoutPage, pressButton, readAutoPost } from '../payment/checkout-flow.ts';

/**
 * Decision 260: whichever path settles a capture — the reconcile sweep, a late callback — the
 * payment gets one receipt. Webhooks off and the callback held back, as in lost-payment.test.ts.
 */
let ctx: TestContext;
beforeAll(async () => {
  // Own database: a reconcile sweep claims every stuck order in its database, other files' too.
  ctx = await buildIsolatedTestApp({ SIMULATED_WEBHOOKS: 'false' });
});
afterAll(() => ctx.close());

const deps = () => ({ db: ctx.app.db, provider: ctx.app.paymentProvider as SimulatedProvider, log: ctx.app.log, config: ctx.app.config });
const receiptsOf = (orderId: string) => ctx.app.db.select().from(moneyDocuments).where(eq(moneyDocuments.orderId, orderId));

describe('one receipt whichever path settles the payment', () => {
  it('the reconcile sweep issues it; a second sweep and the callback arriving late issue none more', async () => {
    const placed = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, placed.user.token, placed.orderId);
    const { button } = await openCheckoutPage(ctx.app, checkout, 'pay');
    const result = await pressButton(ctx.app, button);
    expect(result.statusCode).toBe(200);
    expect(await receiptsOf(placed.orderId)).toHaveLength(0);
    await ctx.app.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(payments.orderId, placed.orderId));

    await reconcileStuckOrders(deps());
    expect(await orderStatus(ctx.app, placed.orderId)).toBe('SUCCESS');
    const [receipt] = await receiptsOf(placed.orderId);
    expect(receipt).toMatchObject({ kind: 'RECEIPT', amountPaise: placed.totalPaise });

    await reconcileStuckOrders(deps());
    const { action, fields } = readAutoPost(result.body);
    const callback = await ctx.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(callback.statusCode).toBe(303);
    expect((await receiptsOf(placed.orderId)).map((d) => d.id)).toEqual([receipt!.id]);
  });
});
