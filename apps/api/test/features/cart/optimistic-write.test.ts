import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../../src/db/schema/index.ts';
import { readCartWithCatalogue, writeCartIfUnchanged } from '../../../src/features/cart/queries.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { signIn } from '../../fixtures/sign-in.ts';

/**
 * The one-statement cart write (decision 278) writes only over the cart it read: a change in
 * between, a cart made in between, or a cart checked out in between leaves everything as it is
 * (the route then takes the locked way).
 */
let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

describe('writeCartIfUnchanged', () => {
  it('writes over the version it read, and nothing over a cart changed, made or gone since', async () => {
    const db = ctx.app.db;
    const ev = seeded.offering;
    const { items } = await catalogueOf(db, ev.id);
    const [first, second] = [items[0]!, items[1] ?? items[0]!];
    const user = await signIn(ctx.app);
    const event = { type: 'OFFERING' as const, parentId: ev.id };
    const line = (itemId: string, quantity: number) => ({ subType: 'OFFERING_ITEM' as const, itemId, quantity });
    const linesOf = async (cartId: string) =>
      (await db.select({ itemId: cartItems.itemId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, cartId))).sort((a, b) =>
        a.itemId.localeCompare(b.itemId),
      );

    // No cart read, but one made since: nothing written.
    const none = await readCartWithCatalogue(db, user.userId, ev.id);
    expect(none?.cart).toBeNull();
    const made = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'OFFERING', itemId: first.id, subType: 'OFFERING_ITEM', quantity: 1 });
    expect(await writeCartIfUnchanged(db, user.userId, event, null, [line(second.id, 5)])).toBeUndefined();
    expect(await linesOf(made.cartId)).toEqual([{ itemId: first.id, quantity: 1 }]);

    // Read at one version, changed since: nothing written.
    const read = await readCartWithCatalogue(db, user.userId, ev.id);
    expect(read?.cart?.version).toBe(made.version);
    await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'OFFERING', itemId: first.id, subType: 'OFFERING_ITEM', quantity: 2 });
    expect(await writeCartIfUnchanged(db, user.userId, event, read!.cart!.version, [line(second.id, 5)])).toBeUndefined();
    expect(await linesOf(made.cartId)).toEqual([{ itemId: first.id, quantity: 2 }]);

    // The version read: written, lines not in the change gone.
    const now = await readCartWithCatalogue(db, user.userId, ev.id);
    const written = await writeCartIfUnchanged(db, user.userId, event, now!.cart!.version, [line(second.id, 3)]);
    expect(written?.cart).toEqual({ id: made.cartId, version: now!.cart!.version + 1 });
    expect(await linesOf(made.cartId)).toEqual([{ itemId: second.id, quantity: 3 }]);

    // Read, then the cart checked out (deleted): no new cart made from the old lines.
    const before = await readCartWithCatalogue(db, user.userId, ev.id);
    await db.delete(carts).where(eq(carts.id, made.cartId));
    expect(await writeCartIfUnchanged(db, user.userId, event, before!.cart!.version, [line(second.id, 4)])).toBeUndefined();
    expect(await db.select().from(carts).where(eq(carts.userId, user.userId))).toEqual([]);
  });
});
