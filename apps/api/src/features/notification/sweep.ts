import { and, eq, gte, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { events, orderMessages, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { recordStep } from '../order/order-status.ts';
import { queueOrderMessage } from './enqueue.ts';

/** India keeps one offset all year (no daylight saving): IST dates are computed from it. */
const IST_OFFSET_MS = 5.5 * 3_600_000;
/** Reminders go out from 09:00 IST the day before, not at midnight. */
const REMINDER_FROM_IST_HOUR = 9;
/** Orders handled per query; a sweep repeats until none is left. */
const SWEEP_BATCH = 200;

/** The IST calendar day of `at` as [its start, the next day's start) in real time. */
function istDay(at: Date, plusDays = 0): [Date, Date] {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const startUtc = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + plusDays) - IST_OFFSET_MS;
  return [new Date(startUtc), new Date(startUtc + 86_400_000)];
}

export const istHour = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();

/**
 * Queues PUJA_REMINDER for every paid puja (not yet performed) whose puja is tomorrow in India,
 * once it is 09:00 IST today. The dedupe key makes a second sweep, or another process's, a no-op.
 * Returns how many reminders were queued.
 */
export async function queuePujaReminders(db: Db, now: Date): Promise<number> {
  if (istHour(now) < REMINDER_FROM_IST_HOUR) return 0;
  const [from, to] = istDay(now, 1);
  let queued = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.type, 'PUJA'),
          inArray(orders.status, ['SUCCESS', 'IN TRANSIT']),
          isNull(orders.performedOn),
          gte(orders.eventDateTime, from),
          lt(orders.eventDateTime, to),
          notExists(
            db
              .select({ one: sql`1` })
              .from(orderMessages)
              .where(eq(orderMessages.dedupeKey, sql`${orders.id} || ':PUJA_REMINDER'`)),
          ),
        ),
      )
      .limit(SWEEP_BATCH);
    let wrote = 0;
    for (const { id } of due) {
      const did = await db.transaction(async (tx) => {
        // Under the order's lock, so a cancel or "performed" committing meanwhile is seen.
        const [order] = await tx.select({ status: orders.status, performedOn: orders.performedOn }).from(orders).where(eq(orders.id, id)).for('update');
        if (!order || !['SUCCESS', 'IN TRANSIT'].includes(order.status) || order.performedOn) return false;
        return queueOrderMessage(tx, id, 'PUJA_REMINDER');
      });
      if (did) wrote++;
    }
    queued += wrote;
    // A round that wrote nothing (another process got there first) would find the same rows again.
    if (due.length < SWEEP_BATCH || wrote === 0) return queued;
  }
}

/** The orders whose sankalp is still to be confirmed: paid, the puja not yet performed. */
const CONFIRMABLE = ['SUCCESS', 'IN TRANSIT'] as const;

/**
 * Records SANKALP_CONFIRMED on the timeline of every paid order, not yet performed, whose sankalp
 * can no longer be edited: the booking closed, or the puja's time came (whichever is first; the
 * devotee's sankalp edit uses the same rule). Orders already performed or completed are left
 * alone: on the first sweep after this shipped, a step dated now would land after their "video
 * ready" or "delivered". The step is dated when the sankalp closed (`least(close, now)`) unless
 * the order has a later step (then it stays dated now), so a late sweep still tells the story in order. Under the order's
 * lock, and only when the step is not there yet, so concurrent sweeps record it once. Returns how
 * many orders were confirmed.
 */
export async function confirmClosedSankalps(db: Db, now: Date): Promise<number> {
  const closes = sql`least(${events.bookingClosesAt}, ${orders.eventDateTime})`;
  const confirmed = (orderId: typeof orders.id) =>
    db
      .select({ one: sql`1` })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.step, 'SANKALP_CONFIRMED')));
  let done = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(and(inArray(orders.status, [...CONFIRMABLE]), isNull(orders.performedOn), lte(closes, now), notExists(confirmed(orders.id))))
      .limit(SWEEP_BATCH);
    let wrote = 0;
    for (const { id } of due) {
      const did = await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status, performedOn: orders.performedOn, closes: closes.mapWith(orders.eventDateTime) })
          .from(orders)
          .innerJoin(events, eq(events.id, orders.eventId))
          .where(eq(orders.id, id))
          .for('update', { of: orders });
        // Re-checked under the lock: "performed" or a cancel may have committed since the query.
        if (!order || !(CONFIRMABLE as readonly string[]).includes(order.status) || order.performedOn) return false;
        const [already] = await tx
          .select({ one: sql`1` })
          .from(orderStatusHistory)
          .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.step, 'SANKALP_CONFIRMED')));
        if (already) return false;
        const [last] = await tx
          .select({ at: sql`max(${orderStatusHistory.at})`.mapWith(orderStatusHistory.at) })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, id));
        await recordStep(tx, id, 'SANKALP_CONFIRMED', 'booking closed: sankalp final');
        // Dated when the sankalp closed; if a step came after that (paid late?), recordStep's "now" stays.
        const closedAt = new Date(Math.min(order.closes.getTime(), now.getTime()));
        if (!last?.at || last.at < closedAt) {
          await tx
            .update(orderStatusHistory)
            .set({ at: closedAt })
            .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.step, 'SANKALP_CONFIRMED')));
        }
        return true;
      });
      if (did) wrote++;
    }
    done += wrote;
    if (due.length < SWEEP_BATCH || wrote === 0) return done;
  }
}

/** The worker's periodic sweep: reminders, then confirmations. */
export async function sweepOrderMessages(db: Db, now: Date, log: FastifyBaseLogger): Promise<{ reminders: number; confirmed: number }> {
  const reminders = await queuePujaReminders(db, now);
  const confirmed = await confirmClosedSankalps(db, now);
  if (reminders + confirmed > 0) log.info({ reminders, confirmed }, 'message sweep');
  return { reminders, confirmed };
}
