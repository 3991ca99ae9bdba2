import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TShipmentSkip, TShipmentsImportRequest, TShipmentsImportResult } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { occurrenceBatches, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { SHIPMENT_MESSAGES } from '../../lib/messages/shipments.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { correctTrackingIn, sameTracking, shipPrasadIn } from '../fulfilment/fulfil-order.ts';
import { lockOrderFor } from '../fulfilment/locked-order.ts';
import { findOccurrence, lockOccurrence, occurrenceEvent, type OccurrenceKey } from './occurrence-key.ts';
import { checkShipments, ROW_PROBLEMS, type RowCheck } from './shipments-check.ts';
import { readShipmentsFile } from './shipments-file.ts';

/** Orders shipped per transaction: each its own savepoint, the chunk's progress committed with them. */
export const IMPORT_CHUNK = 100;

/** The batch row's result while it runs: the answer so far, and which of the file's rows are settled. */
type Stored = TShipmentsImportResult & { settledRows: number[] };
type Deps = { db: Db; log: FastifyBaseLogger };
type Batch = typeof occurrenceBatches.$inferSelect;

const keyReused = () => new AppError('BATCH_KEY_REUSED', 409, SHIPMENT_MESSAGES.batchKeyReused);
const skipOf = (check: RowCheck, code: string, reason: string): TShipmentSkip => ({ orderId: check.orderId, row: check.row, code, reason });
const answer = (stored: Stored): TShipmentsImportResult => {
  const { settledRows, ...result } = stored;
  void settledRows;
  return result;
};

/** The same key must mean the same file for the same occurrence; anything else is a reused key. */
function assertSameRequest(batch: Batch, occurrenceId: string | undefined, csvSha256: string): void {
  if (batch.occurrenceId !== occurrenceId || batch.action !== 'SHIPMENTS_IMPORT' || batch.request.csvSha256 !== csvSha256) throw keyReused();
}

/**
 * The shipments import (decision 183). The file is checked as the preview checks it; the batch row
 * (id = the client's batchId) is written with the invalid rows as skipped; then the valid rows are
 * shipped IMPORT_CHUNK at a time, each through shipPrasadIn (lock, state machine, audit, the
 * PRASAD_SHIPPED message, exactly as the order page's Ship), in a savepoint so one order's failure
 * neither stops nor undoes the others. Each chunk locks the batch row and records its outcome in
 * the same transaction, so whatever happens the row says which orders were done. The same key
 * again: a finished batch answers its stored result without reading the file; an unfinished one
 * (two clicks at once, or a crash) carries on with the rows not settled yet.
 */
export async function importShipments(deps: Deps, staff: StaffCaller, key: OccurrenceKey, body: TShipmentsImportRequest): Promise<TShipmentsImportResult> {
  const event = await occurrenceEvent(deps.db, staff, key);
  const csvSha256 = createHash('sha256').update(body.csv).digest('hex');
  const [known] = await deps.db.select().from(occurrenceBatches).where(eq(occurrenceBatches.id, body.batchId));
  if (known) {
    assertSameRequest(known, (await findOccurrence(deps.db, key))?.id, csvSha256);
    if (known.finishedAt) return answer(known.result as Stored);
  }
  const checks = await checkShipments(deps.db, staff, key, readShipmentsFile(body.csv));
  if (!known) await startBatch(deps.db, staff, key, event.templeId, body.batchId, csvSha256, checks);
  for (let i = 0; i < checks.length; i += IMPORT_CHUNK) await applyChunk(deps, staff, body.batchId, checks.slice(i, i + IMPORT_CHUNK));
  return finishBatch(deps.db, body.batchId);
}

async function startBatch(db: Db, staff: StaffCaller, key: OccurrenceKey, templeId: string, batchId: string, csvSha256: string, checks: RowCheck[]) {
  await db.transaction(async (tx) => {
    const occurrence = await lockOccurrence(tx, key, templeId);
    const invalid = checks.filter((c) => c.problem);
    const result: Stored = {
      batchId,
      action: 'SHIPMENTS_IMPORT',
      done: [],
      skipped: invalid.map((c) => skipOf(c, c.problem!.code, c.problem!.message)),
      failed: [],
      finishedAt: '',
      settledRows: invalid.map((c) => c.row),
    };
    await tx
      .insert(occurrenceBatches)
      .values({
        id: batchId,
        occurrenceId: occurrence.id,
        action: 'SHIPMENTS_IMPORT',
        request: { csvSha256, rows: checks.length },
        result,
        requestedBy: staff.staffId,
      })
      .onConflictDoNothing({ target: occurrenceBatches.id });
    // A request with the same key got there first: it must have been for this very file.
    const [row] = await tx.select().from(occurrenceBatches).where(eq(occurrenceBatches.id, batchId));
    assertSameRequest(row!, occurrence.id, csvSha256);
  });
}

async function lockBatch(tx: Db, batchId: string): Promise<Stored> {
  const [row] = await tx.select().from(occurrenceBatches).where(eq(occurrenceBatches.id, batchId)).for('update');
  return row!.result as Stored;
}

async function applyChunk(deps: Deps, staff: StaffCaller, batchId: string, chunk: RowCheck[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const result = await lockBatch(tx, batchId);
    const settled = new Set(result.settledRows);
    const open = chunk.filter((check) => !settled.has(check.row));
    if (open.length === 0) return;
    for (const check of open) {
      result.settledRows.push(check.row);
      // Resuming, a row may have become invalid since the first check (someone shipped it meanwhile).
      if (check.problem) {
        result.skipped.push(skipOf(check, check.problem.code, check.problem.message));
        continue;
      }
      try {
        await tx.transaction((sp) => shipRow(sp, deps.log, staff, check));
        result.done.push(check.orderId);
      } catch (error) {
        if (error instanceof AppError) result.skipped.push(skipOf(check, error.code, error.message));
        else {
          deps.log.error({ err: error, orderId: check.orderId, batchId }, 'shipments import: an order could not be shipped');
          result.failed.push(skipOf(check, 'SHIP_FAILED', SHIPMENT_MESSAGES.applyFailed));
        }
      }
    }
    await tx.update(occurrenceBatches).set({ result }).where(eq(occurrenceBatches.id, batchId));
  });
}

