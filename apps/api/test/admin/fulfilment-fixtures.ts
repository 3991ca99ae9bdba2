import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, payments, refunds, simulatedProviderRefunds } from '../../src/db/schema/index.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../fixtures/bookable-events.ts';
import { checkout, validDelivery, validUserInfo } from '../fixtures/checkout.ts';
import { initiate } from '../fixtures/orders.ts';
import { signIn } from '../fixtures/sign-in.ts';
import { payInBrowser, settleWebhooks } from '../features/payment/checkout-flow.ts';

export type PaidOrder = { orderId: string; totalPaise: number; templeId: string; userToken: string };

/** A devotee's puja order through the real cart and checkout; with `prasad`, paid prasad and a delivery address. */
export async function bookOrder(app: FastifyInstance, { prasad = false } = {}) {
  const user = await signIn(app);
  const event = (await findSeededEvents(app.db)).fixedPujaPaidPrasad;
  const cat = await catalogueOf(app.db, event.id);
  let cart = await setCartLine(app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  if (prasad) cart = await setCartLine(app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.prasad!.id, subType: 'PRASAD', quantity: 1 });
  const orderId = await checkout(app, user.token, { cartId: cart.cartId, userInfo: validUserInfo, ...(prasad ? { deliveryInfo: validDelivery } : {}) });
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return { orderId, totalPaise: row!.totalPaise, templeId: row!.templeId, userToken: user.token };
}

/**
 * Booked and paid in the simulated checkout (its webhooks settled): status SUCCESS. Unless `due`
 * is false, its puja time is then moved an hour into the past, so it may be marked performed.
 */
export async function paidOrder(app: FastifyInstance, options: { prasad?: boolean; due?: boolean } = {}): Promise<PaidOrder> {
  const booked = await bookOrder(app, options);
  const co = await initiate(app, booked.userToken, booked.orderId);
  await payInBrowser(app, co, 'pay');
  await settleWebhooks(app);
  if (options.due !== false) await makeDue(app, booked.orderId);
  return booked;
}

/** The puja's scheduled time has come: an hour ago. */
export async function makeDue(app: FastifyInstance, orderId: string, at: SQL | Date = sql`now() - interval '1 hour'`): Promise<void> {
  await app.db.update(orders).set({ eventDateTime: at }).where(eq(orders.id, orderId));
}

export const key = () => randomUUID();

export const orderRow = async (app: FastifyInstance, orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

export const refundsOf = (app: FastifyInstance, orderId: string) => app.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** Refunds the simulated provider made for the order's payment: the stand-in's own count of provider calls that paid. */
export async function providerRefundsOf(app: FastifyInstance, orderId: string) {
  const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
  return app.db.select().from(simulatedProviderRefunds).where(eq(simulatedProviderRefunds.paymentId, payment!.providerPaymentId!));
}
