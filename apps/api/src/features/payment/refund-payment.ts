import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TRefundStatus } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { paymentExceptions, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderRefund } from '../../payments/payment-provider.ts';
import { issueRefundNote } from '../receipt/issue.ts';
import { recordStep } from '../order/order-status.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** What is refunded: one captured payment of an order, as the provider knows it. */
export type RefundTarget = {
  orderId: string;
  paymentRowId: string;
  provider: RefundRow['provider'];
  providerPaymentId: string;
  capturedPaise: number;
};

export type RefundAsk = { amountPaise: number; reason: string; idempotencyKey: string; requestedBy: string | null };

export const REFUND_TOO_LARGE = 'The refund is more than what is left to refund.';
export const REFUND_KEY_REUSED = 'This refund was already asked with different details. Reload and try again.';

/** Refunds of one provider payment that still count against what it captured. */
async function alreadyRefunded(tx: Db, providerPaymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.providerPaymentId, providerPaymentId), inArray(refunds.status, ['PENDING', 'PROCESSED'])));
  return Number(row?.total ?? 0);
}

/**
 * Step 1 of a refund (decision 142), inside the caller's transaction, which must hold the order
 * row lock (so two refunds of one order take turns and together never exceed the capture):
 * the refund row is written PENDING with the client's idempotency key before the provider is
 * asked. A key seen before returns its row (`fresh: false`) and the caller must not act again.
 */
export async function insertRefund(tx: Db, target: RefundTarget, ask: RefundAsk): Promise<{ refund: RefundRow; fresh: boolean }> {
  const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, ask.idempotencyKey));
  if (same) {
    if (same.orderId !== target.orderId || same.amountPaise !== ask.amountPaise || same.providerPaymentId !== target.providerPaymentId) {
      throw new AppError('REFUND_KEY_REUSED', 409, REFUND_KEY_REUSED);
    }
    return { refund: same, fresh: false };
  }
  if (ask.amountPaise > target.capturedPaise - (await alreadyRefunded(tx, target.providerPaymentId))) {
    throw new AppError('REFUND_TOO_LARGE', 400, REFUND_TOO_LARGE);
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: target.orderId,
      paymentId: target.paymentRowId,
      provider: target.provider,
      providerPaymentId: target.providerPaymentId,
      idempotencyKey: ask.idempotencyKey,
      amountPaise: ask.amountPaise,
      status: 'PENDING',
      reason: ask.reason,
      requestedBy: ask.requestedBy,
    })
    .returning();
  return { refund: refund!, fresh: true };
}

/**
 * Step 2, after step 1 committed: asks the provider with the same key as X-Refund-Idempotency.
 * A refusal (4xx) fails the refund; no answer (timeout, 5xx) leaves it PENDING without a provider
 * id, and the reconcile sweep asks again with the same key, which can never pay twice.
 */
export async function askProvider(db: Db, provider: PaymentProvider, log: FastifyBaseLogger, refund: RefundRow): Promise<RefundRow> {
  let answer: ProviderRefund;
  try {
    answer = await provider.refund({
      providerPaymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { orderId: refund.orderId, refundId: refund.id },
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    const status = (err.details as { statusCode?: number } | null)?.statusCode;
    // Only a plain refusal (400) is final; a 409 or 429 may hide a refund still in flight: left PENDING for the sweep.
    if (status === 400) {
      log.warn({ refundId: refund.id, orderId: refund.orderId, err }, 'provider refused the refund');
      const failed = { refundId: refund.id, providerRefundId: null, status: 'FAILED' as const, failureReason: 'Refused by the payment provider' };
      return (await settleRefund(db, log, failed, 'provider answer')) ?? refund;
    }
    log.warn({ refundId: refund.id, orderId: refund.orderId, err }, 'provider did not answer the refund: left PENDING for the sweep');
    return refund;
  }
  return (await settleRefund(db, log, { refundId: refund.id, providerRefundId: answer.id, status: toStatus(answer.status) }, 'provider answer')) ?? refund;
}

export const toStatus = (s: ProviderRefund['status']): TRefundStatus => (s === 'processed' ? 'PROCESSED' : s === 'failed' ? 'FAILED' : 'PENDING');

export type RefundNews = { refundId?: string; providerRefundId: string | null; status: TRefundStatus; failureReason?: string };

/**
 * Applies what the provider says about a refund (its answer, a webhook, the sweep), in its own
 * transaction or the caller's. Status only moves forward (PENDING → PROCESSED / FAILED), so a
 * late or repeated report changes nothing. PROCESSED adds the REFUNDED step to the order's
 * timeline and resolves the payment exception the refund was made for.
 */
export async function settleRefund(db: Db, log: FastifyBaseLogger, news: RefundNews, source: string, outer?: Db): Promise<RefundRow | null> {
  const run = async (tx: Db): Promise<RefundRow | null> => {
    const where = news.refundId ? eq(refunds.id, news.refundId) : eq(refunds.providerRefundId, news.providerRefundId ?? '');
    const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(where);
    // A refund made elsewhere (the provider's dashboard): not ours to track.
    if (!found) return null;
    // Order first, then refund: the same lock order as the refund action, so the two never deadlock.
    await tx.execute(sql`select 1 from orders where id = ${found.orderId} for update`);
    const [row] = await tx.select().from(refunds).where(where).for('update');
    if (!row) return null;
    const providerRefundId = row.providerRefundId ?? news.providerRefundId;
    if (row.status !== 'PENDING' || news.status === 'PENDING') {
      if (providerRefundId === row.providerRefundId) return row;
      const [withId] = await tx
        .update(refunds)
        .set({ providerRefundId, updatedAt: sql`now()` })
        .where(eq(refunds.id, row.id))
        .returning();
      return withId!;
    }
    const [updated] = await tx
      .update(refunds)
      .set({ status: news.status, providerRefundId, failureReason: news.failureReason ?? null, updatedAt: sql`now()` })
      .where(eq(refunds.id, row.id))
      .returning();
    log.info({ refundId: row.id, orderId: row.orderId, status: news.status, source }, 'refund settled');
    if (news.status === 'PROCESSED') {
      await recordStep(tx, row.orderId, 'REFUNDED', `refund ${row.id} of ${row.amountPaise} paise processed (${source})`, {
        eventKey: row.id,
        refundPaise: row.amountPaise,
      });
      await tx
        .update(paymentExceptions)
        .set({ resolvedAt: sql`now()` })
        .where(and(eq(paymentExceptions.refundId, row.id), isNull(paymentExceptions.resolvedAt)));
      // The refund note, numbered in this transaction (decision 260).
      await issueRefundNote(tx, updated!);
    }
    return updated!;
  };
  return outer ? run(outer) : db.transaction(run);
}
