import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../src/db/schema/index.ts';
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

/** Booked and paid in the simulated checkout (its webhooks settled): status SUCCESS. */
export async function paidOrder(app: FastifyInstance, options: { prasad?: boolean } = {}): Promise<PaidOrder> {
  const booked = await bookOrder(app, options);
  const co = await initiate(app, booked.userToken, booked.orderId);
  await payInBrowser(app, co, 'pay');
  await settleWebhooks(app);
  return booked;
}

export const key = () => randomUUID();

export const orderRow = async (app: FastifyInstance, orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
