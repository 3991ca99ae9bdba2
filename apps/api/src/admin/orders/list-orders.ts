import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDER_PAGE_SIZE, PAID_ORDER_STATUSES, type TAdminOrderList, type TOrderPaymentFilter, type TOrderStatus } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, refunds, temples, users } from '../../db/schema/index.ts';
import { istDayRange } from '../../lib/ist-day.ts';
import { assertTempleAccess, templeScope } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { afterCursor, cursorTimestamp, decodeCursor, encodeCursor } from './order-cursor.ts';
import { classifySearch, searchCondition } from './order-search.ts';

export type OrderListFilters = {
  status?: TOrderStatus[];
  templeId?: string;
  eventId?: string;
  pujaDate?: string;
  payment?: TOrderPaymentFilter;
  q?: string;
  cursor?: string;
};

const UNPAID: TOrderStatus[] = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION'];

function paymentCondition(payment: TOrderPaymentFilter): SQL {
  switch (payment) {
    case 'paid':
      return inArray(orders.status, [...PAID_ORDER_STATUSES]);
    case 'unpaid':
      return inArray(orders.status, UNPAID);
    case 'failed':
      return eq(orders.status, 'PAYMENT_FAILED');
    case 'refunded':
      return sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'PROCESSED')`;
  }
}

/** The staff member's temples (none for an unassigned priest: nothing), then each filter given. */
export function orderConditions(db: Db, staff: StaffCaller, filters: Omit<OrderListFilters, 'cursor'>): SQL[] {
  const conditions: SQL[] = [];
  const scope = templeScope(staff);
  if (scope) conditions.push(scope.length ? inArray(orders.templeId, [...scope]) : sql`false`);
  if (filters.templeId) {
    assertTempleAccess(staff, filters.templeId);
    conditions.push(eq(orders.templeId, filters.templeId));
  }
  if (filters.eventId) conditions.push(eq(orders.eventId, filters.eventId));
  if (filters.status?.length) conditions.push(inArray(orders.status, filters.status));
  if (filters.pujaDate) {
    const { from, to } = istDayRange(filters.pujaDate);
    conditions.push(gte(orders.eventDateTime, from), lt(orders.eventDateTime, to));
  }
  if (filters.payment) conditions.push(paymentCondition(filters.payment));
  if (filters.q) conditions.push(searchCondition(db, classifySearch(filters.q)));
  return conditions;
}

/**
 * One page of the console's order list, newest first. Keyset paging (never OFFSET): the page is
 * read from an index in (created_at, id) order and stops after 51 rows, however deep it is. Item
 * names are fetched for those 50 orders only, after the page is known.
 */
export async function listOrders(db: Db, staff: StaffCaller, filters: OrderListFilters): Promise<TAdminOrderList> {
  const conditions = orderConditions(db, staff, filters);
  if (filters.cursor) conditions.push(afterCursor(decodeCursor(filters.cursor)));
  const rows = await db
    .select({
      orderId: orders.id,
      cursorAt: cursorTimestamp,
      createdAt: orders.createdAt,
      status: orders.status,
      devoteeName: orders.devoteeName,
      phone: users.phone,
      whatsappNumber: orders.whatsappNumber,
      eventNameEn: orders.eventNameEn,
      eventNameHi: orders.eventNameHi,
      templeId: orders.templeId,
      templeNameEn: temples.nameEn,
      templeNameHi: temples.nameHi,
      eventDateTime: orders.eventDateTime,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_ORDER_PAGE_SIZE + 1);

  const page = rows.slice(0, ADMIN_ORDER_PAGE_SIZE);
  const last = rows.length > ADMIN_ORDER_PAGE_SIZE ? page.at(-1) : undefined;
  const summaries = await itemSummaries(
    db,
    page.map((r) => r.orderId),
  );
  return {
    items: page.map(({ createdAt, eventDateTime, ...row }) => ({
      ...omitCursor(row),
      createdAt: createdAt.toISOString(),
      eventDateTime: eventDateTime.toISOString(),
      itemsSummaryEn: summaries.get(row.orderId)?.en ?? '',
      itemsSummaryHi: summaries.get(row.orderId)?.hi ?? '',
    })),
    nextCursor: last ? encodeCursor({ createdAt: last.cursorAt, id: last.orderId }) : null,
  };
}

/** The page's cursor column is for nextCursor only, not part of a row. */
const omitCursor = <T extends { cursorAt: string }>(row: T): Omit<T, 'cursorAt'> => {
  const copy: Partial<T> = { ...row };
  delete copy.cursorAt;
  return copy as Omit<T, 'cursorAt'>;
};

/** "Family package ×1, Prasad ×1" per order, in both languages. */
async function itemSummaries(db: Db, orderIds: string[]): Promise<Map<string, { en: string; hi: string }>> {
  const summaries = new Map<string, { en: string[]; hi: string[] }>();
  if (!orderIds.length) return new Map();
  const lines = await db
    .select({ orderId: orderItems.orderId, nameEn: orderItems.nameEn, nameHi: orderItems.nameHi, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const line of lines) {
    const summary = summaries.get(line.orderId) ?? { en: [], hi: [] };
    summary.en.push(`${line.nameEn} ×${line.quantity}`);
    summary.hi.push(`${line.nameHi} ×${line.quantity}`);
    summaries.set(line.orderId, summary);
  }
  return new Map([...summaries].map(([id, s]) => [id, { en: s.en.join(', '), hi: s.hi.join(', ') }]));
}
