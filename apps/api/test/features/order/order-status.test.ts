import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orders, orderStatusHistory } from '../../../src/db/schema/index.ts';
import {
  canTransition,
  IllegalOrderTransitionError,
  isPayable,
  ORDER_TRANSITIONS,
  recordStep,
  transitionOrder,
} from '../../../src/features/order/order-status.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, validUserInfo } from '../../fixtures/checkout.ts';
import { signIn } from '../../fixtures/sign-in.ts';

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

const fakeLog = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

async function newOrder(): Promise<string> {
  const user = await signIn(ctx.app);
  const ev = seeded.fixedPujaPaidPrasad;
  const { packages } = await catalogueOf(ctx.app.db, ev.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return checkout(ctx.app, user.token, { cartId: cart.cartId, userInfo: validUserInfo });
}

const history = (orderId: string) => ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.at);

describe('order state machine', () => {
  it('has terminal COMPLETED and CANCELLED and payable CREATED / PAYMENT_FAILED only', () => {
    expect(ORDER_TRANSITIONS.COMPLETED).toEqual([]);
    expect(ORDER_TRANSITIONS.CANCELLED).toEqual([]);
    expect(canTransition('PAYMENT_FAILED', 'SUCCESS')).toBe(true);
    expect(canTransition('SUCCESS', 'CREATED')).toBe(false);
    expect(Object.keys(ORDER_TRANSITIONS).filter((s) => isPayable(s as never))).toEqual(['CREATED', 'PAYMENT_FAILED']);
    // Fulfilment (decision 140): the video completes a paid or shipped order; a paid order is cancelled with a refund.
    expect(['SUCCESS', 'IN TRANSIT'].every((s) => canTransition(s as never, 'COMPLETED') && canTransition(s as never, 'CANCELLED'))).toBe(true);
    expect(canTransition('IN TRANSIT', 'SUCCESS')).toBe(false);
    expect(canTransition('COMPLETED', 'IN TRANSIT')).toBe(false);
  });

  it('records a fulfilment step without changing the status, and a transition with its step', async () => {
    const orderId = await newOrder();
    const log = fakeLog();
    await ctx.app.db.transaction((tx) => transitionOrder(tx, orderId, 'SUCCESS', 'paid', log));
    await ctx.app.db.transaction((tx) => recordStep(tx, orderId, 'PERFORMED', 'performed'));
    await ctx.app.db.transaction((tx) => transitionOrder(tx, orderId, 'COMPLETED', 'video', log, 'VIDEO_ATTACHED'));
    const rows = (await history(orderId)).map((h) => `${h.step ?? '-'}:${h.fromStatus ?? ''}->${h.toStatus}`);
    expect(rows).toEqual(['-:->CREATED', '-:CREATED->SUCCESS', 'PERFORMED:SUCCESS->SUCCESS', 'VIDEO_ATTACHED:SUCCESS->COMPLETED']);
    expect((await ctx.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'COMPLETED', version: 3 });
  });

  it('moves an order along legal steps, records each, and treats a repeat as a no-op', async () => {
    const orderId = await newOrder();
    const log = fakeLog();
    const step = (to: Parameters<typeof transitionOrder>[2]) => ctx.app.db.transaction((tx) => transitionOrder(tx, orderId, to, `test ${to}`, log));
    expect(await step('AWAITING_PAYMENT_CONFIRMATION')).toEqual({ from: 'CREATED', to: 'AWAITING_PAYMENT_CONFIRMATION', changed: true });
    expect(await step('SUCCESS')).toMatchObject({ changed: true });
    expect(await step('SUCCESS')).toEqual({ from: 'SUCCESS', to: 'SUCCESS', changed: false });
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'SUCCESS', version: 2 });
    expect((await history(orderId)).map((h) => h.toStatus)).toEqual(['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'SUCCESS']);

    await expect(step('PAYMENT_FAILED')).rejects.toBeInstanceOf(IllegalOrderTransitionError);
    expect(log.warn).toHaveBeenCalledOnce();
    expect((await ctx.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('SUCCESS');
    await expect(ctx.app.db.transaction((tx) => transitionOrder(tx, 'SKPNOTHERE22', 'SUCCESS', 'x', log))).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('changes an order once when the same move arrives concurrently', async () => {
    const orderId = await newOrder();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.db.transaction((tx) => transitionOrder(tx, orderId, 'SUCCESS', 'webhook', fakeLog()))),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect((await history(orderId)).map((h) => h.toStatus)).toEqual(['CREATED', 'SUCCESS']);
  });
});
