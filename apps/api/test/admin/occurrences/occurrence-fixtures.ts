import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { occurrencePath, type TOccurrencePath } from '@sankalp/contract';
import { orders } from '../../../src/db/schema/index.ts';
import { adminCall, type StaffSession } from '../helpers.ts';
import { bookOrder, makeDue, paidOrder } from '../fulfilment-fixtures.ts';

export type Occurrence = { eventId: string; date: string; templeId: string; orderIds: string[]; unpaidIds: string[] };

/**
 * `paid` paid orders (and `unpaid` unpaid ones) of the seeded puja, all moved to `at` so they make
 * one occurrence of their own (each test picks another day, so tests never share an occurrence).
 */
export async function occurrenceOf(app: FastifyInstance, at: Date, { paid = 3, unpaid = 0, prasad = true } = {}): Promise<Occurrence> {
  const paidOrders = [];
  for (let i = 0; i < paid; i++) paidOrders.push(await paidOrder(app, { prasad, due: false }));
  const unpaidOrders = [];
  for (let i = 0; i < unpaid; i++) unpaidOrders.push(await bookOrder(app, { prasad }));
  const ids = [...paidOrders, ...unpaidOrders].map((o) => o.orderId);
  for (const id of ids) await makeDue(app, id, at);
  const [row] = await app.db.select({ eventId: orders.eventId, templeId: orders.templeId }).from(orders).where(inArray(orders.id, ids)).limit(1);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
  return { eventId: row!.eventId, date, templeId: row!.templeId, orderIds: paidOrders.map((o) => o.orderId), unpaidIds: unpaidOrders.map((o) => o.orderId) };
}

export const occurrenceCall = (
  app: FastifyInstance,
  session: StaffSession,
  path: TOccurrencePath,
  o: Pick<Occurrence, 'eventId' | 'date'> & { orderId?: string },
  body?: object,
  language?: 'hindi',
) => adminCall(app, body ? 'POST' : 'GET', occurrencePath(path, o), { session, body, language });

export const batchId = () => randomUUID();

export const statusOf = async (app: FastifyInstance, orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
