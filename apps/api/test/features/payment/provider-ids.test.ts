import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import { webhookEvents } from '../../../src/db/schema/index.ts';
import type { SimulatedProvider } from '../../../src/payments/simulated-provider.ts';
import { checkoutSignature } from '../../../src/payments/signatures.ts';
import { initiate, orderStatus, paymentRows, placeOrder } from '../../fixtures/orders.ts';
import { authHeaders } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { newEventId, newPaymentId, postWebhook, webhookBody } from './webhook-helpers.ts';

/** Probe finding: a signed webhook stored a 100 KB payment id. Provider ids are bounded in length and charset. */
const HUGE_ID = `pay_${'A'.repeat(100 * 1024)}`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ SIMULATED_WEBHOOKS: 'false' });
});
afterAll(() => ctx.close());

async function openOrder() {
  const placed = await placeOrder(ctx.app);
  const checkout = await initiate(ctx.app, placed.user.token, placed.orderId);
  return { ...placed, checkout };
}

const eventStored = async (eventId: string) => (await ctx.app.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId))).length > 0;

describe('provider ids are bounded', () => {
  it('a signed webhook with a 100 KB payment id, or an id with other characters, is a 400 and stores nothing', async () => {
    const { orderId, checkout, totalPaise } = await openOrder();
    for (const id of [HUGE_ID, 'pay_<script>', 'pay_x\u202e']) {
      const eventId = newEventId();
      const res = await postWebhook(
        ctx.app,
        webhookBody('payment.captured', { id, order_id: checkout.razorpayOrderId, amount: totalPaise, status: 'captured' }),
        { eventId },
      );
      expect(res.statusCode, id.slice(0, 20)).toBe(400);
      expect(await eventStored(eventId)).toBe(false);
    }
    const bigOrderId = await postWebhook(
      ctx.app,
      webhookBody('payment.captured', { id: newPaymentId(), order_id: `order_${'1'.repeat(5000)}`, amount: totalPaise, status: 'captured' }),
    );
    expect(bigOrderId.statusCode).toBe(400);
    const bigEventId = 'evt_'.padEnd(1000, 'x');
    const res = await postWebhook(
      ctx.app,
      webhookBody('payment.captured', { id: newPaymentId(), order_id: checkout.razorpayOrderId, amount: totalPaise, status: 'captured' }),
      { eventId: bigEventId },
    );
    expect(res.statusCode).toBe(400);
    expect(await eventStored(bigEventId)).toBe(false);

    expect(await paymentRows(ctx.app, orderId)).toEqual([expect.objectContaining({ providerPaymentId: null })]);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
    // The same event with a sensible id is taken: the refusals were about the ids alone.
    const good = await postWebhook(
      ctx.app,
      webhookBody('payment.captured', { id: newPaymentId(), order_id: checkout.razorpayOrderId, amount: totalPaise, status: 'captured' }),
    );
    expect(good.statusCode).toBe(200);
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');
  });

  it('verify and the callback refuse an over-long id before any look-up', async () => {
    // Their bodies stop at 64 KB (413); an id of 5 KB fits in the body and still is no id.
    const longId = `pay_${'A'.repeat(5 * 1024)}`;
    const { user, orderId, checkout } = await openOrder();
    const provider = ctx.app.paymentProvider as SimulatedProvider;
    const done = await provider.complete(checkout.razorpayOrderId, 'pay', 'upi');
    const signed = {
      razorpay_order_id: checkout.razorpayOrderId,
      razorpay_payment_id: longId,
      razorpay_signature: checkoutSignature(checkout.razorpayOrderId, longId, ctx.config.SIMULATED_PAYMENT_SECRET),
    };

    const verify = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}${PAYMENT_PATHS.verify}`, headers: authHeaders(user.token), payload: signed });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ code: 'VALIDATION', message: 'razorpay_payment_id is not valid.' });
    const badSignature = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PAYMENT_PATHS.verify}`,
      headers: authHeaders(user.token),
      payload: { ...signed, razorpay_payment_id: done.payment.id, razorpay_signature: 'z'.repeat(64) },
    });
    expect(badSignature.json()).toMatchObject({ code: 'VALIDATION', message: 'razorpay_signature is not valid.' });

    const callback = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PAYMENT_PATHS.callback}?orderId=${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(signed).toString(),
    });
    expect(callback.statusCode).toBe(400);
    expect(await paymentRows(ctx.app, orderId)).toEqual([expect.objectContaining({ providerPaymentId: null })]);
  });
});
