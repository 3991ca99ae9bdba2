import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validDelivery, validUserInfo } from '../../fixtures/checkout.ts';
import { signIn } from '../../fixtures/sign-in.ts';

/**
 * Review finding: a U+0000 in a checkout text (text column: "invalid byte sequence") or a lone
 * surrogate in the address (jsonb column: "invalid input syntax for type json") reached
 * PostgreSQL and answered 500.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('POST /order/create with text PostgreSQL cannot store', () => {
  it('answers 400 for any text field and keeps the cart', async () => {
    const user = await signIn(ctx.app);
    const event = (await findSeededEvents(ctx.app.db)).fixedPujaPaidPrasad;
    const cat = await catalogueOf(ctx.app.db, event.id);
    const cart = await setCartLine(ctx.app, user.token, {
      parentId: event.id,
      type: 'PUJA',
      itemId: cat.packages[0]!.id,
      subType: 'PUJA_PACKAGE',
      quantity: 1,
    });
    await setCartLine(ctx.app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.prasad!.id, subType: 'PRASAD', quantity: 1 });
    const bad = [
      { userInfo: { ...validUserInfo, name: 'Asha\u0000Devi' }, deliveryInfo: validDelivery },
      { userInfo: { ...validUserInfo, gotra: 'Kash\u0000yap' }, deliveryInfo: validDelivery },
      { userInfo: validUserInfo, deliveryInfo: { location: { ...validDelivery.location, address: '12\u0000 Temple Road' } } },
      { userInfo: validUserInfo, deliveryInfo: { location: { ...validDelivery.location, address: '12 Temple Road \ud800' } } },
      { userInfo: { ...validUserInfo, additionalNames: ['Ravi \udfff'] }, deliveryInfo: validDelivery },
    ];
    for (const body of bad) {
      const res = await postCheckout(ctx.app, user.token, { cartId: cart.cartId, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
    expect(await ctx.app.db.select().from(carts).where(eq(carts.id, cart.cartId))).toHaveLength(1);
  });
});
