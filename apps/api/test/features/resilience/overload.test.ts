import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PREFIX, CART_PATH, GET_ORDERS_PATH, PAYMENT_PATHS, ZErrorResponse } from '@sankalp/contract';
import { BUSY_MESSAGE } from '../../../src/lib/errors.ts';
import { MIN_WRITES_PER_WINDOW, pressureLevel, sampleProcessPressure, type PressureReading, type PressureSource } from '../../../src/lib/pressure.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validUserInfo } from '../../fixtures/checkout.ts';
import { initiate, orderStatus, placeOrder, postInitiate } from '../../fixtures/orders.ts';
import { authHeaders, signIn } from '../../fixtures/sign-in.ts';
import { payInBrowser } from '../payment/checkout-flow.ts';
import { newPaymentId, postWebhook, webhookBody } from '../payment/webhook-helpers.ts';

/** A pressure the test sets by hand: `level` times the pool-queue limit (the other figures idle). */
function forcedPressure() {
  let reading: PressureReading = { eventLoopDelayMs: 0, poolWaiting: 0, writeLatencyMs: 0, heapUsedBytes: 0, rssBytes: 0 };
  const writes: number[] = [];
  const source: PressureSource = { read: () => reading, noteWrite: (ms) => void writes.push(ms) };
  return { source, writes, set: (level: number) => void (reading = { ...reading, poolWaiting: level * POOL_LIMIT }) };
}

const POOL_LIMIT = 40;
const RETRY_AFTER = 7;
const pressure = forcedPressure();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp(
    {
      SIMULATED_WEBHOOKS: 'false',
      OVERLOAD_POOL_WAITING: String(POOL_LIMIT),
      OVERLOAD_INITIATE_FACTOR: '2',
      OVERLOAD_RETRY_AFTER_SECONDS: String(RETRY_AFTER),
    },
    { pressure: pressure.source },
  );
});
afterAll(() => ctx.close());

/** A signed-in devotee with one puja package in the basket, not yet ordered. */
async function basket() {
  const user = await signIn(ctx.app);
  const event = (await findSeededEvents(ctx.app.db)).fixedPujaPaidPrasad;
  const cat = await catalogueOf(ctx.app.db, event.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return { user, cartId: cart.cartId, event, packageId: cat.packages[0]!.id };
}

function expectBusy(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, message = BUSY_MESSAGE) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER));
  expect(res.headers['cache-control']).toBe('no-store');
  expect(ZErrorResponse.parse(res.json())).toEqual({ statusCode: 503, code: 'BUSY', message });
}

