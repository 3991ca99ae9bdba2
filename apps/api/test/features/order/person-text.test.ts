import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_CHARACTER_MESSAGES as M, DEACTIVATE_USER_PATH, isPersonText, NAME_MESSAGES, REASON_MESSAGES, UPDATE_USER_PATH } from '@sankalp/contract';
import { carts, orders } from '../../../src/db/schema/index.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validDelivery, validUserInfo } from '../../fixtures/checkout.ts';
import { signIn } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call } from '../auth/requests.ts';

/**
 * Probe finding: order texts took a terminal escape (`\u0007\u001b[31m`) and bidi overrides that
 * /user/update refuses. One rule now (contract common/person-text.ts) for every field a person types.
 */
const ESCAPE = 'Kashyap\u0007\u001b[31m';
const BIDI = 'Asha \u202eiveD';
const ISOLATE = 'Varanasi\u2066x\u2069';
const ZERO_WIDTH = 'Ravi\u200bKumar';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function cartWithPrasad() {
  const user = await signIn(ctx.app);
  const event = (await findSeededEvents(ctx.app.db)).fixedPujaPaidPrasad;
  const cat = await catalogueOf(ctx.app.db, event.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  await setCartLine(ctx.app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.prasad!.id, subType: 'PRASAD', quantity: 1 });
  return { user, cartId: cart.cartId };
}

describe('the person-entered text rule', () => {
  it('keeps what people type, in both scripts, and refuses controls and format characters', () => {
    for (const text of ['Asha Devi', 'आशा देवी', 'क्\u200dष', 'House 12, Lane 3/4 #5', "R. K. D'Souza", 'line one\nline two'])
      expect(isPersonText(text), text).toBe(true);
    for (const text of [ESCAPE, BIDI, ISOLATE, ZERO_WIDTH, 'a\u2028b', 'a\ue000b', 'a\u0085b']) expect(isPersonText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('POST /order/create refuses text no one types', () => {
  it('answers 400 with the field named, in English and Hindi, and stores no order', async () => {
    const { user, cartId } = await cartWithPrasad();
    const location = validDelivery.location;
    const cases: [object, string][] = [
      [{ userInfo: { ...validUserInfo, name: BIDI }, deliveryInfo: validDelivery }, M.fullName],
      [{ userInfo: { ...validUserInfo, gotra: ESCAPE }, deliveryInfo: validDelivery }, M.gotra],
      [{ userInfo: { ...validUserInfo, additionalNames: ['Ravi', ZERO_WIDTH] }, deliveryInfo: validDelivery }, M.name],
      [{ userInfo: validUserInfo, deliveryInfo: { location: { ...location, address: `12 Temple Road ${ESCAPE}` } } }, M.address],
      [{ userInfo: validUserInfo, deliveryInfo: { location: { ...location, city: ISOLATE } } }, M.city],
      [{ userInfo: validUserInfo, deliveryInfo: { location: { ...location, state: 'Uttar\u202d Pradesh' } } }, M.state],
      [{ userInfo: validUserInfo, deliveryInfo: { location: { ...location, pincode: '221001\u0007' } } }, M.pincode],
    ];
    for (const [body, message] of cases) {
      const res = await postCheckout(ctx.app, user.token, { cartId, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION', message });
    }
    const hindi = await postCheckout(
      ctx.app,
      user.token,
      { cartId, userInfo: { ...validUserInfo, gotra: ESCAPE }, deliveryInfo: validDelivery },
      { 'accept-language': 'hindi' },
    );
    expect(hindi.json().message).toBe('गोत्र में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।');
    // A participant name: the spec's own words for "other characters".
    const hindiName = await postCheckout(
      ctx.app,
      user.token,
      { cartId, userInfo: { ...validUserInfo, additionalNames: [BIDI] }, deliveryInfo: validDelivery },
      { 'accept-language': 'hindi' },
    );
    expect(hindiName.json().message).toBe('नाम में केवल अक्षर होने चाहिए');

    expect(await ctx.app.db.select().from(orders).where(eq(orders.userId, user.userId))).toHaveLength(0);
    expect(await ctx.app.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(1);
  });

  it('still takes a Devanagari address with a joiner and a pasted newline', async () => {
    const { user, cartId } = await cartWithPrasad();
    const res = await postCheckout(ctx.app, user.token, {
      cartId,
      userInfo: { ...validUserInfo, name: 'आशा देवी', gotra: 'कश्यप' },
      deliveryInfo: { location: { ...validDelivery.location, address: 'मकान 12,\nमंदिर मार्ग क्\u200dष' } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the account forms follow the same rule', () => {
  it('/user/update and /user/deactivate refuse escapes and bidi overrides', async () => {
    const me = await signIn(ctx.app);
    const update = await call(ctx.app, 'POST', UPDATE_USER_PATH, { name: BIDI }, { token: me.token });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe(NAME_MESSAGES.letters);
    const deactivate = await call(ctx.app, 'POST', DEACTIVATE_USER_PATH, { reason: `Moving ${ESCAPE}` }, { token: me.token });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json().message).toBe(REASON_MESSAGES.characters);
    const hindi = await call(ctx.app, 'POST', DEACTIVATE_USER_PATH, { reason: BIDI }, { token: me.token, language: 'hindi' });
    expect(hindi.json().message).toBe('कारण में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।');
  });
});
