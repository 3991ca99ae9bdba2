import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { TCartItemSubType } from '@sankalp/contract';
import { carts, orders } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, postCart, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validDelivery, validUserInfo } from '../../fixtures/checkout.ts';
import { signIn, type SignedIn } from '../../fixtures/sign-in.ts';

/** Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where requests really overlap. */
let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

const signInMany = (n: number): Promise<SignedIn[]> => Promise.all(Array.from({ length: n }, () => signIn(ctx.app)));

describe('under concurrency', () => {
  it('200 concurrent cart updates (20 users × 10 on the same cart) lose nothing', async () => {
    const ev = seeded.offering;
    const { items, prasad } = await catalogueOf(ctx.app.db, ev.id);
    const users = await signInMany(20);
    // Each user sets every item once (quantity = position + 1), repeating item 0 if there are few.
    // The tenth change switches paid prasad on.
    const changes: { itemId: string; subType: TCartItemSubType; quantity: number }[] = Array.from({ length: 9 }, (_, i) => {
      const index = i < items.length ? i : 0;
      return { itemId: items[index]!.id, subType: 'OFFERING_ITEM', quantity: index + 1 };
    });
    changes.push({ itemId: prasad!.id, subType: 'PRASAD', quantity: 1 });
    const responses = await Promise.all(users.flatMap((u) => changes.map((c) => postCart(ctx.app, u.token, { parentId: ev.id, type: 'OFFERING', ...c }))));
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const used = items.slice(0, Math.min(items.length, 9));
    const expectedTotal = used.reduce((sum, item, i) => sum + item.amountPaise * (i + 1), 0) + prasad!.amountPaise;
    for (const u of users) {
      const cart = await setCartLine(ctx.app, u.token, { parentId: ev.id, type: 'OFFERING', itemId: prasad!.id, subType: 'PRASAD', quantity: 1 });
      expect(cart.version).toBe(11);
      expect(cart.itemList).toHaveLength(used.length + 1);
      expect(Math.round(cart.totalAmount * 100)).toBe(expectedTotal);
    }
  });

  it('200 concurrent checkouts (100 users, each submitting twice) make exactly one right order per cart, answered to both', async () => {
    const ev = seeded.offering;
    const { items, prasad } = await catalogueOf(ctx.app.db, ev.id);
    const users = await signInMany(100);
    const cartsByUser = await Promise.all(
      users.map(async (u, i) => {
        await setCartLine(ctx.app, u.token, { parentId: ev.id, type: 'OFFERING', itemId: prasad!.id, subType: 'PRASAD', quantity: 1 });
        return setCartLine(ctx.app, u.token, {
          parentId: ev.id,
          type: 'OFFERING',
          itemId: items[i % items.length]!.id,
          subType: 'OFFERING_ITEM',
          quantity: 1 + (i % 5),
        });
      }),
    );
    const body = (i: number) => ({ cartId: cartsByUser[i]!.cartId, userInfo: validUserInfo, deliveryInfo: validDelivery });
    const responses = await Promise.all(users.flatMap((u, i) => [postCheckout(ctx.app, u.token, body(i)), postCheckout(ctx.app, u.token, body(i))]));
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    // The second submit waited on the cart's lock, then answered the order the first made (decision 191).
    const ids = responses.map((r) => r.json().data.orderId as string);
    for (let i = 0; i < users.length; i++) expect(ids[2 * i + 1]).toBe(ids[2 * i]);
    expect(new Set(ids).size).toBe(100);
    const rows = await ctx.app.db.select().from(orders).where(inArray(orders.id, ids));
    for (const [i, u] of users.entries()) {
      const mine = rows.filter((o) => o.userId === u.userId);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.totalPaise).toBe(Math.round(cartsByUser[i]!.totalAmount * 100));
      expect(await ctx.app.db.select().from(carts).where(eq(carts.userId, u.userId))).toEqual([]);
    }
  });
});
