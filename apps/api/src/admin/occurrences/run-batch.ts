import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { OCCURRENCE_MESSAGES, type Language, type TBatchResult, type TBatchSkip, type TOccurrenceBatchAction } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { occurrenceBatches, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { localize } from '../../lib/messages.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { actOnOrders, type ActResult, type OrdersAction } from '../fulfilment/act-on-orders.ts';
import { lockOccurrence, occurrenceOrders, type OccurrenceKey, type OccurrenceRow } from './occurrence-key.ts';

/** Orders per transaction: short enough to hold their row locks briefly, long enough to be fast. */
const CHUNK = 100;
/** A batch whose last chunk committed longer ago than this was abandoned (its process died): a retry resumes it. */
const ABANDONED_AFTER_MS = 30_000;

export type BatchDeps = { db: Db; log: FastifyBaseLogger; language: Language };

type Progress = { done: string[]; skipped: TBatchSkip[]; failed: TBatchSkip[]; heartbeatAt: string };

export type BatchSpec = {
  batchId: string;
  action: TOccurrenceBatchAction;
  /** The request as sent (without the key): a retry must send the same. */
  request: Record<string, unknown>;
  /** Once, under the occurrence's lock, before any order: refuse the whole batch, or record on the occurrence. */
  prepare?: (tx: Db, occurrence: OccurrenceRow) => Promise<void>;
  /** The orders to act on; every order of the occurrence by default. */
  orderIds?: (db: Db) => Promise<string[]>;
  /** The orders' own action (the single action's checks and writes, for many orders at once). */
  act: OrdersAction;
};

/** jsonb keeps its own key order: compare requests key by key, not as written. */
const canonical = (value: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k]]),
  );
const sameRequest = (a: Record<string, unknown>, b: Record<string, unknown>) => canonical(a) === canonical(b);

/**
 * Runs one action over an occurrence's orders (decision 180). Each order goes through its own
 * single action (locked, state machine, audited, messaged) in a savepoint, so one refusal or
 * failure never undoes the others; orders are committed a chunk at a time together with the
 * batch's progress, so what is committed and what the batch row says never disagree. The batch id
 * is the client's key: the same key and body return the first answer (or resume a batch whose
 * process died); another body is 422; a batch still running is 409.
 */
export async function runBatch(deps: BatchDeps, staff: StaffCaller, key: OccurrenceKey, templeId: string, spec: BatchSpec): Promise<TBatchResult> {
  const started = await deps.db.transaction(async (tx) => {
    const occurrence = await lockOccurrence(tx, key, templeId);
    const [known] = await tx.select().from(occurrenceBatches).where(eq(occurrenceBatches.id, spec.batchId));
    if (known) return { occurrence, known };
    await spec.prepare?.(tx, occurrence);
    const progress: Progress = { done: [], skipped: [], failed: [], heartbeatAt: new Date().toISOString() };
    await tx.insert(occurrenceBatches).values({
      id: spec.batchId,
      occurrenceId: occurrence.id,
      action: spec.action,
      request: spec.request,
      result: progress,
      requestedBy: staff.staffId,
    });
    return { occurrence, known: undefined };
  });
  const { known } = started;
  let progress: Progress;
  if (known) {
    if (known.occurrenceId !== started.occurrence.id || known.action !== spec.action || !sameRequest(known.request, spec.request)) {
      throw new AppError('BATCH_KEY_REUSED', 422, OCCURRENCE_MESSAGES.keyReused);
    }
    progress = known.result as Progress;
    if (known.finishedAt) return toResult(spec, progress, known.finishedAt, deps.language);
    if (Date.now() - Date.parse(progress.heartbeatAt) < ABANDONED_AFTER_MS) throw new AppError('BATCH_IN_PROGRESS', 409, OCCURRENCE_MESSAGES.inProgress);
    deps.log.warn({ batchId: spec.batchId }, 'resuming an abandoned occurrence batch');
  } else {
    progress = { done: [], skipped: [], failed: [], heartbeatAt: new Date().toISOString() };
  }

  const seen = new Set([...progress.done, ...progress.skipped.map((s) => s.orderId), ...progress.failed.map((s) => s.orderId)]);
  const ids = (await (spec.orderIds ?? allOrderIds(key))(deps.db)).filter((id) => !seen.has(id));
  for (let i = 0; i < ids.length; i += CHUNK) {
    progress = await runChunk(deps, staff, spec, progress, ids.slice(i, i + CHUNK));
  }
  const finishedAt = new Date();
  await deps.db.update(occurrenceBatches).set({ result: progress, finishedAt }).where(eq(occurrenceBatches.id, spec.batchId));
  return toResult(spec, progress, finishedAt, deps.language);
}

const allOrderIds = (key: OccurrenceKey) => async (db: Db) =>
  (await db.select({ id: orders.id }).from(orders).where(occurrenceOrders(key)).orderBy(asc(orders.id))).map((r) => r.id);

/**
 * One chunk in one transaction: the action for all its orders at once, in a savepoint. When that
 * breaks (not a refusal: a fault), the chunk is run again order by order, each in its own
 * savepoint, so the fault is pinned to its order and the others are still done.
 */
async function runChunk(deps: BatchDeps, staff: StaffCaller, spec: BatchSpec, before: Progress, ids: string[]): Promise<Progress> {
  return deps.db.transaction(async (tx) => {
    const progress: Progress = { done: [...before.done], skipped: [...before.skipped], failed: [...before.failed], heartbeatAt: new Date().toISOString() };
    const record = (result: ActResult) => {
      progress.done.push(...result.done.map((o) => o.id));
      for (const [orderId, why] of result.refused) progress.skipped.push(skip(orderId, why));
    };
    try {
      record(await tx.transaction((savepoint) => actOnOrders(savepoint, staff, ids, spec.act)));
    } catch (chunkError) {
      deps.log.warn({ err: chunkError, batchId: spec.batchId }, 'an occurrence batch chunk failed: running its orders one by one');
      for (const orderId of ids) {
        try {
          record(await tx.transaction((savepoint) => actOnOrders(savepoint, staff, [orderId], spec.act)));
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) {
            progress.skipped.push(skip(orderId, error));
          } else {
            deps.log.error({ err: error, orderId, batchId: spec.batchId }, 'an order of an occurrence batch failed');
            progress.failed.push({ orderId, code: 'INTERNAL', reason: OCCURRENCE_MESSAGES.failed });
          }
        }
      }
    }
    await tx
      .update(occurrenceBatches)
      .set({ result: progress })
      .where(and(eq(occurrenceBatches.id, spec.batchId), sql`${occurrenceBatches.finishedAt} is null`));
    return progress;
  });
}

/** Reasons are kept in English, as errors are raised, and shown in the language of whoever reads them. */
const skip = (orderId: string, why: AppError): TBatchSkip => ({ orderId, code: why.code, reason: why.message });

const toResult = (spec: BatchSpec, p: Progress, finishedAt: Date, language: Language): TBatchResult => ({
  batchId: spec.batchId,
  action: spec.action,
  ...batchLists(p, language),
  finishedAt: finishedAt.toISOString(),
});

/** A batch's lists, their reasons in the reader's language. */
export function batchLists(p: Pick<TBatchResult, 'done' | 'skipped' | 'failed'>, language: Language): Pick<TBatchResult, 'done' | 'skipped' | 'failed'> {
  const say = (s: TBatchSkip) => ({ ...s, reason: localize(s.reason, language) });
  return { done: p.done, skipped: p.skipped.map(say), failed: p.failed.map(say) };
}
