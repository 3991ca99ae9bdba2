import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_PREFIX, PAYMENT_PATHS, ZLoginRequired, ZPaymentStateResponse } from '@sankalp/contract';
import { orders, rateLimits } from '../../../src/db/schema/index.ts';
import { reconcileStuckOrders } from '../../../src/features/payment/reconcile-sweeper.ts';
import type { SimulatedProvider } from '../../../src/payments/simulated-provider.ts';
import { checkoutSignature } from '../../../src/payments/signatures.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, paymentRows, placeOrder, statusChanges } from '../../fixtures/orders.ts';
import { authHeaders, signIn } from '../../fixtures/sign-in.ts';
import { newPaymentId, postWebhook, webhookBody } from './webhook-helpers.ts';

let ctx: TestContext;
let provider: SimulatedProvider;
beforeAll(async () => {
  // Own database: a reconcile sweep claims every stuck order in its database, other files' too.
  ctx = await buildIsolatedTestApp({ SIMULATED_WEBHOOKS: 'false', PAYMENT_RECONCILE_AFTER_SECONDS: '0' });
  provider = ctx.app.paymentProvider as SimulatedProvider;
});
afterAll(() => ctx.close());

const post = (path: string, token: string | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, headers: token ? authHeaders(token) : {}, payload });

async function openOrder() {
  const placed = await placeOrder(ctx.app);
  const checkout = await initiate(ctx.app, placed.user.token, placed.orderId);
  return { ...placed, checkout };
}

describe('POST /payment/verify (the site’s checkout handler)', () => {
  it('a signed result is confirmed with the provider and marks the order paid', async () => {
    const { user, orderId, checkout } = await openOrder();
    const done = await provider.complete(checkout.razorpayOrderId, 'pay', 'upi');
    const body = { razorpay_order_id: checkout.razorpayOrderId, razorpay_payment_id: done.payment.id, razorpay_signature: done.signature! };
    const res = await post(PAYMENT_PATHS.verify, user.token, body);
    expect(res.statusCode).toBe(200);
    expect(ZPaymentStateResponse.parse(res.json()).data).toEqual({ orderId, orderStatus: 'SUCCESS', paymentId: done.payment.id });
    // Sent again (double click, retry): same answer, no second change.
    expect((await post(PAYMENT_PATHS.verify, user.token, body)).json().data.orderStatus).toBe('SUCCESS');
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->AWAITING_PAYMENT_CONFIRMATION', 'AWAITING_PAYMENT_CONFIRMATION->SUCCESS']);
  });

  it('a result for a capture the webhook already recorded: answered from the row, the provider not asked; still 404 to another user (decision 265)', async () => {
    const { user, orderId, checkout } = await openOrder();
    const done = await provider.complete(checkout.razorpayOrderId, 'pay', 'upi');
    const captured = webhookBody('payment.captured', {
      id: done.payment.id,
      order_id: checkout.razorpayOrderId,
      amount: done.payment.amountPaise,
      status: 'captured',
    });
    expect((await postWebhook(ctx.app, captured)).statusCode).toBe(200);
    const body = { razorpay_order_id: checkout.razorpayOrderId, razorpay_payment_id: done.payment.id, razorpay_signature: done.signature! };
    const res = await post(PAYMENT_PATHS.verify, user.token, body);
    expect(ZPaymentStateResponse.parse(res.json()).data).toEqual({ orderId, orderStatus: 'SUCCESS', paymentId: done.payment.id });
    // Asking the provider spends the order's look-up budget (a rate_limits row): none was spent.
    expect(
      await ctx.app.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `payment-lookup:${orderId}`)),
    ).toEqual([]);
    expect((await post(PAYMENT_PATHS.verify, (await signIn(ctx.app)).token, body)).statusCode).toBe(404);
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->SUCCESS']);
  });

  it('refuses a wrong signature (400), someone else’s payment (404) and a guest (showModal), changing nothing', async () => {
    const { orderId, checkout } = await openOrder();
    const done = await provider.complete(checkout.razorpayOrderId, 'pay', 'upi');
    const good = { razorpay_order_id: checkout.razorpayOrderId, razorpay_payment_id: done.payment.id, razorpay_signature: done.signature! };
    const stranger = await signIn(ctx.app);
    const owner = (await ctx.app.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]!;
    expect(owner.userId).not.toBe(stranger.userId);

    const forged = await post(PAYMENT_PATHS.verify, stranger.token, {
      ...good,
      razorpay_signature: checkoutSignature(good.razorpay_order_id, good.razorpay_payment_id, 'x'.repeat(32)),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment could not be verified.');
    const swapped = await post(PAYMENT_PATHS.verify, stranger.token, { ...good, razorpay_payment_id: newPaymentId() });
    expect(swapped.statusCode).toBe(400);
    expect((await post(PAYMENT_PATHS.verify, stranger.token, good)).statusCode).toBe(404);
    expect(ZLoginRequired.parse((await post(PAYMENT_PATHS.verify, null, good)).json()).showModal).toBe(true);
    expect((await post(PAYMENT_PATHS.verify, stranger.token, { razorpay_order_id: 'x' })).statusCode).toBe(400);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
  });
});

