import { and, eq, inArray, min } from 'drizzle-orm';
import { OCCURRENCE_MESSAGES, PAID_ORDER_STATUSES, type TBatchPerformedRequest, type TBatchResult } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { occurrences, orders } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { databaseNow, FULFIL_MESSAGES, performanceOf, performedAction } from '../fulfilment/fulfil-order.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { occurrenceEvent, occurrenceOrders, type OccurrenceKey } from './occurrence-key.ts';
import { runBatch, type BatchDeps } from './run-batch.ts';

/** The earliest puja time among the occurrence's paid orders: "performed" is allowed from then. */
export async function scheduledAt(db: Db, key: OccurrenceKey): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orders.eventDateTime) })
    .from(orders)
    .where(and(occurrenceOrders(key), inArray(orders.status, [...PAID_ORDER_STATUSES])));
  return row?.at ?? null;
}

/**
 * Marks every paid order of the occurrence performed at one time by one priest (issue 19). The
 * whole batch is refused before its scheduled time or with a time outside [scheduled, now]; then
 * each order goes through the single action (which checks the same again under its lock).
 */
export async function batchPerformed(deps: BatchDeps, staff: StaffCaller, key: OccurrenceKey, body: TBatchPerformedRequest): Promise<TBatchResult> {
  const event = await occurrenceEvent(deps.db, staff, key);
  const now = await databaseNow(deps.db);
  const performance = performanceOf({ performedAt: body.performedAt, priestName: body.priestName ?? null }, now);
  const request = { performedAt: performance.performedAt.toISOString(), priestName: performance.priestName };
  return runBatch(deps, staff, key, event.templeId, {
    batchId: body.batchId,
    action: 'PERFORMED',
    request,
    prepare: async (tx, occurrence) => {
      const scheduled = await scheduledAt(tx, key);
      if (!scheduled) throw new AppError('OCCURRENCE_NO_ORDERS', 409, OCCURRENCE_MESSAGES.noOrders);
      if (now < scheduled) throw new AppError('ORDER_NOT_YET_DUE', 409, OCCURRENCE_MESSAGES.notYetDue);
      if (performance.performedAt < scheduled) throw badRequest(FULFIL_MESSAGES.beforeScheduled);
      await tx
        .update(occurrences)
        .set({ performedAt: performance.performedAt, priestName: performance.priestName, updatedAt: now })
        .where(eq(occurrences.id, occurrence.id));
    },
    act: performedAction(performance, now, staff),
  });
}
