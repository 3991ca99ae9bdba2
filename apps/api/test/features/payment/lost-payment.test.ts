import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, simulatedProviderPayments } from '../../../src/db/schema/index.ts';
import { reconcileStuckOrders } from '../../../src/features/payment/reconcile-sweeper.ts';
import type { SimulatedProvider } from '../../../src/payments/simulated-provider.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, placeOrder, postInitiate } from '../../fixtures/orders.ts';
import { openCheckoutPage, pressButton } from './checkout-flow.ts';

/**
 * Issue 9: the provider captured a payment, but the webhooks (process memory) and the callback
 * were lost with a crashed process, so the order stayed CREATED. Here they are lost on purpose:
 * no webhooks, and the browser never follows the result page to our callback.
 */
let ctx: TestContext;
let provider: SimulatedProvider;
beforeAll(async () => {
  // Own database: a reconcile sweep claims every stuck order in its database, other files' too.
  ctx = await buildIsolatedTestApp({ SIMULATED_WEBHOOKS: 'false' });
  provider = ctx.app.paymentProvider as SimulatedProvider;
});
afterAll(() => ctx.close());

/** Counts provider look-ups per provider order from now on. */
function countLookups(): Map<string, number> {
  const asked = new Map<string, number>();
  const original = provider.fetchOrderPayments.bind(provider);
  provider.fetchOrderPayments = async (id) => {
    asked.set(id, (asked.get(id) ?? 0) + 1);
    return original(id);
  };
  return asked;
}

const deps = () => ({ db: ctx.app.db, provider, log: ctx.app.log, config: ctx.app.config });

/** An order whose payment the provider captured and we never heard of. */
async function paidButUnheard() {
  const placed = await placeOrder(ctx.app);
  const checkout = await initiate(ctx.app, placed.user.token, placed.orderId);
  const { button } = await openCheckoutPage(ctx.app, checkout, 'pay');
  expect((await pressButton(ctx.app, button)).statusCode).toBe(200); // the result page, never posted on
  expect(await orderStatus(ctx.app, placed.orderId)).toBe('CREATED');
  return { ...placed, checkout, button };
}

/** Makes the order's checkout look started long ago, in the database's own clock. */
const ageCheckout = (orderId: string) =>
  ctx.app.db
    .update(payments)
    .set({ updatedAt: sql`now() - interval '1 hour'` })
    .where(eq(payments.orderId, orderId));

const captures = async (providerOrderId: string) =>
  (await ctx.app.db.select().from(simulatedProviderPayments).where(eq(simulatedProviderPayments.orderId, providerOrderId))).filter(
    (p) => p.status === 'captured',
  ).length;

describe('the sweep settles CREATED orders whose checkout started', () => {
  it('a captured payment we never heard of → SUCCESS; a checkout just started is left alone', async () => {
    const lost = await paidButUnheard();
    const fresh = await paidButUnheard();
    await ageCheckout(lost.orderId);
    await reconcileStuckOrders(deps());
    expect(await orderStatus(ctx.app, lost.orderId)).toBe('SUCCESS');
    expect(await orderStatus(ctx.app, fresh.orderId)).toBe('CREATED');
  });

  it('an abandoned checkout is asked about once per interval, and two sweeps at once ask about each order once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { user, orderId } = await placeOrder(ctx.app);
      await initiate(ctx.app, user.token, orderId); // abandoned: never paid
      await ageCheckout(orderId);
      ids.push(orderId);
    }
    const asked = countLookups();
    await Promise.all([reconcileStuckOrders(deps()), reconcileStuckOrders(deps())]);
    // Each was asked about exactly once although two sweeps ran at the same time.
    const providerOrders = await ctx.app.db
      .select({ id: payments.providerOrderId })
      .from(payments)
      .where(sql`${payments.orderId} in ${ids}`);
    expect(providerOrders.map((p) => asked.get(p.id))).toEqual([1, 1, 1, 1]);
    const stamped = await ctx.app.db
      .select({ id: orders.id, at: orders.providerCheckedAt })
      .from(orders)
      .where(sql`${orders.id} in ${ids}`);
    expect(stamped.every((r) => r.at !== null)).toBe(true);
    // Asked within this interval by some process: the next sweep leaves them alone.
    const before = stamped.map((r) => r.at!.getTime());
    await reconcileStuckOrders(deps());
    const after = await ctx.app.db
      .select({ at: orders.providerCheckedAt })
      .from(orders)
      .where(sql`${orders.id} in ${ids}`);
    expect(after.map((r) => r.at!.getTime()).sort()).toEqual(before.sort());
    expect([...asked.values()].every((n) => n === 1)).toBe(true);
    for (const id of ids) expect(await orderStatus(ctx.app, id)).toBe('CREATED');
  });
});

describe('Pay Now on an order paid without our hearing of it', () => {
  it('initiate asks the provider first: the order becomes SUCCESS and the answer is 409 ORDER_ALREADY_PAID', async () => {
    const { user, orderId, checkout } = await paidButUnheard();
    const res = await postInitiate(ctx.app, user.token, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');
    expect(await captures(checkout.razorpayOrderId)).toBe(1);
  });

  it('the checkout page and its Pay button of a paid provider order lead to the status page, taking no money twice', async () => {
    const { orderId, checkout, button } = await paidButUnheard();
    const page = await ctx.app.inject({ method: 'GET', url: checkout.checkoutUrl! });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/payment/status?orderId=${orderId}&language=english`);
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');

    const again = await pressButton(ctx.app, button.replace('language=english', 'language=hindi'));
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/payment/status?orderId=${orderId}&language=hindi`);
    expect(await captures(checkout.razorpayOrderId)).toBe(1);
  });

  it('a checkout abandoned hours ago is asked about again after a quarter of its age, not every interval', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    await initiate(ctx.app, user.token, orderId); // abandoned: never paid
    await ctx.app.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '8 hours'` })
      .where(eq(payments.orderId, orderId));
    const checkedAgo = (hours: number) =>
      ctx.app.db
        .update(orders)
        .set({ providerCheckedAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(orders.id, orderId));
    const stampOf = async () => (await ctx.app.db.select({ at: orders.providerCheckedAt }).from(orders).where(eq(orders.id, orderId)))[0]!.at!.getTime();

    await checkedAgo(1); // 8 h old: next look after 2 h
    const before = await stampOf();
    await reconcileStuckOrders(deps());
    expect(await stampOf()).toBe(before);

    await checkedAgo(3);
    const older = await stampOf();
    await reconcileStuckOrders(deps());
    expect(await stampOf()).toBeGreaterThan(older);
  });

  it('a sweep told to stop leaves the rest of its batch for the next sweep', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    await initiate(ctx.app, user.token, orderId);
    await ageCheckout(orderId);
    const asked = countLookups();
    const stop = new AbortController();
    stop.abort();
    expect(await reconcileStuckOrders(deps(), new Date(), stop.signal)).toBeGreaterThan(0);
    expect(asked.size).toBe(0);
  });
});
