import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { wakeWorkers } from './enqueue.ts';

export type OutboxRow = typeof orderMessages.$inferSelect;

/**
 * Claims up to `limit` due messages for this worker (decision 170), in one statement (its own short
 * transaction): PENDING ones whose time has come, and SENDING ones whose lease ran out (their worker
 * died mid-send). SKIP LOCKED makes concurrent claims disjoint; a row another worker has just
 * claimed is re-checked against the WHERE after its lock is released and no longer matches.
 * `attempts` grows with the claim, so each claim is a distinct (id, attempts) pair that only its
 * holder may record the outcome of.
 */
export async function claimDueMessages(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = sql`select ${orderMessages.id} from ${orderMessages}
    where (${orderMessages.status} = 'PENDING' and ${orderMessages.nextAttemptAt} <= now())
       or (${orderMessages.status} = 'SENDING' and ${orderMessages.leaseUntil} < now())
    order by ${orderMessages.nextAttemptAt}
    limit ${limit}
    for update skip locked`;
  return db
    .update(orderMessages)
    .set({
      status: 'SENDING',
      attempts: sql`${orderMessages.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(sql`${orderMessages.id} in (${due})`)
    .returning();
}

/** This worker still holds the claim: the row is SENDING and nobody re-claimed it since. */
export const heldClaim = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
  and(eq(orderMessages.id, row.id), eq(orderMessages.status, 'SENDING'), eq(orderMessages.attempts, row.attempts));

/**
 * Immediately before a send: a fresh lease from now, if this worker still holds the claim. The
 * batch's lease started at the claim, and a row may wait there for several slow sends; if it ran
 * out meanwhile and another worker re-claimed the row (attempts moved on), nothing comes back and
 * the row must not be sent here. The row lock orders this against a concurrent claim: whichever
 * commits second sees the other's write (SKIP LOCKED, or attempts no longer ours).
 */
export async function renewClaim(db: Db, row: Pick<OutboxRow, 'id' | 'attempts'>, leaseSeconds: number): Promise<boolean> {
  const renewed = await db
    .update(orderMessages)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(heldClaim(row))
    .returning({ id: orderMessages.id });
  return renewed.length > 0;
}

/**
 * Shutting down: claimed rows whose send never started go back to PENDING at once, their claim's
 * attempt not counted, instead of waiting out the lease as SENDING. Only rows this worker still holds.
 */
export async function releaseClaims(db: Db, rows: Pick<OutboxRow, 'id' | 'attempts'>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const released = await db
    .update(orderMessages)
    .set({ status: 'PENDING', attempts: sql`${orderMessages.attempts} - 1`, leaseUntil: null, updatedAt: sql`now()` })
    .where(or(...rows.map(heldClaim)))
    .returning({ id: orderMessages.id });
  return released.length;
}

/**
 * A failed message's SMS fallback (same order, kind, language, number and facts), in the caller's
 * transaction; returns its id. Unless the failed one was itself by SMS.
 */
export async function queueSmsFallback(tx: Db, failed: OutboxRow): Promise<string | null> {
  if (failed.channel !== 'WHATSAPP') return null;
  const [row] = await tx
    .insert(orderMessages)
    .values({
      orderId: failed.orderId,
      kind: failed.kind,
      channel: 'SMS',
      language: failed.language,
      recipient: failed.recipient,
      facts: failed.facts,
      fallbackOf: failed.id,
      requestedBy: failed.requestedBy,
    })
    .returning({ id: orderMessages.id });
  await wakeWorkers(tx);
  return row?.id ?? null;
}
