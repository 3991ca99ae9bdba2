import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, CREATE_ORDER_PATH, PAYMENT_PATHS, ZCreateOrderResponse, ZInitiatePaymentResponse } from '@sankalp/contract';
import { idempotencyKeys, orders } from '../../../src/db/schema/index.ts';
import { sweepIdempotencyKeys } from '../../../src/lib/idempotency-store.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validUserInfo } from '../../fixtures/checkout.ts';
import { paymentRows, placeOrder, postInitiate } from '../../fixtures/orders.ts';
import { signIn, type SignedIn } from '../../fixtures/sign-in.ts';

/** The Idempotency-Key rules (decision 190) on the site's money calls; PGlite and PostgreSQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ SIMULATED_WEBHOOKS: 'false' });
});
afterAll(() => ctx.close());

const CREATE_ROUTE = `POST ${API_PREFIX}${CREATE_ORDER_PATH}`;

/** A signed-in devotee with a one-package puja cart; `body` is its checkout. */
async function cartReady(user?: SignedIn) {
  const who = user ?? (await signIn(ctx.app));
  const event = (await findSeededEvents(ctx.app.db)).fixedPujaPaidPrasad;
  const cat = await catalogueOf(ctx.app.db, event.id);
  const cart = await setCartLine(ctx.app, who.token, { parentId: event.id, type: 'PUJA', itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return { user: who, body: { cartId: cart.cartId, userInfo: validUserInfo } };
}

const withKey = (key: string) => ({ 'idempotency-key': key });
const ordersOf = (userId: string) => ctx.app.db.select().from(orders).where(eq(orders.userId, userId));
const keyRow = async (caller: string, key: string) =>
  (
    await ctx.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)))
  )[0];

describe('Idempotency-Key on POST /order/create', () => {
  it('the same key and body twice: the first answer again, marked replayed, and one order', async () => {
    const { user, body } = await cartReady();
    const key = randomUUID();
    const first = await postCheckout(ctx.app, user.token, body, withKey(key));
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postCheckout(ctx.app, user.token, body, withKey(key));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(ZCreateOrderResponse.parse(again.json()).data.orderId).toBe(first.json().data.orderId);
    expect(again.body).toBe(first.body);
    expect(await ordersOf(user.userId)).toHaveLength(1);
    expect(await keyRow(`user:${user.userId}`, key)).toMatchObject({ route: CREATE_ROUTE, statusCode: 200, response: first.body });
  });

  it('the same key concurrently: never two orders; each answer is the order or a 409 to retry in a moment', async () => {
    const { user, body } = await cartReady();
    const key = randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => postCheckout(ctx.app, user.token, body, withKey(key))));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.json().data.orderId)).size).toBe(1);
    for (const busy of answers.filter((a) => a.statusCode !== 200)) {
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ code: 'REQUEST_IN_FLIGHT', message: 'This request is still being processed. Please wait a moment.' });
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(await ordersOf(user.userId)).toHaveLength(1);
    // Asked again once the first is done: its answer.
    const later = await postCheckout(ctx.app, user.token, body, withKey(key));
    expect(later.json().data.orderId).toBe(ok[0]!.json().data.orderId);
  });

  it('the same key with another body is a 422 (in Hindi too) and changes nothing', async () => {
    const { user, body } = await cartReady();
    const key = randomUUID();
    expect((await postCheckout(ctx.app, user.token, body, withKey(key))).statusCode).toBe(200);
    const other = { ...body, userInfo: { ...validUserInfo, gotra: 'Bharadwaj' } };
    const reused = await postCheckout(ctx.app, user.token, other, withKey(key));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different request.' });
    const hindi = await postCheckout(ctx.app, user.token, other, { ...withKey(key), 'accept-language': 'hindi' });
    expect(hindi.json().message).toBe('यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही उपयोग हो चुकी है।');
    expect(await ordersOf(user.userId)).toHaveLength(1);
  });

  it('the same content written differently (key order, spacing the contract tidies) is the same request', async () => {
    const { user, body } = await cartReady();
    const key = randomUUID();
    const first = await postCheckout(ctx.app, user.token, body, withKey(key));
    const reordered = { userInfo: { ...validUserInfo, name: `  ${validUserInfo.name} ` }, cartId: body.cartId };
    const again = await postCheckout(ctx.app, user.token, reordered, withKey(key));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.orderId).toBe(first.json().data.orderId);
  });

  it('keys are per user: another devotee with the same key books their own order', async () => {
    const key = randomUUID();
    const a = await cartReady();
    const b = await cartReady();
    const first = await postCheckout(ctx.app, a.user.token, a.body, withKey(key));
    const second = await postCheckout(ctx.app, b.user.token, b.body, withKey(key));
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.orderId).not.toBe(first.json().data.orderId);
    expect(await ordersOf(b.user.userId)).toHaveLength(1);
  });

  it('a final refusal is kept too: the same key answers the same 400', async () => {
    const { user, body } = await cartReady();
    const key = randomUUID();
    const other = await signIn(ctx.app);
    const refused = await postCheckout(ctx.app, other.token, body, withKey(key));
    expect(refused.statusCode).toBe(400);
    const again = await postCheckout(ctx.app, other.token, body, withKey(key));
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
    expect(await ordersOf(user.userId)).toHaveLength(0);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['non-ASCII', 'कुंजी-1'],
    ['an unterminated quoted string', '"abc'],
  ])('refuses a key that is %s with a 400, before anything is done', async (_case, key) => {
    const { user, body } = await cartReady();
    const res = await postCheckout(ctx.app, user.token, body, withKey(key));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', message: 'The Idempotency-Key header must be 1 to 255 printable characters.' });
    expect(await ordersOf(user.userId)).toHaveLength(0);
  });

  it('takes the IETF draft’s quoted form as the same key as the bare one; 255 characters are fine', async () => {
    const { user, body } = await cartReady();
    const key = `${randomUUID()}-${'x'.repeat(218)}`;
    expect(key).toHaveLength(255);
    const first = await postCheckout(ctx.app, user.token, body, withKey(`"${key}"`));
    const bare = await postCheckout(ctx.app, user.token, body, withKey(key));
    expect(bare.headers['idempotent-replayed']).toBe('true');
    expect(bare.json().data.orderId).toBe(first.json().data.orderId);
  });

  it('a key still in flight answers 409; once its lease is over (its process died) a retry runs the request', async () => {
    const { user, body } = await cartReady();
    const key = randomUUID();
    const caller = `user:${user.userId}`;
    const first = await postCheckout(ctx.app, user.token, body, withKey(key));
    // What a process killed after booking, before storing its answer, leaves behind: a claim, no answer.
    const inFlight = (lease: string) =>
      ctx.app.db
        .update(idempotencyKeys)
        .set({ statusCode: null, response: null, lockedUntil: sql`now() + ${sql.raw(`interval '${lease}'`)}` })
        .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
    await inFlight('10 seconds');
    const busy = await postCheckout(ctx.app, user.token, body, withKey(key));
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    await inFlight('-1 second');
    const taken = await postCheckout(ctx.app, user.token, body, withKey(key));
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    // Run again, it finds the order the cart became (decision 191): the same order, still one.
    expect(taken.json().data.orderId).toBe(first.json().data.orderId);
    expect(await ordersOf(user.userId)).toHaveLength(1);
    expect(await keyRow(caller, key)).toMatchObject({ statusCode: 200, response: taken.body });
  });

  it('an expired key is a new key; the sweep deletes expired keys only', async () => {
    const { user, body } = await cartReady();
    const key = randomUUID();
    const caller = `user:${user.userId}`;
    await postCheckout(ctx.app, user.token, body, withKey(key));
    await ctx.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const { body: next } = await cartReady(user);
    const fresh = await postCheckout(ctx.app, user.token, next, withKey(key));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(user.userId)).toHaveLength(2);

    const live = randomUUID();
    await postCheckout(ctx.app, user.token, next, withKey(live));
    await ctx.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    await sweepIdempotencyKeys(ctx.app.db);
    expect(await keyRow(caller, key)).toBeUndefined();
    expect(await keyRow(caller, live)).toBeDefined();
  });

  it('without a key, nothing is stored and the retry still finds the order its cart became', async () => {
    const { user, body } = await cartReady();
    const first = await postCheckout(ctx.app, user.token, body);
    const retry = await postCheckout(ctx.app, user.token, body);
    expect(retry.json().data.orderId).toBe(first.json().data.orderId);
    expect(
      await ctx.app.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.caller, `user:${user.userId}`)),
    ).toEqual([]);
    // Someone else sending that cart id learns nothing: their basket is empty.
    const stranger = await signIn(ctx.app);
    const stolen = await postCheckout(ctx.app, stranger.token, body);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Your Puja Basket is empty.');
  });
});

