import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAID_ORDER_STATUSES, TAKINGS_DAYS, type TDashboard, type TDashboardPuja } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events, orders, paymentExceptions, payments, refunds, temples } from '../../db/schema/index.ts';
import { addIstDays, istDay, istDayRange } from '../../lib/ist-day.ts';
import { can, templeScope } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

const PAID = [...PAID_ORDER_STATUSES];

/** The IST day of a timestamp column, in SQL (a fixed offset: India has no daylight saving). */
const istDayOf = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * The day's work at a glance. Every figure is scoped to the staff member's temples (through the
 * order each row belongs to) and counted by the database: nothing here grows with the number of
 * orders sent to the browser.
 */
export async function getDashboard(db: Db, staff: StaffCaller, now = new Date()): Promise<TDashboard> {
  const scope = templeScope(staff);
  const inScope = (column: AnyColumn): SQL[] => (scope ? [scope.length ? inArray(column, [...scope]) : sql`false`] : []);
  const today = istDay(now);
  const tomorrow = addIstDays(today, 1);
  const firstTakingsDay = addIstDays(today, -(TAKINGS_DAYS - 1));
  const since = istDayRange(firstTakingsDay).from;
  const scopedOrders = scope
    ? db
        .select({ id: orders.id })
        .from(orders)
        .where(and(...inScope(orders.templeId)))
    : undefined;
  const ofScopedOrder = (column: AnyColumn) => (scopedOrders ? [inArray(column, scopedOrders)] : []);

  const [todays, tomorrows, [video], [shipment], [refundsPending], exceptions, captured, refunded] = await Promise.all([
    pujasOn(db, today, inScope),
    pujasOn(db, tomorrow, inScope),
    db
      .select({ n: count() })
      .from(orders)
      // Literal predicates, matching the partial indexes of migration 0005 (COMPLETED always has its video).
      .where(
        and(sql`${orders.videoUrl} is null and ${orders.status} in ('SUCCESS', 'IN TRANSIT')`, lt(orders.eventDateTime, now), ...inScope(orders.templeId)),
      ),
    db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          // Checkout keeps a delivery address exactly when prasad was booked (checkout-details.ts).
          sql`${orders.shippedAt} is null and ${orders.shipping} is not null and ${orders.status} in ('SUCCESS', 'IN TRANSIT', 'COMPLETED')`,
          ...inScope(orders.templeId),
        ),
      ),
    db
      .select({ n: count() })
      .from(refunds)
      .where(and(eq(refunds.status, 'PENDING'), ...ofScopedOrder(refunds.orderId))),
    can(staff.role, 'exceptions.manage')
      ? db
          .select({ n: count() })
          .from(paymentExceptions)
          .where(and(isNull(paymentExceptions.resolvedAt), ...ofScopedOrder(paymentExceptions.orderId)))
      : Promise.resolve(null),
    db
      .select({ day: istDayOf(payments.updatedAt), paise: sql<string>`sum(${payments.amountPaise})` })
      .from(payments)
      .where(and(eq(payments.status, 'CAPTURED'), gte(payments.updatedAt, since), ...ofScopedOrder(payments.orderId)))
      .groupBy(sql`1`),
    db
      .select({ day: istDayOf(refunds.updatedAt), paise: sql<string>`sum(${refunds.amountPaise})` })
      .from(refunds)
      .where(and(eq(refunds.status, 'PROCESSED'), gte(refunds.updatedAt, since), ...ofScopedOrder(refunds.orderId)))
      .groupBy(sql`1`),
  ]);

  const byDay = (rows: { day: string; paise: string }[]) => new Map(rows.map((r) => [r.day, Number(r.paise)]));
  const capturedByDay = byDay(captured);
  const refundedByDay = byDay(refunded);
  const takings = Array.from({ length: TAKINGS_DAYS }, (_, i) => {
    const date = addIstDays(firstTakingsDay, i);
    const capturedPaise = capturedByDay.get(date) ?? 0;
    const refundedPaise = refundedByDay.get(date) ?? 0;
    return { date, capturedPaise, refundedPaise, netPaise: capturedPaise - refundedPaise };
  });

  return {
    today,
    tomorrow,
    todaysPujas: todays,
    tomorrowsPujas: tomorrows,
    awaitingVideo: video?.n ?? 0,
    awaitingShipment: shipment?.n ?? 0,
    refundsPending: refundsPending?.n ?? 0,
    openExceptions: exceptions ? (exceptions[0]?.n ?? 0) : null,
    takings,
  };
}

/**
 * The pujas of an IST day: every event scheduled that day (even with no orders yet) and every
 * event with paid orders that day (a date option of a puja on request), with its paid-order count.
 */
async function pujasOn(db: Db, day: string, inScope: (column: AnyColumn) => SQL[]): Promise<TDashboardPuja[]> {
  const { from, to } = istDayRange(day);
  const paidOrders = count();
  const [booked, scheduled] = await Promise.all([
    db
      .select({ eventId: orders.eventId, paidOrders })
      .from(orders)
      .where(and(inArray(orders.status, PAID), gte(orders.eventDateTime, from), lt(orders.eventDateTime, to), ...inScope(orders.templeId)))
      .groupBy(orders.eventId),
    db
      .select({ eventId: events.id })
      .from(events)
      .where(
        and(gte(events.eventDateTime, from), lt(events.eventDateTime, to), inArray(events.status, ['PUBLISHED', 'UNPUBLISHED']), ...inScope(events.templeId)),
      ),
  ]);
  const counts = new Map(booked.map((b) => [b.eventId, b.paidOrders]));
  for (const s of scheduled) if (!counts.has(s.eventId)) counts.set(s.eventId, 0);
  if (!counts.size) return [];
  const names = await db
    .select({ eventId: events.id, nameEn: events.nameEn, nameHi: events.nameHi, templeNameEn: temples.nameEn, templeNameHi: temples.nameHi })
    .from(events)
    .innerJoin(temples, eq(temples.id, events.templeId))
    .where(inArray(events.id, [...counts.keys()]))
    .orderBy(asc(events.nameEn));
  return names.map((n) => ({ ...n, date: day, paidOrders: counts.get(n.eventId) ?? 0 })).sort((a, b) => b.paidOrders - a.paidOrders);
}
