import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX, CART_PATH, CHECKOUT_MESSAGES as M, GET_ORDER_PATH, ZGetOrderResponse } from '@sankalp/contract';
import { carts, orders, orderStatusHistory, pujaDateOptions } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, postCheckout, validDelivery, validUserInfo } from '../../fixtures/checkout.ts';
import { authHeaders, signIn } from '../../fixtures/sign-in.ts';

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

const istDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** A signed-in user with an offering cart: 2 × first item, paid prasad, `participants` counted. */
async function offeringCart(participants = 0) {
  const user = await signIn(ctx.app);
  const ev = seeded.offering;
  const cat = await catalogueOf(ctx.app.db, ev.id);
  await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'OFFERING', itemId: cat.items[0]!.id, subType: 'OFFERING_ITEM', quantity: 2 });
  await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'OFFERING', itemId: cat.prasad!.id, subType: 'PRASAD', quantity: 1 });
  const cart =
    participants > 0
      ? await setCartLine(ctx.app, user.token, {
          parentId: ev.id,
          type: 'OFFERING',
          itemId: cat.participant!.id,
          subType: 'PARTICIPANT',
          quantity: participants,
        })
      : await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'OFFERING', itemId: cat.items[0]!.id, subType: 'OFFERING_ITEM', quantity: 2 });
  return { user, cart, cat };
}