describe('Idempotency-Key on POST /payment/initiate', () => {
  it('the same key twice: the same checkout, one payment row', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const key = randomUUID();
    const first = await postInitiate(ctx.app, user.token, orderId, withKey(key));
    const again = await postInitiate(ctx.app, user.token, orderId, withKey(key));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ZInitiatePaymentResponse.parse(again.json()).data.razorpayOrderId).toBe(first.json().data.razorpayOrderId);
    expect(await paymentRows(ctx.app, orderId)).toHaveLength(1);
  });

  it('the same key concurrently: one payment row, never two provider orders kept', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const key = randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => postInitiate(ctx.app, user.token, orderId, withKey(key))));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.razorpayOrderId)).size).toBe(1);
    expect(await paymentRows(ctx.app, orderId)).toHaveLength(1);
  });

  it('another order with the same key is a 422', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const { orderId: second } = await placeOrder(ctx.app, user);
    const key = randomUUID();
    expect((await postInitiate(ctx.app, user.token, orderId, withKey(key))).statusCode).toBe(200);
    expect((await postInitiate(ctx.app, user.token, second, withKey(key))).statusCode).toBe(422);
    expect(await paymentRows(ctx.app, second)).toHaveLength(0);
  });

  it('an unexpected failure is not kept: the key is released and the retry runs again', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const key = randomUUID();
    const spy = vi.spyOn(ctx.app.paymentProvider, 'createOrder').mockRejectedValueOnce(new Error('connection reset'));
    try {
      expect((await postInitiate(ctx.app, user.token, orderId, withKey(key))).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await keyRow(`user:${user.userId}`, key)).toBeUndefined();
    const retry = await postInitiate(ctx.app, user.token, orderId, withKey(key));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentRows(ctx.app, orderId)).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('shows the header, the 409 and the 422 on the routes that take a key', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/public/api/docs/json' })).json();
    for (const path of [CREATE_ORDER_PATH, PAYMENT_PATHS.initiate]) {
      const post = doc.paths[`${API_PREFIX}${path}`].post;
      expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false })]));
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '409', '422']));
    }
  });
});
