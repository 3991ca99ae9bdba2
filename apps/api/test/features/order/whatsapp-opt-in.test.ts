import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, whatsappConsents } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, validUserInfo } from '../../fixtures/checkout.ts';
import { randomPhone, signIn } from '../../fixtures/sign-in.ts';

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

/** Books the seeded fixed-date puja with a WhatsApp number of its own (test files share PostgreSQL). */
async function book(whatsappOptIn?: boolean) {
  const user = await signIn(ctx.app);
  const ev = seeded.fixedPujaPaidPrasad;
  const { packages } = await catalogueOf(ctx.app.db, ev.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  const whatsappNumber = randomPhone();
  const before = Date.now();
  const orderId = await checkout(ctx.app, user.token, {
    cartId: cart.cartId,
    userInfo: { ...validUserInfo, whatsappNumber },
    ...(whatsappOptIn === undefined ? {} : { whatsappOptIn }),
  });
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  const consents = await ctx.app.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, whatsappNumber));
  return { order: order!, consents, before, after: Date.now() };
}

describe('POST /order/create and the WhatsApp box', () => {
  it('a ticked box stores the opt-in with its time on the order and as the number’s consent', async () => {
    const { order, consents, before, after } = await book(true);
    expect(order.whatsappOptInAt).toBeInstanceOf(Date);
    // The checkout's own clock: within the request.
    expect(order.whatsappOptInAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(order.whatsappOptInAt!.getTime()).toBeLessThanOrEqual(after);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ phone: order.whatsappNumber, source: 'checkout', optedOutAt: null });
    expect(consents[0]!.optedInAt).toBeInstanceOf(Date);
  });

  it.each([false, undefined])('an unticked box (%s) stores nothing', async (box) => {
    const { order, consents } = await book(box);
    expect(order.whatsappOptInAt).toBeNull();
    expect(consents).toEqual([]);
  });
});