/**
 * One row under its order's lock: what the preview checked that the single action does not (a
 * refund since), then the single action itself (which refuses an AWB another order took
 * meanwhile): Ship, or for a parcel already shipped the tracking correction (decision 297).
 */
async function shipRow(tx: Db, log: FastifyBaseLogger, staff: StaffCaller, check: RowCheck): Promise<void> {
  const order = await lockOrderFor(tx, staff, check.orderId);
  const [refund] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, check.orderId), ne(refunds.status, 'FAILED')))
    .limit(1);
  if (refund) throw new AppError(ROW_PROBLEMS.refunded.code, 409, ROW_PROBLEMS.refunded.message);
  const { courierName, trackingNumber, trackingUrl } = check;
  const input = { log, actor: staff, orderId: check.orderId, body: { courierName, trackingNumber, trackingUrl } };
  if (!order.shippedAt) {
    await shipPrasadIn(tx, input);
    return;
  }
  // Shipped since, or shipped already: the row corrects its tracking, unless it says what is recorded.
  if (sameTracking(order, input.body)) throw new AppError(ROW_PROBLEMS.alreadyShipped.code, 409, ROW_PROBLEMS.alreadyShipped.message);
  await correctTrackingIn(tx, input);
}

async function finishBatch(db: Db, batchId: string): Promise<TShipmentsImportResult> {
  return db.transaction(async (tx) => {
    const result = await lockBatch(tx, batchId);
    if (result.finishedAt) return answer(result);
    const finishedAt = new Date();
    const finished: Stored = { ...result, finishedAt: finishedAt.toISOString() };
    await tx.update(occurrenceBatches).set({ result: finished, finishedAt }).where(eq(occurrenceBatches.id, batchId));
    return answer(finished);
  });
}
