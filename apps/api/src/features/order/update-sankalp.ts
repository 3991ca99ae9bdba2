import { and, eq, sql } from 'drizzle-orm';
import { SANKALP_MESSAGES, type Language, type TOrderSankalp, type TUpdateSankalpInput } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events, orderItems, orders, orderStatusHistory, temples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../../admin/core/audit.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { checkNames } from './checkout-details.ts';
import { ORDER_ID_SHAPE } from './order-id.ts';
import { orderNotFound } from './order-status.ts';
import { isSankalpEditable, sankalpClosesAt, toOrderSankalp } from './sankalp.ts';
import { namesAllowed, participantRules } from './sankalp-names.ts';

export const sankalpLocked = () => new AppError('SANKALP_LOCKED', 409, SANKALP_MESSAGES.locked);

/**
 * POST /order/sankalp: the devotee corrects name, gotra and additional names of their own order
 * until the booking closes by the database's clock, and never once the timeline says "Sankalp
 * confirmed" (sankalp.ts). Under the order's row lock, so it cannot cross the
 * operator marking the puja performed or a cancel; the change and its audit entry commit together.
 */
export async function updateSankalp(db: Db, user: AuthUser, input: TUpdateSankalpInput, language: Language): Promise<TOrderSankalp> {
  const id = input.orderId.toUpperCase();
  if (!ORDER_ID_SHAPE.test(id)) throw orderNotFound();
  return db.transaction(async (tx) => {
    // The database's clock, as the sweep that records "Sankalp confirmed" reads it: one clock for
    // every API process, however far a process's own drifts.
    const [locked] = await tx
      .select({ order: orders, now: sql`now()`.mapWith(orders.updatedAt) })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, user.userId)))
      .for('update', { of: orders });
    if (!locked) throw orderNotFound();
    const { order, now } = locked;
    const [event] = await tx.select({ bookingClosesAt: events.bookingClosesAt }).from(events).where(eq(events.id, order.eventId));
    const [step] = await tx
      .select({ id: orderStatusHistory.id })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.step, 'SANKALP_CONFIRMED')))
      .limit(1);
    const lock = { closesAt: sankalpClosesAt(event?.bookingClosesAt, order.eventDateTime), now, confirmed: step !== undefined };
    if (!isSankalpEditable(order, lock)) throw sankalpLocked();

    const lines = await tx
      .select({ subType: orderItems.subType, itemId: orderItems.itemId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    const rules = await participantRules(tx, order.eventId);
    const additionalNames = checkNames(input.additionalNames, lines, rules, {
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
    const allowed = namesAllowed(lines, rules, Math.max(order.additionalNames.length, additionalNames.length));
    return toOrderSankalp(updated!, { ...lock, templeName, namesAllowed: allowed }, language);
  });
}
