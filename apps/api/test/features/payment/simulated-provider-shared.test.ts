import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simulatedProviderPayments } from '../../../src/db/schema/index.ts';
import { SimulatedOrderAlreadyPaid, type SimulatedProvider } from '../../../src/payments/simulated-provider.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, paymentRows, placeOrder, statusChanges } from '../../fixtures/orders.ts';
import { openCheckoutPage, payInBrowser, pressButton, readAutoPost, settleWebhooks } from './checkout-flow.ts';

// Two apps on one database stand for two API processes behind the load balancer.
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { sameDbAs: a.handle });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const providerPayments = (ctx: TestContext, providerOrderId: string) =>
  ctx.app.db.select().from(simulatedProviderPayments).where(eq(simulatedProviderPayments.orderId, providerOrderId));

describe('simulated provider state lives in the database', () => {
  it('a checkout opened through a process that has since stopped is paid through another', async () => {
    // The process that opens the checkout is gone (restart, scale-down) before the devotee pays.
    const first = await buildTestApp({}, { sameDbAs: a.handle });
    const { user, orderId, totalPaise } = await placeOrder(first.app);
    const checkout = await initiate(first.app, user.token, orderId);
    await first.close();

    const { fields, callback } = await payInBrowser(b.app, checkout, 'pay');
    expect(callback.statusCode).toBe(303);
    await settleWebhooks(b.app);
    expect(await orderStatus(a.app, orderId)).toBe('SUCCESS');
    expect((await paymentRows(a.app, orderId))[0]).toMatchObject({
      status: 'CAPTURED',
      providerPaymentId: fields.razorpay_payment_id,
      amountPaise: totalPaise,
    });
    // Either process's provider reports the same order when reconciling.
    expect(await a.app.paymentProvider.fetchOrder(checkout.razorpayOrderId)).toMatchObject({ status: 'paid', amountPaise: totalPaise });
    expect(await a.app.paymentProvider.fetchOrderPayments(checkout.razorpayOrderId)).toEqual([
      expect.objectContaining({ id: fields.razorpay_payment_id, status: 'captured', method: 'card' }),
    ]);
  });

  it('Pay pressed twice at once, through both processes: one captured payment, the other click goes to the status page', async () => {
    const { user, orderId } = await placeOrder(a.app);
    const checkout = await initiate(a.app, user.token, orderId);
    const { button } = await openCheckoutPage(a.app, checkout, 'pay');

    const clicks = await Promise.all([pressButton(a.app, button), pressButton(b.app, button)]);
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 303]);
    expect(clicks.find((r) => r.statusCode === 303)!.headers.location).toBe(`/payment/status?orderId=${orderId}&language=english`);
    const winner = clicks.find((r) => r.statusCode === 200)!;
    expect(readAutoPost(winner.body).fields.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    await Promise.all([settleWebhooks(a.app), settleWebhooks(b.app)]);

    expect((await providerPayments(a, checkout.razorpayOrderId)).map((p) => p.status)).toEqual(['captured']);
    expect(await orderStatus(a.app, orderId)).toBe('SUCCESS');
    expect((await statusChanges(a.app, orderId)).filter((c) => c.endsWith('->SUCCESS'))).toHaveLength(1);
  });

  it('many concurrent attempts on one provider order capture exactly once', async () => {
    const { user, orderId } = await placeOrder(a.app);
    const checkout = await initiate(a.app, user.token, orderId);
    const providers = [a, b].map((c) => c.app.paymentProvider as SimulatedProvider);
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => providers[i % 2]!.complete(checkout.razorpayOrderId, 'pay', 'upi')));
    expect(attempts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = attempts.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.filter((r) => r.reason instanceof SimulatedOrderAlreadyPaid)).toHaveLength(7);
    await Promise.all([settleWebhooks(a.app), settleWebhooks(b.app)]);
    expect(await providerPayments(a, checkout.razorpayOrderId)).toHaveLength(1);
  });
});
