import { and, eq, sql } from 'drizzle-orm';
import { SANKALP_MESSAGES, type Language, type TOrderSankalp, type TUpdateSankalpInput } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events, orderItems, orders, participantOptions, pujaPackages, temples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../../admin/core/audit.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ParticipantRules } from '../cart/cart-rules.ts';
import { entryKey } from '../cart/catalogue.ts';
import { checkNames } from './checkout-details.ts';
import { ORDER_ID_SHAPE } from './order-id.ts';
import { orderNotFound } from './order-status.ts';
import { isSankalpEditable, sankalpClosesAt, toOrderSankalp } from './sankalp.ts';

export const sankalpLocked = () => new AppError('SANKALP_LOCKED', 409, SANKALP_MESSAGES.locked);

/**
 * How many names the booked order may hold: the package it was booked with (its size today), or
 * the event's participant option — read whatever the event's publish state, since the order
 * outlives the listing.
 */
async function participantRules(tx: Db, eventId: string): Promise<ParticipantRules> {
  const packages = await tx
    .select({ id: pujaPackages.id, maxUserAllowed: pujaPackages.maxUserAllowed })
    .from(pujaPackages)
    .where(eq(pujaPackages.eventId, eventId));
  const [participant] = await tx
    .select({ id: participantOptions.id, maxUserAllowed: participantOptions.maxUserAllowed })
    .from(participantOptions)
    .where(eq(participantOptions.eventId, eventId))
    .limit(1);
  return { entries: new Map(packages.map((p) => [entryKey('PUJA_PACKAGE', p.id), { maxUserAllowed: p.maxUserAllowed }])), participant };
}

/**
 * POST /order/sankalp: the devotee corrects name, gotra and additional names of their own order
 * until the booking closes (sankalp.ts). Under the order's row lock, so it cannot cross the
 * operator marking the puja performed or a cancel; the change and its audit entry commit together.
 */
export async function updateSankalp(db: Db, user: AuthUser, input: TUpdateSankalpInput, language: Language, now = new Date()): Promise<TOrderSankalp> {
  const id = input.orderId.toUpperCase();
  if (!ORDER_ID_SHAPE.test(id)) throw orderNotFound();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, user.userId)))
      .for('update');
    if (!order) throw orderNotFound();
    const [event] = await tx.select({ bookingClosesAt: events.bookingClosesAt }).from(events).where(eq(events.id, order.eventId));
    const closesAt = sankalpClosesAt(event?.bookingClosesAt, order.eventDateTime);
    if (!isSankalpEditable(order, closesAt, now)) throw sankalpLocked();

    const lines = await tx
      .select({ subType: orderItems.subType, itemId: orderItems.itemId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    const additionalNames = checkNames(input.additionalNames, lines, await participantRules(tx, order.eventId), {
      tooMany: SANKALP_MESSAGES.tooManyNames,
      atLeast: order.additionalNames.length,
    });

    const before = { name: order.devoteeName, gotra: order.gotra, additionalNames: order.additionalNames };
    const after = { name: input.name, gotra: input.gotra, additionalNames };
    const [updated] = await tx
      .update(orders)
      .set({ devoteeName: after.name, gotra: after.gotra, additionalNames: after.additionalNames, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    await recordAudit(tx, { devotee: user.userId, name: user.name }, { action: 'order.sankalp', entityType: 'order', entityId: id, before, after });
    const [temple] = await tx.select({ nameEn: temples.nameEn, nameHi: temples.nameHi }).from(temples).where(eq(temples.id, order.templeId));
    const templeName = (language === 'hindi' ? temple?.nameHi : temple?.nameEn) ?? '';
    return toOrderSankalp(updated!, { templeName, closesAt, now }, language);
  });
}
