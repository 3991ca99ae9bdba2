import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '../../../src/config.ts';
import { PaymentProviderError } from '../../../src/payments/payment-provider.ts';
import { createRazorpayProvider } from '../../../src/payments/razorpay-provider.ts';
import { checkoutSignature } from '../../../src/payments/signatures.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, placeOrder, postInitiate } from '../../fixtures/orders.ts';
import { authHeaders } from '../../fixtures/sign-in.ts';
import { startRazorpayStub } from './razorpay-stub.ts';
import { newPaymentId, webhookBody } from './webhook-helpers.ts';
import { webhookSignature } from '../../../src/payments/signatures.ts';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'key_secret_for_tests', RAZORPAY_WEBHOOK_SECRET: 'webhook_secret_for_tests' };
let stub: Awaited<ReturnType<typeof startRazorpayStub>>;
beforeAll(async () => {
  stub = await startRazorpayStub();
});
afterAll(() => stub.close());

describe('Razorpay adapter (official SDK) against a local stand-in', () => {
  const adapter = (timeoutMs = 1000) =>
    createRazorpayProvider(
      { keyId: KEYS.RAZORPAY_KEY_ID, keySecret: KEYS.RAZORPAY_KEY_SECRET, webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET, baseUrl: stub.baseUrl, timeoutMs },
      pino({ level: 'silent' }),
    );

  it('creates an order: POST /v1/orders, basic auth, amount in paise, INR, receipt, notes', async () => {
    stub.setMode('ok');
    const order = await adapter().createOrder({ amountPaise: 110_100, receipt: 'SKPTEST1', notes: { orderId: 'SKPTEST1' } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_rzp/), amountPaise: 110_100, currency: 'INR', status: 'created' });
    const req = stub.requests.at(-1)!;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: 110_100, currency: 'INR', receipt: 'SKPTEST1', notes: { orderId: 'SKPTEST1' } },
    });
    expect(req.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:key_secret_for_tests').toString('base64')}`);
  });

  it('fetches an order and its payments for reconciliation', async () => {
    stub.setMode('ok');
    const a = adapter();
    const order = await a.createOrder({ amountPaise: 5000, receipt: 'SKPTEST2', notes: {} });
    stub.addPayment(order.id, { id: 'pay_1', amount: 5000, status: 'failed' });
    stub.addPayment(order.id, { id: 'pay_2', amount: 5000, status: 'captured', method: 'card' });
    expect((await a.fetchOrder(order.id)).amountPaise).toBe(5000);
    expect(await a.fetchOrderPayments(order.id)).toEqual([
      { id: 'pay_1', orderId: order.id, amountPaise: 5000, currency: 'INR', status: 'failed', method: 'upi', errorDescription: null },
      { id: 'pay_2', orderId: order.id, amountPaise: 5000, currency: 'INR', status: 'captured', method: 'card', errorDescription: null },
    ]);
  });

  it('turns refusals, server errors, timeouts and unreachable hosts into PaymentProviderError', async () => {
    for (const mode of ['error400', 'error500', 'slow'] as const) {
      stub.setMode(mode);
      await expect(adapter(300).createOrder({ amountPaise: 50, receipt: 'X', notes: {} }), mode).rejects.toBeInstanceOf(PaymentProviderError);
    }
    stub.setMode('ok');
    const down = createRazorpayProvider(
      { keyId: 'k', keySecret: 's', webhookSecret: 'w', baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 },
      pino({ level: 'silent' }),
    );
    await expect(down.fetchOrderPayments('order_x')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('the app with PAYMENT_PROVIDER=razorpay', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PAYMENT_PROVIDER: 'razorpay', ...KEYS, RAZORPAY_API_BASE_URL: stub.baseUrl, RAZORPAY_TIMEOUT_MS: '1000' });
  });
  afterAll(() => ctx.close());

  it('initiate answers Razorpay checkout fields; the provider order is made once', async () => {
    stub.setMode('ok');
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const data = await initiate(ctx.app, user.token, orderId);
    expect(data).toMatchObject({ provider: 'razorpay', razorpayKey: 'rzp_test_key', amount: totalPaise, currency: 'INR', checkoutUrl: null });
    const creates = () => stub.requests.filter((r) => r.method === 'POST' && (r.body as { receipt?: string }).receipt === orderId);
    expect(creates()).toHaveLength(1);
    expect((await initiate(ctx.app, user.token, orderId)).razorpayOrderId).toBe(data.razorpayOrderId);
    expect(creates()).toHaveLength(1);
  });

  it('Razorpay down → 502 with our message, nothing recorded', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    stub.setMode('error500');
    const res = await postInitiate(ctx.app, user.token, orderId);
    stub.setMode('ok');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Payment could not be started. Please try again.');
  });

  it('verify checks razorpay_signature with the key secret, then asks Razorpay: captured → SUCCESS', async () => {
    stub.setMode('ok');
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const { razorpayOrderId } = await initiate(ctx.app, user.token, orderId);
    const paymentId = newPaymentId();
    stub.addPayment(razorpayOrderId, { id: paymentId, amount: totalPaise, status: 'captured' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/v1/payment/verify',
      headers: authHeaders(user.token),
      payload: {
        razorpay_order_id: razorpayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(razorpayOrderId, paymentId, KEYS.RAZORPAY_KEY_SECRET),
      },
    });
    expect(res.json().data.orderStatus).toBe('SUCCESS');
  });

  it('Razorpay unreachable after a signed result: the order waits in AWAITING_PAYMENT_CONFIRMATION', async () => {
    stub.setMode('ok');
    const { user, orderId } = await placeOrder(ctx.app);
    const { razorpayOrderId } = await initiate(ctx.app, user.token, orderId);
    const paymentId = newPaymentId();
    stub.setMode('error500');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/v1/payment/verify',
      headers: authHeaders(user.token),
      payload: {
        razorpay_order_id: razorpayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(razorpayOrderId, paymentId, KEYS.RAZORPAY_KEY_SECRET),
      },
    });
    stub.setMode('ok');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orderStatus).toBe('AWAITING_PAYMENT_CONFIRMATION');
  });

  it('POST /payment/webhook/razorpay verifies X-Razorpay-Signature with the webhook secret', async () => {
    stub.setMode('ok');
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const { razorpayOrderId } = await initiate(ctx.app, user.token, orderId);
    const body = webhookBody('order.paid', { id: newPaymentId(), order_id: razorpayOrderId, amount: totalPaise, status: 'captured' });
    const send = (secret: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/public/api/v1/payment/webhook/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-event-id': `evt_${orderId}`, 'x-razorpay-signature': webhookSignature(body, secret) },
        payload: body,
      });
    expect((await send(KEYS.RAZORPAY_KEY_SECRET)).statusCode).toBe(400);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
    expect((await send(KEYS.RAZORPAY_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');
    const simulatedPath = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/v1/payment/webhook/simulated',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(simulatedPath.statusCode).toBe(404);
  });
});

describe('payment settings', () => {
  it('razorpay needs its three secrets; production refuses the development simulated secret', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k' })).toThrow(
      /razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'p'.repeat(32) })).toThrow(/SIMULATED_PAYMENT_SECRET: must be set/);
    expect(
      loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'p'.repeat(32), SIMULATED_PAYMENT_SECRET: 's'.repeat(32), PUBLIC_BASE_URL: 'https://sankalp.example' })
        .PAYMENT_PROVIDER,
    ).toBe('simulated');
    expect(
      loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'p'.repeat(32), PAYMENT_PROVIDER: 'razorpay', PUBLIC_BASE_URL: 'https://sankalp.example', ...KEYS })
        .PAYMENT_PROVIDER,
    ).toBe('razorpay');
  });
});
