import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, paymentRows, paymentUrl, placeOrder, postInitiate } from '../../fixtures/orders.ts';
import { authHeaders } from '../../fixtures/sign-in.ts';
import { newPaymentId, postWebhook, webhookBody } from './webhook-helpers.ts';

/** Review finding: a U+0000 in any input reached PostgreSQL ("invalid byte sequence") and answered 500. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ SIMULATED_WEBHOOKS: 'false' });
});
afterAll(() => ctx.close());

const NUL = '\u0000';

describe('a U+0000 character in payment inputs', () => {
  it('initiate and reconcile answer 400 (in Hindi too), not 500', async () => {
    const { user } = await placeOrder(ctx.app);
    const res = await postInitiate(ctx.app, user.token, `SKP${NUL}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION', message: 'The request contains characters that are not allowed.' });
    const hindi = await ctx.app.inject({
      method: 'POST',
      url: paymentUrl(PAYMENT_PATHS.reconcile),
      headers: { ...authHeaders(user.token), 'accept-language': 'hindi' },
      payload: { orderId: `SKP${NUL}` },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toBe('अनुरोध में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।');
  });

  it('the simulated checkout page and the callback answer 400, not 500', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${PAYMENT_PATHS.simulatedCheckout.replace(':providerOrderId', '%00abc')}` });
    expect(page.statusCode).toBe(400);
    const callback = await ctx.app.inject({
      method: 'POST',
      url: paymentUrl(PAYMENT_PATHS.callback),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `error%5Bmetadata%5D=${encodeURIComponent(JSON.stringify({ order_id: `order_${NUL}` }))}`,
    });
    // Inside error[metadata] the character is JSON-escaped, so the form itself is clean: the
    // callback ignores such an id and still sends the devotee to the status page.
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/payment/status?language=english');
    const raw = await ctx.app.inject({
      method: 'POST',
      url: `${paymentUrl(PAYMENT_PATHS.callback)}?orderId=SKP%00`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'razorpay_order_id=%00',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('a signed webhook holding one is a 400 bad body and changes nothing', async () => {
    const { orderId, user, totalPaise } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    for (const entity of [
      { id: `pay_${NUL}`, order_id: checkout.razorpayOrderId, amount: totalPaise, status: 'captured' },
      { id: newPaymentId(), order_id: `${checkout.razorpayOrderId}${NUL}`, amount: totalPaise, status: 'captured' },
    ]) {
      const res = await postWebhook(ctx.app, webhookBody('payment.captured', entity));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_BODY_INVALID');
    }
    const odd = await postWebhook(ctx.app, JSON.stringify({ event: `x${NUL}`, payload: {} }));
    expect(odd.statusCode).toBe(400);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
    expect((await paymentRows(ctx.app, orderId))[0]!.status).toBe('CREATED');
  });
});