describe('reconciliation (asking the provider)', () => {
  it('an order stuck awaiting confirmation is settled by POST /payment/reconcile', async () => {
    const { user, orderId, checkout } = await openOrder();
    const done = await provider.complete(checkout.razorpayOrderId, 'pay', 'netbanking');
    // Only the authorization reached us; the capture webhook and the callback were lost.
    await postWebhook(
      ctx.app,
      webhookBody('payment.authorized', { id: done.payment.id, order_id: checkout.razorpayOrderId, amount: done.payment.amountPaise, status: 'authorized' }),
    );
    expect(await orderStatus(ctx.app, orderId)).toBe('AWAITING_PAYMENT_CONFIRMATION');

    const res = await post(PAYMENT_PATHS.reconcile, user.token, { orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ orderId, orderStatus: 'SUCCESS', paymentId: done.payment.id });
    expect((await paymentRows(ctx.app, orderId))[0]).toMatchObject({ status: 'CAPTURED', method: 'netbanking' });
  });

  it('the sweep settles stuck orders: captured → SUCCESS, all attempts failed → PAYMENT_FAILED', async () => {
    const paid = await openOrder();
    const failed = await openOrder();
    const p = (await provider.complete(paid.checkout.razorpayOrderId, 'pay', 'upi')).payment;
    const f = (await provider.complete(failed.checkout.razorpayOrderId, 'fail', 'upi')).payment;
    for (const [o, pay] of [
      [paid, p],
      [failed, f],
    ] as const) {
      await postWebhook(
        ctx.app,
        webhookBody('payment.authorized', { id: pay.id, order_id: o.checkout.razorpayOrderId, amount: pay.amountPaise, status: 'authorized' }),
      );
      // Make them look old enough for the sweep whatever the clock skew between app and database.
      await ctx.app.db
        .update(orders)
        .set({ updatedAt: sql`now() - interval '1 hour'` })
        .where(eq(orders.id, o.orderId));
    }
    expect(await reconcileStuckOrders({ db: ctx.app.db, provider, log: ctx.app.log, config: ctx.app.config })).toBeGreaterThanOrEqual(2);
    expect(await orderStatus(ctx.app, paid.orderId)).toBe('SUCCESS');
    expect(await orderStatus(ctx.app, failed.orderId)).toBe('PAYMENT_FAILED');
  });

  it('reconciling an order the provider has no news of changes nothing; another user gets 404', async () => {
    const { user, orderId } = await openOrder();
    const res = await post(PAYMENT_PATHS.reconcile, user.token, { orderId });
    expect(res.json().data).toEqual({ orderId, orderStatus: 'CREATED', paymentId: null });
    const stranger = await signIn(ctx.app);
    expect((await post(PAYMENT_PATHS.reconcile, stranger.token, { orderId })).statusCode).toBe(404);
  });

  it('a captured amount that differs from the total is not marked paid by reconciliation either', async () => {
    const { user, orderId, checkout } = await openOrder();
    const done = await provider.complete(checkout.razorpayOrderId, 'pay', 'upi');
    const reported = await provider.fetchOrderPayments(checkout.razorpayOrderId);
    expect(reported[0]!.amountPaise).toBe(done.payment.amountPaise);
    // An order total that no longer matches what was paid (it never changes in practice; the guard must hold anyway).
    await ctx.app.db
      .update(orders)
      .set({ totalPaise: done.payment.amountPaise + 100 })
      .where(eq(orders.id, orderId));
    const res = await post(PAYMENT_PATHS.reconcile, user.token, { orderId });
    expect(res.json().data.orderStatus).toBe('CREATED');
    expect((await paymentRows(ctx.app, orderId))[0]!.failureReason).toMatch(/^AMOUNT_MISMATCH/);
  });
});
