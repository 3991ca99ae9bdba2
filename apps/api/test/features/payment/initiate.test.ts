import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ID_MESSAGES, ZErrorResponse, ZLoginRequired } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, paymentRows, placeOrder, postInitiate } from '../../fixtures/orders.ts';
import { signIn } from '../../fixtures/sign-in.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ SIMULATED_WEBHOOKS: 'false' });
});
afterAll(() => ctx.close());

describe('POST /payment/initiate', () => {
  it('answers the checkout data of the spec, amount from the order total', async () => {
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const data = await initiate(ctx.app, user.token, orderId);
    expect(data).toMatchObject({
      provider: 'simulated',
      razorpayKey: 'rzp_test_simulated',
      orderId,
      amount: totalPaise,
      currency: 'INR',
      name: 'Sankalp',
      customerId: user.userId,
      themeColor: '#7b1e1e',
      prefill: { name: 'Asha Devi', contact: `+91${user.phone}` },
      notes: { orderId },
    });
    expect(data.razorpayOrderId).toMatch(/^order_sim_/);
    expect(data.callbackUrl).toBe(`http://localhost:80/public/api/v1/payment/callback?orderId=${orderId}&language=english`);
    expect(data.checkoutUrl).toBe(`/public/api/v1/payment/simulated/checkout/${data.razorpayOrderId}?orderId=${orderId}&language=english`);
    expect(data.image).toBe('http://localhost:80/favicon.svg');
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
  });

  it('reuses the open provider order when retried, also concurrently', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const first = await initiate(ctx.app, user.token, orderId);
    const again = await Promise.all(Array.from({ length: 5 }, () => initiate(ctx.app, user.token, orderId)));
    for (const d of again) expect(d.razorpayOrderId).toBe(first.razorpayOrderId);
    expect(await paymentRows(ctx.app, orderId)).toHaveLength(1);
  });

  it('creates one payment row when the very first initiations race', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const all = await Promise.all(Array.from({ length: 6 }, () => initiate(ctx.app, user.token, orderId)));
    expect(new Set(all.map((d) => d.razorpayOrderId)).size).toBe(1);
    expect(await paymentRows(ctx.app, orderId)).toHaveLength(1);
  });

  it("answers 404 for another user's order and for an unknown one, creating nothing", async () => {
    const { orderId } = await placeOrder(ctx.app);
    const stranger = await signIn(ctx.app);
    for (const id of [orderId, 'SKPNOSUCHORDER']) {
      const res = await postInitiate(ctx.app, stranger.token, id);
      expect(res.statusCode).toBe(404);
      expect(ZErrorResponse.parse(res.json()).message).toBe('Order not found.');
    }
    expect(await paymentRows(ctx.app, orderId)).toHaveLength(0);
  });

  it('answers a guest with the showModal marker', async () => {
    const { orderId } = await placeOrder(ctx.app);
    const res = await postInitiate(ctx.app, null, orderId);
    expect(res.statusCode).toBe(200);
    expect(ZLoginRequired.parse(res.json()).showModal).toBe(true);
  });

  it('answers 401 for a bad token', async () => {
    const res = await postInitiate(ctx.app, 'x'.repeat(43), 'SKPWHATEVER');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a missing orderId, wrong types and malformed JSON with 400', async () => {
    const user = await signIn(ctx.app);
    const headers = { 'x-access-token': user.token, 'content-type': 'application/json' };
    for (const payload of ['{}', '{"orderId":5}', '{"orderId":""}', '{"orderId":']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/public/api/v1/payment/initiate', headers, payload });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it("answers a missing orderId with the contract's message, in Hindi for Hindi callers", async () => {
    const user = await signIn(ctx.app);
    for (const [language, expected] of [
      ['english', ORDER_ID_MESSAGES.required],
      ['hindi', 'orderId आवश्यक है।'],
    ] as const) {
      for (const payload of ['{}', '{"orderId":""}', '{"orderId":"   "}']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/public/api/v1/payment/initiate',
          headers: { 'x-access-token': user.token, 'content-type': 'application/json', 'accept-language': language },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(ZErrorResponse.parse(res.json()).message, `${language} ${payload}`).toBe(expected);
      }
    }
  });

  it('answers in Hindi when asked', async () => {
    const stranger = await signIn(ctx.app);
    const res = await postInitiate(ctx.app, stranger.token, 'SKPNOSUCHORDER', { 'accept-language': 'hindi' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).not.toBe('Order not found.');
  });
});
