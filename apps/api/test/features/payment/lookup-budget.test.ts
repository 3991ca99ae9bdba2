import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import { LOOKUPS_PER_ORDER_PER_MINUTE } from '../../../src/features/payment/reconcile-payment.ts';
import type { SimulatedProvider } from '../../../src/payments/simulated-provider.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, placeOrder } from '../../fixtures/orders.ts';
import { authHeaders } from '../../fixtures/sign-in.ts';

/**
 * Review finding: every POST /payment/reconcile (and every replayed callback) asked the provider,
 * so one devotee looping on it could spend the merchant account's provider rate limit.
 */
let ctx: TestContext;
let provider: SimulatedProvider;
let lookups = 0;
beforeAll(async () => {
  ctx = await buildTestApp({ SIMULATED_WEBHOOKS: 'false' });
  provider = ctx.app.paymentProvider as SimulatedProvider;
  const fetchOrderPayments = provider.fetchOrderPayments.bind(provider);
  provider.fetchOrderPayments = async (id) => {
    lookups += 1;
    return fetchOrderPayments(id);
  };
});
afterAll(() => ctx.close());

describe('provider look-ups caused by requests', () => {
  it('are capped per order per minute; the answer is still the recorded state', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    await initiate(ctx.app, user.token, orderId);
    lookups = 0;
    const reconcile = () =>
      ctx.app.inject({ method: 'POST', url: `${API_PREFIX}${PAYMENT_PATHS.reconcile}`, headers: authHeaders(user.token), payload: { orderId } });
    for (let i = 0; i < LOOKUPS_PER_ORDER_PER_MINUTE + 15; i++) {
      const res = await reconcile();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ orderId, orderStatus: 'CREATED' });
    }
    expect(lookups).toBe(LOOKUPS_PER_ORDER_PER_MINUTE);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
  });

  it('another order keeps its own budget', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    await provider.complete(checkout.razorpayOrderId, 'pay', 'upi');
    lookups = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PAYMENT_PATHS.reconcile}`,
      headers: authHeaders(user.token),
      payload: { orderId },
    });
    expect(res.json().data.orderStatus).toBe('SUCCESS');
    expect(lookups).toBe(1);
  });
});