describe('overload: new checkouts answered 503 + Retry-After, everything else flows', () => {
  it('refuses /order/create and /payment/initiate past capacity, in the caller’s language, writing nothing', async () => {
    const { user, cartId } = await basket();
    const placed = await placeOrder(ctx.app);
    pressure.set(3);
    try {
      expectBusy(await postCheckout(ctx.app, user.token, { cartId, userInfo: validUserInfo }));
      expectBusy(
        await postCheckout(ctx.app, user.token, { cartId, userInfo: validUserInfo }, { 'accept-language': 'hindi' }),
        'इस समय बहुत से भक्त बुकिंग कर रहे हैं। कृपया कुछ सेकंड बाद फिर से प्रयास करें।',
      );
      expectBusy(await postInitiate(ctx.app, placed.user.token, placed.orderId));
      // Refused before the session or the body is read: a guest and a broken body get the same answer.
      expectBusy(await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/order/create`, headers: { 'content-type': 'application/json' }, payload: '{' }));
    } finally {
      pressure.set(0);
    }
    // The basket is still there: the devotee's place in line costs them nothing.
    const cart = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${CART_PATH}`, headers: authHeaders(user.token) });
    expect(cart.json<{ data: { cartId: string; itemList: unknown[] } }>().data).toMatchObject({ cartId });
    expect(cart.json<{ data: { itemList: unknown[] } }>().data.itemList.length).toBeGreaterThan(0);
  });

  it('keeps answering the health probes, catalogue reads, the basket and the orders', async () => {
    const { user, event, packageId } = await basket();
    pressure.set(10);
    try {
      for (const url of ['/healthz', '/readyz', `${API_PREFIX}/puja/all?pageNumber=0`, `${API_PREFIX}/puja/${event.id}`]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
      }
      const cart = await ctx.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${CART_PATH}`,
        headers: authHeaders(user.token),
        payload: { parentId: event.id, type: 'PUJA', itemId: packageId, subType: 'PUJA_PACKAGE', quantity: 1 },
      });
      expect(cart.statusCode).toBe(200);
      const orders = await ctx.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${GET_ORDERS_PATH}`,
        headers: authHeaders(user.token),
        payload: { pageNumber: 0 },
      });
      expect(orders.statusCode).toBe(200);
    } finally {
      pressure.set(0);
    }
  });

  it('never refuses what follows a payment: the checkout page, the callback and the webhook are processed', async () => {
    const viaCallback = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, viaCallback.user.token, viaCallback.orderId);
    const viaWebhook = await placeOrder(ctx.app);
    const opened = await initiate(ctx.app, viaWebhook.user.token, viaWebhook.orderId);
    pressure.set(10);
    try {
      const { callback } = await payInBrowser(ctx.app, checkout, 'pay');
      expect(callback.statusCode).toBe(303);
      const webhook = await postWebhook(
        ctx.app,
        webhookBody('payment.captured', { id: newPaymentId(), order_id: opened.razorpayOrderId, amount: viaWebhook.totalPaise, status: 'captured' }),
      );
      expect(webhook.statusCode).toBe(200);
      const reconcile = await ctx.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${PAYMENT_PATHS.reconcile}`,
        headers: authHeaders(viaWebhook.user.token),
        payload: { orderId: viaWebhook.orderId },
      });
      expect(reconcile.statusCode).toBe(200);
    } finally {
      pressure.set(0);
    }
    expect(await orderStatus(ctx.app, viaCallback.orderId)).toBe('SUCCESS');
    expect(await orderStatus(ctx.app, viaWebhook.orderId)).toBe('SUCCESS');
  });

  it('refuses new orders first: between 1× and the initiate factor, an admitted order still starts its payment', async () => {
    const { user, cartId } = await basket();
    const placed = await placeOrder(ctx.app);
    pressure.set(1.5);
    try {
      expectBusy(await postCheckout(ctx.app, user.token, { cartId, userInfo: validUserInfo }));
      expect((await postInitiate(ctx.app, placed.user.token, placed.orderId)).statusCode).toBe(200);
    } finally {
      pressure.set(0);
    }
  });

  it('tells the gauge how long each basket write and admitted order took, but not reads, other writes or the refusals', async () => {
    const { user, cartId, event, packageId } = await basket();
    pressure.writes.length = 0;
    const cart = { parentId: event.id, type: 'PUJA', itemId: packageId, subType: 'PUJA_PACKAGE', quantity: 1 };
    await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}${CART_PATH}`, headers: authHeaders(user.token), payload: cart });
    await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/puja/all?pageNumber=0` });
    expect(pressure.writes).toHaveLength(1);
    expect(pressure.writes[0]).toBeGreaterThan(0);
    pressure.set(5);
    try {
      expectBusy(await postCheckout(ctx.app, user.token, { cartId, userInfo: validUserInfo }));
    } finally {
      pressure.set(0);
    }
    expect(pressure.writes).toHaveLength(1);
    const created = await postCheckout(ctx.app, user.token, { cartId, userInfo: validUserInfo });
    expect(created.statusCode).toBe(200);
    expect(pressure.writes).toHaveLength(2);
    // The payment's start waits for the provider (Razorpay's API in production): not ours to count.
    expect((await postInitiate(ctx.app, user.token, created.json<{ data: { orderId: string } }>().data.orderId)).statusCode).toBe(200);
    expect(pressure.writes).toHaveLength(2);
  });

  it('admits the same checkout again once the pressure ends', async () => {
    const { user, cartId } = await basket();
    pressure.set(2);
    try {
      expectBusy(await postCheckout(ctx.app, user.token, { cartId, userInfo: validUserInfo }));
    } finally {
      pressure.set(0);
    }
    const created = await postCheckout(ctx.app, user.token, { cartId, userInfo: validUserInfo });
    expect(created.statusCode).toBe(200);
    const orderId = created.json<{ data: { orderId: string } }>().data.orderId;
    expect((await postInitiate(ctx.app, user.token, orderId)).statusCode).toBe(200);
  });
});

describe('overload: a crowd of requests in flight', () => {
  /** Requests whose headers arrived but whose bodies never finish: in flight until their socket closes. */
  function holdOpen(port: number, count: number) {
    return Array.from({ length: count }, () => {
      const held = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API_PREFIX}${CART_PATH}`,
        headers: { 'content-type': 'application/json', 'content-length': '100' },
      });
      held.on('error', () => {}); // destroyed below on purpose
      held.write('{');
      return held;
    });
  }
  const brokenCreate = async (app: TestContext['app']) =>
    (await app.inject({ method: 'POST', url: `${API_PREFIX}/order/create`, headers: { 'content-type': 'application/json' }, payload: '{' })).statusCode;

  it('refuses new orders while OVERLOAD_REQUESTS_IN_FLIGHT requests are being answered, and admits them once those end', async () => {
    const crowdCtx = await buildTestApp({ OVERLOAD_REQUESTS_IN_FLIGHT: '3', OVERLOAD_RETRY_AFTER_SECONDS: String(RETRY_AFTER) }, { sameDbAs: ctx.handle });
    try {
      await crowdCtx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = crowdCtx.app.server.address() as AddressInfo;
      const held = holdOpen(port, 3);
      await expect.poll(() => brokenCreate(crowdCtx.app)).toBe(503);
      const refused = await crowdCtx.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/order/create`,
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      expectBusy(refused);
      // Reads still flow.
      expect((await crowdCtx.app.inject({ method: 'GET', url: `${API_PREFIX}/puja/all` })).statusCode).toBe(200);
      // Aborted requests leave the count too.
      for (const h of held) h.destroy();
      await expect.poll(() => brokenCreate(crowdCtx.app)).toBe(400);
    } finally {
      await crowdCtx.close();
    }
  });
});

describe('pressure figures', () => {
  const idle: PressureReading = { eventLoopDelayMs: 0, poolWaiting: 0, writeLatencyMs: 0, heapUsedBytes: 0, rssBytes: 0 };
  const limits = { eventLoopDelayMs: 60, poolWaiting: 40, writeLatencyMs: 100, heapUsedBytes: 1000, rssBytes: 0 };

  it('the level is the worst figure over its limit; a limit of 0 is off', () => {
    expect(pressureLevel(idle, limits).level).toBe(0);
    expect(pressureLevel({ ...idle, eventLoopDelayMs: 30, poolWaiting: 60 }, limits)).toEqual({ level: 1.5, signal: 'poolWaiting' });
    expect(pressureLevel({ ...idle, heapUsedBytes: 2000, poolWaiting: 40 }, limits)).toEqual({ level: 2, signal: 'heapUsedBytes' });
    expect(pressureLevel({ ...idle, rssBytes: 10 ** 12 }, limits).level).toBe(0);
    expect(pressureLevel({ ...idle, writeLatencyMs: 250 }, limits)).toEqual({ level: 2.5, signal: 'writeLatencyMs' });
  });

  it('the gauge’s write latency is the mean of the window’s writes, 0 for a window with too few', async () => {
    const gauge = sampleProcessPressure(50, () => 0);
    try {
      const deadline = Date.now() + 10_000;
      // A window may close between the notes: note until one window has them all.
      while (gauge.read().writeLatencyMs !== 200 && Date.now() < deadline) {
        for (let i = 0; i < MIN_WRITES_PER_WINDOW; i++) {
          gauge.noteWrite!(100);
          gauge.noteWrite!(300);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(gauge.read().writeLatencyMs).toBe(200);
      // One slow write in a quiet moment is not a rush.
      while (gauge.read().writeLatencyMs !== 0 && Date.now() < deadline) {
        gauge.noteWrite!(5000);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      expect(gauge.read().writeLatencyMs).toBe(0);
    } finally {
      gauge.close?.();
    }
  });

  it('the process gauge reads the pool queue live and sees a blocked event loop and the memory', async () => {
    let waiting = 0;
    const gauge = sampleProcessPressure(50, () => waiting);
    try {
      waiting = 17;
      expect(gauge.read().poolWaiting).toBe(17);
      // A loop busy on every turn (150 ms of work, then a yield), as under a flood of requests.
      const deadline = Date.now() + 10_000;
      while (gauge.read().eventLoopDelayMs < 100 && Date.now() < deadline) {
        const until = Date.now() + 150;
        while (Date.now() < until);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(gauge.read().eventLoopDelayMs).toBeGreaterThanOrEqual(100);
      expect(gauge.read().heapUsedBytes).toBeGreaterThan(0);
      expect(gauge.read().rssBytes).toBeGreaterThan(0);
    } finally {
      gauge.close?.();
    }
  });

  it.runIf(inject('dbKind') === 'postgres')('PostgreSQL: the handle reads the pool’s queue of queries waiting for a connection', async () => {
    const poolSize = 10;
    // Drizzle's queries start when awaited: Promise.all starts them all at once.
    const sleeping = Promise.all(Array.from({ length: poolSize + 5 }, () => ctx.handle.db.execute(sql`select pg_sleep(0.5)`)));
    try {
      const deadline = Date.now() + 10_000;
      while (ctx.handle.poolWaiting() < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(ctx.handle.poolWaiting()).toBeGreaterThanOrEqual(5);
    } finally {
      await sleeping;
    }
    expect(ctx.handle.poolWaiting()).toBe(0);
  });
});