async function pujaCart(event: { id: string }) {
  const user = await signIn(ctx.app);
  const cat = await catalogueOf(ctx.app.db, event.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return { user, cart, cat };
}

describe('POST /order/create', () => {
  it('snapshots the priced cart into a CREATED order, consumes the cart, answers data.orderId', async () => {
    const { user, cart, cat } = await offeringCart(2);
    const orderId = await checkout(ctx.app, user.token, {
      cartId: cart.cartId,
      userInfo: { ...validUserInfo, additionalNames: ['Ravi Kumar', 'सीता देवी'] },
      deliveryInfo: validDelivery,
    });
    expect(orderId).toMatch(/^SKP[2-9A-Z]{9}$/);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      status: 'CREATED',
      totalPaise: 2 * cat.items[0]!.amountPaise + cat.prasad!.amountPaise,
      additionalNames: ['Ravi Kumar', 'सीता देवी'],
    });
    expect(row!.shipping).toEqual({ ...validDelivery.location, country: 'India' });
    expect(await ctx.app.db.select().from(carts).where(eq(carts.id, cart.cartId))).toEqual([]);
    expect(await ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).toMatchObject([
      { fromStatus: null, toStatus: 'CREATED' },
    ]);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`,
      headers: { ...authHeaders(user.token), 'accept-language': 'hindi' },
    });
    const data = ZGetOrderResponse.parse(detail.json()).data;
    expect(data.totalAmount).toBe(cart.totalAmount);
    expect(data.items.map((i) => i.catalogName)).toContain(cat.items[0]!.nameHi);
    expect(data).toMatchObject({ orderStatus: 'CREATED', orderDisplayName: 'भुगतान लंबित', paymentDetails: { showPaymentButton: true } });

    // Submitted again (a retry whose first answer was lost): the same order, not "basket empty" (decision 191).
    const again = await postCheckout(ctx.app, user.token, { cartId: cart.cartId, userInfo: validUserInfo, deliveryInfo: validDelivery });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.orderId).toBe(orderId);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.userId, user.userId))).toHaveLength(1);
  });

  it('prices never come from the client and later catalogue changes do not touch the order', async () => {
    const { user, cart } = await pujaCart(seeded.fixedPujaPaidPrasad);
    const orderId = await checkout(ctx.app, user.token, { cartId: cart.cartId, userInfo: validUserInfo, totalAmount: 1, amount: 1 } as never);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.totalPaise).toBe(cart.totalAmount * 100);
    expect(row!.shipping).toBeNull();
  });

  it('answers each spec §5 message, and changes nothing', async () => {
    const { user, cart } = await offeringCart(1);
    const base = { cartId: cart.cartId, userInfo: { ...validUserInfo, additionalNames: ['Ravi Kumar'] }, deliveryInfo: validDelivery };
    const withUser = (patch: object) => ({ ...base, userInfo: { ...base.userInfo, ...patch } });
    const withLocation = (patch: object) => ({ ...base, deliveryInfo: { location: { ...validDelivery.location, ...patch } } });
    const cases: [object, string][] = [
      [withUser({ name: '  ' }), M.fullNameRequired],
      [withUser({ name: undefined }), M.fullNameRequired],
      [withUser({ name: 'Asha 2' }), M.fullNameDigits],
      [withUser({ whatsappNumber: '' }), M.whatsappRequired],
      [withUser({ whatsappNumber: '98765-4321' }), M.whatsappDigits],
      [withUser({ whatsappNumber: '987654321' }), M.whatsappLength],
      [withUser({ gotra: '' }), M.gotraRequired],
      [withUser({ additionalNames: [] }), M.nameRequired],
      [withUser({ additionalNames: ['  '] }), M.nameRequired],
      [withUser({ additionalNames: ['Ravi 2'] }), M.nameDigits],
      [withLocation({ address: '' }), M.addressRequired],
      [withLocation({ city: '' }), M.cityRequired],
      [withLocation({ state: ' ' }), M.stateRequired],
      [withLocation({ pincode: '' }), M.pincodeRequired],
      [withLocation({ pincode: '22100' }), M.pincodeLength],
      [withLocation({ pincode: 'ABCDEF' }), M.pincodeLength],
      [{ ...base, deliveryInfo: null }, M.addressRequired],
      [{ ...base, cartId: 'nope' }, M.cartId],
    ];
    for (const [body, message] of cases) {
      const res = await postCheckout(ctx.app, user.token, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }
    const hindi = await postCheckout(ctx.app, user.token, withUser({ gotra: '' }), { 'accept-language': 'hindi' });
    expect(hindi.json().message).toBe('गोत्र आवश्यक है।');
    expect(await ctx.app.db.select().from(orders).where(eq(orders.userId, user.userId))).toEqual([]);
    expect(await ctx.app.db.select().from(carts).where(eq(carts.id, cart.cartId))).toHaveLength(1);
  });

  it('needs a date inside the allowed dates for non-fixed pujas', async () => {
    const [options] = await ctx.app.db.select().from(pujaDateOptions).where(eq(pujaDateOptions.eventId, seeded.fixedDatesPuja.id));
    const allowed = options!.allowedDateTimes.map((iso) => new Date(iso)).find((at) => at > new Date())!;
    const { user, cart } = await pujaCart(seeded.fixedDatesPuja);
    const send = (selectedEventDate: string | null) =>
      postCheckout(ctx.app, user.token, { cartId: cart.cartId, userInfo: { ...validUserInfo, selectedEventDate } });
    expect((await send(null)).json().message).toBe(M.dateRequired);
    expect((await send('2020-01-01')).json().message).toBe(M.dateNotAllowed);
    expect((await send('2099-02-30')).json().message).toBe(M.dateNotAllowed);
    expect((await send('tomorrow')).json().message).toBe(M.dateNotAllowed);
    const ok = await send(istDay(allowed));
    expect(ok.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, ok.json().data.orderId));
    expect(row!.eventDateTime.toISOString()).toBe(allowed.toISOString());

    const range = await pujaCart(seeded.rangePuja);
    const [rangeOptions] = await ctx.app.db.select().from(pujaDateOptions).where(eq(pujaDateOptions.eventId, seeded.rangePuja.id));
    const outside = istDay(new Date(rangeOptions!.endDateTime!.getTime() + 2 * 86_400_000));
    const inside = istDay(new Date(Math.max(Date.now(), rangeOptions!.startDateTime!.getTime()) + 86_400_000));
    const sendRange = (selectedEventDate: string) =>
      postCheckout(ctx.app, range.user.token, { cartId: range.cart.cartId, userInfo: { ...validUserInfo, selectedEventDate }, deliveryInfo: validDelivery });
    expect((await sendRange(outside)).json().message).toBe(M.dateNotAllowed);
    expect((await sendRange(inside)).statusCode).toBe(200);
  });

  it('refuses a puja cart without a package, another user’s cart, and a guest', async () => {
    const { user, cart } = await offeringCart();
    const stranger = await signIn(ctx.app);
    const stolen = await postCheckout(ctx.app, stranger.token, { cartId: cart.cartId, userInfo: validUserInfo, deliveryInfo: validDelivery });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Your Puja Basket is empty.');
    const guest = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/order/create`, payload: { cartId: cart.cartId } });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ data: null, showModal: true });
    const guestCart = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${CART_PATH}` });
    expect(guestCart.json()).toMatchObject({ data: null, showModal: true });
    expect(await ctx.app.db.select().from(carts).where(eq(carts.id, cart.cartId))).toHaveLength(1);
    expect(user.userId).not.toBe(stranger.userId);
  });
});
