import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, CART_PATH, CART_REQUEST_MESSAGES, ZGetCartResponse } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, postCart, setCartLine } from '../../fixtures/bookable-events.ts';
import { authHeaders, signIn } from '../../fixtures/sign-in.ts';

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

const getCart = async (token: string, language = 'english') => {
  const res = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${CART_PATH}`, headers: { ...authHeaders(token), 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return ZGetCartResponse.parse(res.json()).data;
};

describe('cart rules (spec §4)', () => {
  it('starts empty, and a package is the single PUJA_PACKAGE line at quantity 1, priced from the catalogue', async () => {
    const { token } = await signIn(ctx.app);
    expect(await getCart(token)).toBeNull();
    const puja = seeded.fixedPujaPaidPrasad;
    const { packages } = await catalogueOf(ctx.app.db, puja.id);
    const [first, second] = packages;
    await setCartLine(ctx.app, token, { parentId: puja.id, type: 'PUJA', itemId: first!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
    const cart = await setCartLine(ctx.app, token, { parentId: puja.id, type: 'PUJA', itemId: second!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
    expect(cart.itemList).toHaveLength(1);
    expect(cart.itemList[0]).toMatchObject({ itemId: second!.id, quantity: 1, subType: 'PUJA_PACKAGE', amount: second!.amountPaise / 100 });
    expect(cart.totalAmount).toBe(second!.amountPaise / 100);
    expect(cart).toMatchObject({ type: 'PUJA', parentId: puja.id, version: 2 });
    const hindi = await getCart(token, 'hindi');
    expect(hindi?.itemList[0]?.name).toBe(second!.nameHi);
  });

  it('offering items: absolute quantities, 0 removes, totals are amount × quantity', async () => {
    const { token } = await signIn(ctx.app);
    const ev = seeded.offering;
    const { items } = await catalogueOf(ctx.app.db, ev.id);
    const [a, b] = items;
    await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: a!.id, subType: 'OFFERING_ITEM', quantity: 3 });
    let cart = await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: b!.id, subType: 'OFFERING_ITEM', quantity: 2 });
    expect(cart.totalAmount).toBe((3 * a!.amountPaise + 2 * b!.amountPaise) / 100);
    const lineA = cart.itemList.find((l) => l.itemId === a!.id)!;
    expect(lineA).toMatchObject({ amount: a!.amountPaise / 100, itemAmount: a!.listAmountPaise / 100, totalAmount: (3 * a!.amountPaise) / 100 });
    cart = await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: a!.id, subType: 'OFFERING_ITEM', quantity: 0 });
    expect(cart.itemList.map((l) => l.itemId)).toEqual([b!.id]);
    expect(cart.totalAmount).toBe((2 * b!.amountPaise) / 100);
  });

  it('paid prasad toggles on and off; free prasad is forced on', async () => {
    const { token } = await signIn(ctx.app);
    const ev = seeded.offering;
    const { items, prasad } = await catalogueOf(ctx.app.db, ev.id);
    await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: items[0]!.id, subType: 'OFFERING_ITEM', quantity: 1 });
    let cart = await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: prasad!.id, subType: 'PRASAD', quantity: 1 });
    expect(cart.itemList.find((l) => l.subType === 'PRASAD')).toMatchObject({ amount: prasad!.amountPaise / 100, quantity: 1 });
    expect(cart.totalAmount).toBe((items[0]!.amountPaise + prasad!.amountPaise) / 100);
    cart = await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: prasad!.id, subType: 'PRASAD', quantity: 0 });
    expect(cart.itemList.some((l) => l.subType === 'PRASAD')).toBe(false);

    const free = seeded.pujaFreePrasad;
    const freeCat = await catalogueOf(ctx.app.db, free.id);
    cart = await setCartLine(ctx.app, token, { parentId: free.id, type: 'PUJA', itemId: freeCat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
    expect(cart.itemList.find((l) => l.subType === 'PRASAD')).toMatchObject({ amount: 0, quantity: 1 });
    cart = await setCartLine(ctx.app, token, { parentId: free.id, type: 'PUJA', itemId: freeCat.prasad!.id, subType: 'PRASAD', quantity: 0 });
    expect(cart.itemList.find((l) => l.subType === 'PRASAD')).toMatchObject({ quantity: 1 });
  });

  it('participants: within participantInfo.maxUserAllowed + 1, more is refused and nothing changes', async () => {
    const { token } = await signIn(ctx.app);
    const ev = seeded.offering;
    const { items, participant } = await catalogueOf(ctx.app.db, ev.id);
    await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: items[0]!.id, subType: 'OFFERING_ITEM', quantity: 1 });
    const limit = participant!.maxUserAllowed + 1;
    const ok = await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: participant!.id, subType: 'PARTICIPANT', quantity: limit });
    expect(ok.itemList.find((l) => l.subType === 'PARTICIPANT')).toMatchObject({ quantity: limit, totalAmount: 0 });
    const res = await postCart(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: participant!.id, subType: 'PARTICIPANT', quantity: limit + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CART_RULE', message: 'Too many participants for this event.' });
    expect(await getCart(token)).toEqual(ok);
  });

  it('adding for another parent event empties the cart first', async () => {
    const { token } = await signIn(ctx.app);
    const ev = seeded.offering;
    const other = seeded.otherOffering;
    const [one, two] = [await catalogueOf(ctx.app.db, ev.id), await catalogueOf(ctx.app.db, other.id)];
    await setCartLine(ctx.app, token, { parentId: ev.id, type: 'OFFERING', itemId: one.items[0]!.id, subType: 'OFFERING_ITEM', quantity: 2 });
    const cart = await setCartLine(ctx.app, token, { parentId: other.id, type: 'OFFERING', itemId: two.items[0]!.id, subType: 'OFFERING_ITEM', quantity: 1 });
    expect(cart.parentId).toBe(other.id);
    expect(cart.itemList.map((l) => l.itemId).filter((id) => id !== two.prasad?.id)).toEqual([two.items[0]!.id]);
  });

  it('refuses closed, upcoming and unknown events, items of another event, and bad quantities', async () => {
    const { token } = await signIn(ctx.app);
    const puja = seeded.fixedPujaPaidPrasad;
    const { packages, prasad } = await catalogueOf(ctx.app.db, puja.id);
    const ended = await catalogueOf(ctx.app.db, seeded.endedEvent.id);
    const upcoming = await catalogueOf(ctx.app.db, seeded.upcomingPuja.id);
    const endedLine = ended.packages[0] ?? ended.items[0]!;
    const cases: [object, number, string][] = [
      [
        {
          parentId: seeded.endedEvent.id,
          type: seeded.endedEvent.type,
          itemId: endedLine.id,
          subType: ended.packages[0] ? 'PUJA_PACKAGE' : 'OFFERING_ITEM',
          quantity: 1,
        },
        400,
        'Booking for this event has closed.',
      ],
      [
        { parentId: seeded.upcomingPuja.id, type: 'PUJA', itemId: upcoming.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 },
        400,
        'Booking for this event has not opened yet.',
      ],
      [
        { parentId: '00000000-0000-4000-8000-000000000000', type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 },
        404,
        'This event was not found.',
      ],
      [{ parentId: puja.id, type: 'OFFERING', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 }, 404, 'This event was not found.'],
      [
        { parentId: puja.id, type: 'PUJA', itemId: upcoming.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 },
        400,
        'This item is not available for this event.',
      ],
      [{ parentId: puja.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'OFFERING_ITEM', quantity: 1 }, 400, 'This item is not available for this event.'],
      [{ parentId: puja.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 2 }, 400, 'A puja package is added with quantity 1.'],
      [{ parentId: puja.id, type: 'PUJA', itemId: prasad!.id, subType: 'PRASAD', quantity: 2 }, 400, 'Prasad can only be chosen (1) or not (0).'],
      [{ parentId: puja.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: -1 }, 400, CART_REQUEST_MESSAGES.quantity],
      [{ parentId: puja.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1.5 }, 400, CART_REQUEST_MESSAGES.quantity],
      [{ parentId: puja.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: '1' }, 400, CART_REQUEST_MESSAGES.quantity],
      [{ parentId: puja.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 100 }, 400, CART_REQUEST_MESSAGES.quantity],
      [{ parentId: 'not-a-uuid', type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 }, 400, CART_REQUEST_MESSAGES.parentId],
      [{ parentId: puja.id, type: 'PUJA', itemId: 42, subType: 'PUJA_PACKAGE', quantity: 1 }, 400, CART_REQUEST_MESSAGES.itemId],
      [{ parentId: puja.id, type: 'SEVA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 }, 400, CART_REQUEST_MESSAGES.type],
      [{ parentId: puja.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'DISCOUNT', quantity: 1 }, 400, CART_REQUEST_MESSAGES.subType],
    ];
    for (const [body, status, message] of cases) {
      const res = await postCart(ctx.app, token, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status, message });
    }
    expect(await getCart(token)).toBeNull();
  });
});
