import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TOrderStatus } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, refunds } from '../../db/schema/index.ts';
import { istDay } from '../../lib/ist-day.ts';
import { SHIPMENT_MESSAGES } from '../../lib/messages/shipments.ts';
import { templeScope } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { FULFIL_MESSAGES, sameTracking } from '../fulfilment/fulfil-order.ts';
import type { OccurrenceKey } from './occurrence-key.ts';
import type { ShipmentRow } from './shipments-file.ts';

/** Why a row cannot be applied: the single action's code and text where it is the same rule. */
export const ROW_PROBLEMS = {
  orderIdMissing: { code: 'ORDER_ID_MISSING', message: SHIPMENT_MESSAGES.orderIdMissing },
  orderUnknown: { code: 'ORDER_UNKNOWN', message: SHIPMENT_MESSAGES.orderUnknown },
  otherOccurrence: { code: 'ORDER_OTHER_OCCURRENCE', message: SHIPMENT_MESSAGES.otherOccurrence },
  cancelled: { code: 'ORDER_CANCELLED', message: SHIPMENT_MESSAGES.cancelled },
  notPaid: { code: 'ORDER_NOT_PAID', message: FULFIL_MESSAGES.notPaid },
  refunded: { code: 'ORDER_REFUNDED', message: SHIPMENT_MESSAGES.refunded },
  noPrasad: { code: 'ORDER_NO_PRASAD', message: FULFIL_MESSAGES.noPrasad },
  alreadyShipped: { code: 'ORDER_ALREADY_SHIPPED', message: FULFIL_MESSAGES.alreadyShipped },
  delivered: { code: 'ORDER_ALREADY_DELIVERED', message: FULFIL_MESSAGES.deliveredTracking },
  notPerformed: { code: 'ORDER_NOT_PERFORMED', message: FULFIL_MESSAGES.shipAfterPerformed },
  orderTwice: { code: 'ORDER_TWICE', message: SHIPMENT_MESSAGES.orderTwice },
  courierMissing: { code: 'COURIER_MISSING', message: SHIPMENT_MESSAGES.courierMissing },
  awbMissing: { code: 'AWB_MISSING', message: SHIPMENT_MESSAGES.awbMissing },
  urlInvalid: { code: 'URL_INVALID', message: SHIPMENT_MESSAGES.urlInvalid },
  awbTwice: { code: 'AWB_TWICE', message: SHIPMENT_MESSAGES.awbTwice },
  awbInUse: { code: 'AWB_IN_USE', message: SHIPMENT_MESSAGES.awbInUse },
} as const;
export type RowProblem = (typeof ROW_PROBLEMS)[keyof typeof ROW_PROBLEMS];

/** `replaces`: the AWB recorded for a shipped parcel whose row corrects its tracking (decision 297). */
export type RowCheck = ShipmentRow & { devoteeName: string | null; problem: RowProblem | null; replaces: string | null };

const PAID: readonly TOrderStatus[] = ['SUCCESS', 'IN TRANSIT', 'COMPLETED'];
const filled = (value: string, max: number) => value.length > 0 && value.length <= max;
const isHttps = (value: string) => value.length <= 2000 && URL.canParse(value) && new URL(value).protocol === 'https:';

/** How often each non-empty value occurs in the file. */
function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** What the database says about the file's orders and AWBs, read once for all rows. */
async function factsOf(db: Db, rows: ShipmentRow[]) {
  const ids = [...new Set(rows.map((r) => r.orderId).filter(Boolean))];
  const awbs = [...new Set(rows.map((r) => r.trackingNumber).filter(Boolean))];
  const none = Promise.resolve([]);
  const [found, prasadLines, refunded, awbOwners] = await Promise.all([
    ids.length ? db.select().from(orders).where(inArray(orders.id, ids)) : none,
    ids.length
      ? db
          .selectDistinct({ orderId: orderItems.orderId })
          .from(orderItems)
          .where(and(inArray(orderItems.orderId, ids), eq(orderItems.subType, 'PRASAD')))
      : none,
    ids.length
      ? db
          .selectDistinct({ orderId: refunds.orderId })
          .from(refunds)
          .where(and(inArray(refunds.orderId, ids), ne(refunds.status, 'FAILED')))
      : none,
    awbs.length ? db.select({ id: orders.id, awb: orders.trackingNumber }).from(orders).where(inArray(orders.trackingNumber, awbs)) : none,
  ]);
  return {
    order: new Map(found.map((o) => [o.id, o])),
    hasPrasadLine: new Set(prasadLines.map((l) => l.orderId)),
    hasRefund: new Set(refunded.map((r) => r.orderId)),
    awbOwners: awbOwners as { id: string; awb: string | null }[],
  };
}

