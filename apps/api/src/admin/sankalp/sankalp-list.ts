import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PAID_ORDER_STATUSES, type Language, type TSankalpEvent, type TSankalpList } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events, orderItems, orders, temples } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { istDayRange } from '../../lib/ist-day.ts';
import { assertTempleAccess, templeScope } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

export const EVENT_NOT_FOUND_MESSAGE = 'Event not found.';

/** Paid orders whose puja falls on the IST day, in the staff member's temples. */
function paidOnDay(staff: StaffCaller, day: string): SQL[] {
  const { from, to } = istDayRange(day);
  const scope = templeScope(staff);
  return [
    inArray(orders.status, [...PAID_ORDER_STATUSES]),
    gte(orders.eventDateTime, from),
    lt(orders.eventDateTime, to),
    ...(scope ? [scope.length ? inArray(orders.templeId, [...scope]) : sql`false`] : []),
  ];
}

/**
 * The names the priest reads out for one event on one day: every paid order, sorted by the
 * devotee's name so a name is found quickly on paper. Item names come from the order (what was
 * booked), not today's catalogue.
 */
export async function sankalpList(
  db: Db,
  staff: StaffCaller,
  query: { eventId: string; date: string; language: Language },
): Promise<{ list: TSankalpList; eventNameEn: string }> {
  const [event] = await db
    .select({ templeId: events.templeId, nameEn: events.nameEn, nameHi: events.nameHi, templeNameEn: temples.nameEn, templeNameHi: temples.nameHi })
    .from(events)
    .innerJoin(temples, eq(temples.id, events.templeId))
    .where(eq(events.id, query.eventId));
  if (!event) throw new AppError('NOT_FOUND', 404, EVENT_NOT_FOUND_MESSAGE);
  assertTempleAccess(staff, event.templeId);
  const hindi = query.language === 'hindi';
  const where = and(eq(orders.eventId, query.eventId), ...paidOnDay(staff, query.date));

  const [rows, lines] = await Promise.all([
    db
      .select({ orderId: orders.id, devoteeName: orders.devoteeName, gotra: orders.gotra, additionalNames: orders.additionalNames })
      .from(orders)
      .where(where)
      .orderBy(sql`lower(${orders.devoteeName})`, asc(orders.id)),
    db
      .select({ orderId: orderItems.orderId, name: hindi ? orderItems.nameHi : orderItems.nameEn, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
  ]);
  const items = new Map<string, { name: string; quantity: number }[]>();
  for (const { orderId, name, quantity } of lines) items.set(orderId, [...(items.get(orderId) ?? []), { name, quantity }]);
  const list = {
    eventId: query.eventId,
    eventName: hindi ? event.nameHi : event.nameEn,
    templeName: hindi ? event.templeNameHi : event.templeNameEn,
    date: query.date,
    language: query.language,
    count: rows.length,
    names: rows.reduce((n, r) => n + 1 + r.additionalNames.length, 0),
    lines: rows.map((r) => ({ ...r, items: items.get(r.orderId) ?? [] })),
  };
  return { list, eventNameEn: event.nameEn };
}

/** Events with paid orders on the day (the sankalp picker), busiest first. */
export async function sankalpEvents(db: Db, staff: StaffCaller, day: string): Promise<TSankalpEvent[]> {
  const paidOrders = count();
  return db
    .select({
      eventId: orders.eventId,
      nameEn: events.nameEn,
      nameHi: events.nameHi,
      templeNameEn: temples.nameEn,
      templeNameHi: temples.nameHi,
      paidOrders,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(temples, eq(temples.id, events.templeId))
    .where(and(...paidOnDay(staff, day)))
    .groupBy(orders.eventId, events.nameEn, events.nameHi, temples.nameEn, temples.nameHi)
    .orderBy(sql`${paidOrders} desc`, asc(events.nameEn));
}
