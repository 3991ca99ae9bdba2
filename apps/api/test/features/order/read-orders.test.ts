import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, GET_ORDER_PATH, GET_ORDERS_PATH, ORDER_PAGE_SIZE, ZGetOrderResponse, ZGetOrdersResponse } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, postCheckout, validUserInfo } from '../../fixtures/checkout.ts';
import { authHeaders, signIn, type SignedIn } from '../../fixtures/sign-in.ts';

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

async function bookPuja(user: SignedIn): Promise<string> {
  const ev = seeded.fixedPujaPaidPrasad;
  const { packages } = await catalogueOf(ctx.app.db, ev.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return checkout(ctx.app, user.token, { cartId: cart.cartId, userInfo: validUserInfo });
}

const getOrder = (token: string, orderId: string, language = 'english') =>
  ctx.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${encodeURIComponent(orderId)}`,
    headers: { ...authHeaders(token), 'accept-language': language },
  });
const getAll = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${GET_ORDERS_PATH}`,
    headers: { ...authHeaders(token), 'content-type': 'application/json', ...headers },
    payload: payload as string,
  });

describe('GET /order/get and POST /order/getAll', () => {
  it('shows the owner their order in their language; anyone else gets 404', async () => {
    const owner = await signIn(ctx.app);
    const orderId = await bookPuja(owner);
    const en = ZGetOrderResponse.parse((await getOrder(owner.token, orderId)).json()).data;
    expect(en).toMatchObject({
      orderId,
      orderStatus: 'CREATED',
      orderDisplayName: 'Payment Pending',
      eventName: seeded.fixedPujaPaidPrasad.nameEn,
      type: 'PUJA',
    });
    expect(en.userInfo).toEqual({ name: validUserInfo.name, additionalNames: [] });
    expect(en.items[0]).toMatchObject({ catalogSubType: 'PUJA_PACKAGE', quantity: 1 });
    expect(en.orderProcessingSteps).toHaveLength(1);
    expect(en.paymentDetails).toMatchObject({ paymentId: null, showPaymentButton: true });
    const hi = ZGetOrderResponse.parse((await getOrder(owner.token, orderId.toLowerCase(), 'hindi')).json()).data;
    expect(hi.eventName).toBe(seeded.fixedPujaPaidPrasad.nameHi);

    const other = await signIn(ctx.app);
    for (const id of [orderId, 'SKP000000000', "' or 1=1 --", 'x'.repeat(64)]) {
      const res = await getOrder(other.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    }
    expect((await getOrder(other.token, '')).statusCode).toBe(400);
    const guest = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}` });
    expect(guest.json()).toMatchObject({ data: null, showModal: true });
  });

  it('lists only the caller’s orders, newest first, paged', async () => {
    const user = await signIn(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < ORDER_PAGE_SIZE + 2; i += 1) ids.push(await bookPuja(user));
    await bookPuja(await signIn(ctx.app));
    const first = ZGetOrdersResponse.parse((await getAll(user.token, JSON.stringify({ pageNumber: 0 }))).json()).data;
    const second = ZGetOrdersResponse.parse((await getAll(user.token, JSON.stringify({ pageNumber: 1 }))).json()).data;
    expect(first.totalPages).toBe(2);
    expect([...first.content, ...second.content].map((o) => o.orderId)).toEqual([...ids].reverse());
    expect(first.content[0]).toMatchObject({ orderStatus: 'CREATED', paymentDetails: { showPaymentButton: true } });
    const hindi = ZGetOrdersResponse.parse((await getAll(user.token, '{"pageNumber":0}', { 'accept-language': 'hindi' })).json()).data;
    expect(hindi.content[0]!.orderDisplayName).toBe('भुगतान लंबित');
    const beyond = ZGetOrdersResponse.parse((await getAll(user.token, '{"pageNumber":5}')).json()).data;
    expect(beyond).toEqual({ content: [], totalPages: 2 });
  });

  it('answers malformed JSON, wrong types and oversized bodies with a clear 400/413', async () => {
    const user = await signIn(ctx.app);
    const bad: [unknown, number, string][] = [
      ['{"pageNumber":', 400, 'The request body is not valid JSON.'],
      ['{"pageNumber":-1}', 400, 'pageNumber must be 0 or more'],
      ['{"pageNumber":"abc"}', 400, 'pageNumber must be a number'],
      ['{"pageNumber":1.5}', 400, 'pageNumber must be a whole number'],
      [JSON.stringify({ pageNumber: 0, pad: 'x'.repeat(70_000) }), 413, 'The request body is too large.'],
    ];
    for (const [payload, status, message] of bad) {
      const res = await getAll(user.token, payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    const checkoutJunk = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/order/create`,
      headers: { ...authHeaders(user.token), 'content-type': 'application/json' },
      payload: '{"cartId": ',
    });
    expect(checkoutJunk.statusCode).toBe(400);
    const huge = await postCheckout(ctx.app, user.token, {
      cartId: crypto.randomUUID(),
      userInfo: { ...validUserInfo, additionalNames: Array(10_000).fill('Ravi Kumar') },
    });
    expect(huge.statusCode).toBe(413);
    const manyNames = await postCheckout(ctx.app, user.token, {
      cartId: crypto.randomUUID(),
      userInfo: { ...validUserInfo, additionalNames: Array(50).fill('Ravi') },
    });
    expect(manyNames.json().message).toBe('Too many participant names.');
    const cartJunk = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/cart/`,
      headers: { ...authHeaders(user.token), 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(cartJunk.json()).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });

  it('a puja cart without a package cannot be booked', async () => {
    const user = await signIn(ctx.app);
    const ev = seeded.fixedPujaPaidPrasad;
    const { prasad } = await catalogueOf(ctx.app.db, ev.id);
    const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: prasad!.id, subType: 'PRASAD', quantity: 1 });
    const res = await postCheckout(ctx.app, user.token, { cartId: cart.cartId, userInfo: validUserInfo });
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Please choose a puja package.' });
  });
});