/**
 * Every row checked against the occurrence, nothing written (decision 183). Each row gets the
 * first problem found, in the order an operator would fix them: the order itself (unknown — also
 * when it is another temple's, so no other temple's order is revealed — another puja date, not
 * paid, refunded, no prasad, delivered or shipped with this very tracking, not performed), then
 * the row's own fields, then what clashes with other rows or orders (the same order or AWB twice in
 * the file, an AWB another order already has). A shipped parcel's row with other tracking corrects
 * it (decision 297). The single action checks its own rules again under the order's lock.
 */
export async function checkShipments(db: Db, staff: StaffCaller, key: OccurrenceKey, rows: ShipmentRow[]): Promise<RowCheck[]> {
  const facts = await factsOf(db, rows);
  const scope = templeScope(staff);
  const orderCount = tally(rows.map((r) => r.orderId));
  const awbCount = tally(rows.map((r) => r.trackingNumber));
  return rows.map((row) => {
    const order = facts.order.get(row.orderId);
    const visible = order && (!scope || scope.includes(order.templeId)) ? order : undefined;
    const ours = visible && visible.eventId === key.eventId && istDay(visible.eventDateTime) === key.date ? visible : undefined;
    const problem = ((): RowProblem | null => {
      if (!row.orderId) return ROW_PROBLEMS.orderIdMissing;
      if (!visible) return ROW_PROBLEMS.orderUnknown;
      if (!ours) return ROW_PROBLEMS.otherOccurrence;
      if (ours.status === 'CANCELLED') return ROW_PROBLEMS.cancelled;
      if (!PAID.includes(ours.status)) return ROW_PROBLEMS.notPaid;
      if (facts.hasRefund.has(ours.id)) return ROW_PROBLEMS.refunded;
      if (!ours.shipping && !facts.hasPrasadLine.has(ours.id)) return ROW_PROBLEMS.noPrasad;
      // A shipped parcel's row corrects its tracking (decision 297), until delivered; the same tracking is nothing to do.
      if (ours.shippedAt && ours.deliveredAt) return ROW_PROBLEMS.delivered;
      if (ours.shippedAt && sameTracking(ours, row)) return ROW_PROBLEMS.alreadyShipped;
      if (!ours.shippedAt && ours.status === 'IN TRANSIT') return ROW_PROBLEMS.alreadyShipped;
      if (!ours.shippedAt && !ours.performedOn) return ROW_PROBLEMS.notPerformed;
      if ((orderCount.get(row.orderId) ?? 0) > 1) return ROW_PROBLEMS.orderTwice;
      if (!filled(row.courierName, 100)) return ROW_PROBLEMS.courierMissing;
      if (!filled(row.trackingNumber, 100)) return ROW_PROBLEMS.awbMissing;
      if (!isHttps(row.trackingUrl)) return ROW_PROBLEMS.urlInvalid;
      if ((awbCount.get(row.trackingNumber) ?? 0) > 1) return ROW_PROBLEMS.awbTwice;
      if (facts.awbOwners.some((o) => o.awb === row.trackingNumber && o.id !== row.orderId)) return ROW_PROBLEMS.awbInUse;
      return null;
    })();
    return { ...row, devoteeName: ours?.devoteeName ?? null, problem, replaces: !problem && ours?.shippedAt ? ours.trackingNumber : null };
  });
}
