import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, shipmentScans } from '../../db/schema/index.ts';
import { canMarkDelivered, markDeliveredIn } from '../../admin/fulfilment/fulfil-order.ts';
import { lockOrder } from '../../admin/fulfilment/locked-order.ts';
import type { TrackingUpdate } from './shiprocket-tracking.ts';

export type TrackingOutcome =
  { kind: 'unknown-awb' } | { kind: 'ambiguous-awb'; orders: number } | { kind: 'applied'; orderId: string; stored: number; delivered: boolean };

const latest = (update: TrackingUpdate) => {
  const times = update.scans.map((s) => s.at.getTime());
  if (update.currentAt) times.push(update.currentAt.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
};

/** A time the carrier sets ahead of ours (a zone misread, a skewed clock) is taken as now. */
const notAfterNow = (at: Date) => (at.getTime() > Date.now() ? new Date() : at);

/**
 * Applies one tracking update (decision 182), in one transaction under the order's row lock:
 * - the order is the one whose AWB it is; an AWB no order has (or, never expected, several) is
 *   logged and nothing is written;
 * - each scan is stored once: carriers resend whole histories, and (AWB, scan time, status) is
 *   unique, so a scan seen before is skipped by the insert itself;
 * - the order's shipment_status / _at follow the newest time seen (updates may arrive out of order);
 * - "delivered" moves the order through the console's own markDelivered (history step, audit with
 *   the system as actor, the PRASAD_DELIVERED message), at the delivery scan's time, once: when
 *   staff (or an earlier update) already marked it delivered, nothing more happens.
 */
export async function applyTrackingUpdate(db: Db, carrier: string, update: TrackingUpdate, log: FastifyBaseLogger): Promise<TrackingOutcome> {
  const matches = await db.select({ id: orders.id }).from(orders).where(eq(orders.trackingNumber, update.awb)).limit(2);
  if (matches.length === 0) return { kind: 'unknown-awb' };
  if (matches.length > 1) return { kind: 'ambiguous-awb', orders: matches.length };
  const orderId = matches[0]!.id;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const stored =
      update.scans.length === 0
        ? []
        : await tx
            .insert(shipmentScans)
            .values(
              update.scans.map((s) => ({ orderId, carrier, awb: update.awb, status: s.status, location: s.location, activity: s.activity, scannedAt: s.at })),
            )
            .onConflictDoNothing({ target: [shipmentScans.awb, shipmentScans.scannedAt, shipmentScans.status] })
            .returning({ id: shipmentScans.id });
    const newest = latest(update);
    const status = update.currentStatus ?? [...update.scans].sort((a, b) => b.at.getTime() - a.at.getTime())[0]?.status;
    if (newest && status && (!order.shipmentStatusAt || newest >= order.shipmentStatusAt)) {
      await tx
        .update(orders)
        .set({ shipmentStatus: status, shipmentStatusAt: newest, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    }
    let delivered = false;
    if (update.delivered && canMarkDelivered(order)) {
      const scan = update.scans.filter((s) => s.status === 'DELIVERED').sort((a, b) => b.at.getTime() - a.at.getTime())[0];
      const deliveredAt = notAfterNow(scan?.at ?? update.currentAt ?? new Date());
      await markDeliveredIn(tx, { log, actor: { system: `${carrier} tracking webhook` }, orderId, body: { deliveredAt } });
      delivered = true;
    }
    return { kind: 'applied' as const, orderId, stored: stored.length, delivered };
  });
}
