import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderActionPath } from '@sankalp/contract';
import { orderMessages, orders } from '../../../src/db/schema/index.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, validDelivery, validUserInfo } from '../../fixtures/checkout.ts';
import { initiate } from '../../fixtures/orders.ts';
import { signIn } from '../../fixtures/sign-in.ts';
import { payInBrowser, settleWebhooks } from '../../features/payment/checkout-flow.ts';
import { adminCall, type StaffSession } from '../helpers.ts';

/**
 * An occurrence of its own for one test file: the seeded fixed-date puja on a past IST day no
 * other file uses (on PostgreSQL every file shares one database), so "the occurrence's orders" is
 * exactly what this file booked. Past, so the puja may already be marked performed.
 */
export async function ownOccurrence(app: FastifyInstance) {
  const event = (await findSeededEvents(app.db)).fixedPujaPaidPrasad;
  const day = new Date(Date.UTC(2001, 0, 1) + randomInt(8000) * 86_400_000).toISOString().slice(0, 10);
  return { eventId: event.id, date: day, templeId: event.templeId, at: new Date(`${day}T10:30:00+05:30`) };
}

export type Occurrence = Awaited<ReturnType<typeof ownOccurrence>>;

type Booking = { prasad?: boolean; name?: string; paid?: boolean; occurrence?: Occurrence };

/** A devotee's puja order through the real cart and checkout (prasad: paid prasad and an address), paid unless told, moved to the occurrence's day. */
export const book = async (app: FastifyInstance, booking: Booking = {}): Promise<string> => (await bookFor(app, booking)).orderId;

/** book, with the devotee's token (for the site's order page). */
export async function bookFor(app: FastifyInstance, { prasad = true, name = validUserInfo.name, paid = true, occurrence }: Booking = {}) {
  const user = await signIn(app);
  const event = (await findSeededEvents(app.db)).fixedPujaPaidPrasad;
  const cat = await catalogueOf(app.db, event.id);
  let cart = await setCartLine(app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  if (prasad) cart = await setCartLine(app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.prasad!.id, subType: 'PRASAD', quantity: 1 });
  const orderId = await checkout(app, user.token, {
    cartId: cart.cartId,
    userInfo: { ...validUserInfo, name },
    ...(prasad ? { deliveryInfo: validDelivery } : {}),
  });
  if (paid) {
    await payInBrowser(app, await initiate(app, user.token, orderId), 'pay');
    await settleWebhooks(app);
  }
  if (occurrence) await app.db.update(orders).set({ eventDateTime: occurrence.at }).where(eq(orders.id, orderId));
  return { orderId, token: user.token };
}

/**
 * The order page's "Mark performed", as staff press it, a minute after the puja's time (a puja
 * still to come is first moved an hour into the past: performed is allowed only from its time).
 */
export async function perform(app: FastifyInstance, session: StaffSession, orderId: string): Promise<void> {
  const [order] = await app.db.select({ at: orders.eventDateTime }).from(orders).where(eq(orders.id, orderId));
  let at = order!.at;
  if (at.getTime() > Date.now() - 60_000) {
    at = new Date(Date.now() - 3600_000);
    await app.db.update(orders).set({ eventDateTime: at }).where(eq(orders.id, orderId));
  }
  const performedAt = new Date(at.getTime() + 60_000);
  const performedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(performedAt);
  const res = await adminCall(app, 'POST', orderActionPath('performed', orderId), { session, body: { performedOn, performedAt: performedAt.toISOString() } });
  if (res.statusCode !== 200) throw new Error(`performed answered ${res.statusCode} ${res.body}`);
}

/** The order page's "Ship prasad". */
export async function ship(app: FastifyInstance, session: StaffSession, orderId: string, awb: string): Promise<void> {
  const body = { courierName: 'Delhivery', trackingNumber: awb, trackingUrl: `https://www.delhivery.com/track/package/${awb}` };
  const res = await adminCall(app, 'POST', orderActionPath('ship', orderId), { session, body });
  if (res.statusCode !== 200) throw new Error(`ship answered ${res.statusCode} ${res.body}`);
}

/** A unique AWB, as a courier would assign. */
export const awb = () => `AWB${Date.now().toString(36).toUpperCase()}${randomInt(1e9).toString(36).toUpperCase()}`;

export const rowsOf = (app: FastifyInstance, ids: string[]) => app.db.select().from(orders).where(inArray(orders.id, ids));
export const messagesOf = (app: FastifyInstance, ids: string[]) => app.db.select().from(orderMessages).where(inArray(orderMessages.orderId, ids));
