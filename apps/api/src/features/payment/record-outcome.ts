import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { placeholder, prepared } from '../../db/prepared.ts';
import { paymentExceptions, payments } from '../../db/schema/index.ts';
import { queueOrderMessage } from '../notification/enqueue.ts';
import { recordStep, transitionLockedOrder, transitionOrder, type OrderStatus } from '../order/order-status.ts';
import { eventClosedRefundKey, notSellingFrom, type NotSelling } from './event-selling.ts';
import { lockPaymentWithOrder, markCapturedUpdate, notCaptured, type LockedPayment, type PaymentRow } from './queries.ts';
import { insertRefund } from './refund-payment.ts';
import { issueDonationReceipt, issueReceipt, issueReceiptOfCapture } from '../receipt/issue.ts';
import { paymentOutcomes } from '../../metrics/registry.ts';

/**
 * What providers tell us about a payment, applied inside the caller's transaction. Each function
 * locks the order row, then the payment row, and decides from what it reads under the lock, so a
 * callback and webhooks arriving twice, together or out of order change the order once.
 */
export type Captured = { providerOrderId: string; providerPaymentId: string; amountPaise: number; currency: string; method: string | null };
export type Failed = { providerOrderId: string; providerPaymentId: string | null; reason: string };

const UNPAID: readonly OrderStatus[] = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED'];

/**
 * `refund-started`: the capture came after the event stopped selling; the order is cancelled and a
 * refund row written in this transaction, which the caller asks the provider for once it commits
 * (askEventClosedRefund). Only the one transaction that recorded the capture answers it.
 */
export type CaptureOutcome = 'captured' | 'duplicate' | 'amount-mismatch' | 'needs-refund' | 'refund-started' | 'unknown';

const markCaptured = prepared(markCapturedUpdate);
const markCapturedSql = (db: Db) => markCapturedUpdate(db).getSQL();
const markAuthorized = prepared((db) =>
  db
    .update(payments)
    .set({ status: 'CREATED', providerPaymentId: placeholder('providerPaymentId'), failureReason: null, updatedAt: sql`now()` })
    .where(notCaptured),
);

export async function recordCapture(tx: Db, log: FastifyBaseLogger, p: Captured, source: string): Promise<CaptureOutcome> {
  const outcome = await decideCapture(tx, log, p, source);
  // Money taken gets its receipt in this transaction, whatever becomes of the order (decision 260).
  // A paid order's was issued before its transition ('captured'); a capture the order does not keep
  // gets its receipt here; a capture told again finds its receipt and issues nothing.
  if (outcome === 'duplicate' || outcome === 'needs-refund' || outcome === 'refund-started') await issueReceipt(tx, p.providerOrderId);
  // The 80G receipt of a donation the order keeps (decision 263); a fresh capture's is issued in decideCapture.
  if (outcome === 'duplicate') await issueDonationReceipt(tx, p.providerOrderId);
  // Counted as decided: a transaction that then fails to commit is counted too (and retried).
  paymentOutcomes.inc({ kind: 'capture', outcome, via: via(source) });
  return outcome;
}

/** The source the reconciliation sweep's outcomes are recorded with. */
export const RECONCILE_SWEEP = 'reconciliation sweep';

/** How the outcome reached us, as a metric label (a few values, never the free-text source). */
const via = (source: string) => (source === RECONCILE_SWEEP ? 'sweep' : source.startsWith('webhook') ? 'webhook' : 'request');

async function decideCapture(tx: Db, log: FastifyBaseLogger, p: Captured, source: string): Promise<CaptureOutcome> {
  const locked = await lockPaymentWithOrder(tx, p.providerOrderId);
  if (!locked) {
    log.warn({ ...p, source }, 'captured payment for a provider order we do not know: ignored');
    return 'unknown';
  }
  const { order, payment } = locked;
  const ctx = { orderId: order.id, paymentRowId: payment.id, ...p, source };
  if (payment.status === 'CAPTURED') {
    if (payment.providerPaymentId === p.providerPaymentId) return 'duplicate';
    log.error({ ...ctx, capturedPaymentId: payment.providerPaymentId }, 'a second payment was captured for one provider order: refund it');
    await flagException(
      tx,
      payment,
      p,
      'DOUBLE_PAYMENT',
      `second capture for provider order ${p.providerOrderId} (first: ${payment.providerPaymentId ?? '-'})`,
    );
    return 'needs-refund';
  }
  if (p.currency !== 'INR' || p.amountPaise !== order.totalPaise || p.amountPaise !== payment.amountPaise) {
    // Never mark an order paid for a different amount; the money is refunded by an operator.
    log.error({ ...ctx, orderTotalPaise: order.totalPaise }, 'paid amount differs from the order total: order not marked paid');
    await tx
      .update(payments)
      .set({ failureReason: `AMOUNT_MISMATCH: paid ${p.currency} ${p.amountPaise}, expected INR ${order.totalPaise}`, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    await flagException(tx, payment, p, 'AMOUNT_MISMATCH', `paid ${p.currency} ${p.amountPaise}, expected INR ${order.totalPaise}`);
    return 'amount-mismatch';
  }
  const captured = { id: payment.id, providerPaymentId: p.providerPaymentId, method: p.method };
  if (!UNPAID.includes(order.status)) {
    await markCaptured(tx, captured);
    log.error({ ...ctx, orderStatus: order.status }, 'payment captured for an order already paid or cancelled: refund it');
    const kind = order.status === 'CANCELLED' ? 'PAID_AFTER_CANCEL' : 'DOUBLE_PAYMENT';
    await flagException(tx, payment, p, kind, `captured while the order was ${order.status}`);
    return 'needs-refund';
  }
  const notSelling = notSellingFrom(locked.eventStatus, locked.bookingClosed);
  if (notSelling) {
    await markCaptured(tx, captured);
    log.warn({ ...ctx, notSelling }, 'payment captured after the event stopped selling: order cancelled and the payment refunded');
    return refundUnsellableCapture(tx, log, payment, p, notSelling, source);
  }
  // Marked CAPTURED in the statement that reads the order for its receipt, one round trip (decision
  // 284); before the transition, so the 'order paid' message it queues can link the receipt (decision 260).
  await issueReceiptOfCapture(tx, { ...payment, providerPaymentId: p.providerPaymentId, method: p.method }, { statement: markCapturedSql, values: captured });
  await transitionLockedOrder(tx, order, 'SUCCESS', `payment ${p.providerPaymentId} captured (${source})`, log);
  // Only an order booked with the donor's PAN can have an 80G receipt: no query for the others (decision 265).
  if (order.donorPan) await issueDonationReceipt(tx, p.providerOrderId);
  return 'captured';
}

/**
 * Puts a capture no order keeps in the console's exceptions queue. The unique index on
 * (provider payment, kind) makes a redelivered webhook or a second sweep flag it once.
 */
async function flagException(
  tx: Db,
  payment: { id: string; orderId: string; provider: 'simulated' | 'razorpay' },
  p: Captured,
  kind: 'DOUBLE_PAYMENT' | 'AMOUNT_MISMATCH' | 'PAID_AFTER_CANCEL' | 'EVENT_CLOSED',
  detail: string,
): Promise<string | null> {
  const [row] = await tx
    .insert(paymentExceptions)
    .values({
      orderId: payment.orderId,
      paymentId: payment.id,
      provider: payment.provider,
      providerPaymentId: p.providerPaymentId,
      kind,
      amountPaise: p.amountPaise,
      detail,
    })
    .onConflictDoNothing()
    .returning({ id: paymentExceptions.id });
  return row?.id ?? null;
}

/**
 * Payment only while the event sells (decision 184): a capture that still arrives for an unpaid
 * order whose event was unpublished, archived or closed meanwhile (the devotee paid at the provider
 * after that) does not make the order paid. In the capture's transaction, under the order lock:
 * an EVENT_CLOSED exception (the console's queue shows it), a full refund row PENDING with a key of
 * the provider payment's own (so however often the capture is told, one refund is asked), linked to
 * the exception, the order CANCELLED with its REFUND_REQUESTED step, and the devotee told it is
 * cancelled. The refund's PROCESSED (provider answer, webhook or sweep) resolves the exception and
 * adds the REFUNDED step and message, as for any refund (decision 142).
 */
async function refundUnsellableCapture(
  tx: Db,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  p: Captured,
  why: NotSelling,
  source: string,
): Promise<CaptureOutcome> {
  const detail = why === 'closed' ? "captured after the event's booking closed" : 'captured after the event was unpublished or archived';
  const exceptionId = await flagException(tx, payment, p, 'EVENT_CLOSED', detail);
  // The payment row became CAPTURED above, so a second report of this capture ends as 'duplicate'
  // before reaching here; an exception already there means the same, and nothing more is done.
  if (!exceptionId) return 'duplicate';
  const { refund, fresh } = await insertRefund(
    tx,
    { orderId: payment.orderId, paymentRowId: payment.id, provider: payment.provider, providerPaymentId: p.providerPaymentId, capturedPaise: p.amountPaise },
    { amountPaise: p.amountPaise, reason: `EVENT_CLOSED: ${detail}`, idempotencyKey: eventClosedRefundKey(p.providerPaymentId), requestedBy: null },
  );
  await tx.update(paymentExceptions).set({ refundId: refund.id }).where(eq(paymentExceptions.id, exceptionId));
  await transitionOrder(tx, payment.orderId, 'CANCELLED', `payment ${p.providerPaymentId} ${detail} (${source}): cancelled, refunded automatically`, log);
  await recordStep(tx, payment.orderId, 'REFUND_REQUESTED', `automatic refund of payment ${p.providerPaymentId} (${detail})`);
  // An unpaid order's cancellation tells nothing by itself (enqueue.ts); this devotee has paid.
  await queueOrderMessage(tx, payment.orderId, 'ORDER_CANCELLED');
  return fresh ? 'refund-started' : 'duplicate';
}

export type FailureOutcome = 'failed' | 'ignored' | 'unknown';

export async function recordFailure(tx: Db, log: FastifyBaseLogger, f: Failed, source: string): Promise<FailureOutcome> {
  const outcome = await decideFailure(tx, log, f, source);
  paymentOutcomes.inc({ kind: 'failure', outcome, via: via(source) });
  return outcome;
}

async function decideFailure(tx: Db, log: FastifyBaseLogger, f: Failed, source: string): Promise<FailureOutcome> {
  const locked = await lockPaymentWithOrder(tx, f.providerOrderId);
  if (!locked) {
    log.warn({ ...f, source }, 'failed payment for a provider order we do not know: ignored');
    return 'unknown';
  }
  const { order, payment } = locked;
  if (payment.status === 'CAPTURED') return 'ignored';
  // The same failure told again (webhook redelivery, a sweep asking again): nothing new, and the
  // attempt's updated_at (the sweep's window) must not move.
  if (payment.status === 'FAILED' && f.providerPaymentId && payment.providerPaymentId === f.providerPaymentId) return 'failed';
  // A late failure of an earlier attempt must not undo a newer attempt that is still being confirmed.
  const newerAttempt = payment.status !== 'FAILED' && payment.providerPaymentId && f.providerPaymentId && payment.providerPaymentId !== f.providerPaymentId;
  if (newerAttempt) return 'ignored';
  await tx
    .update(payments)
    .set({
      status: 'FAILED',
      providerPaymentId: f.providerPaymentId ?? payment.providerPaymentId,
      failureReason: f.reason.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.id, payment.id), ne(payments.status, 'CAPTURED')));
  if (order.status === 'CREATED' || order.status === 'AWAITING_PAYMENT_CONFIRMATION') {
    await transitionLockedOrder(tx, order, 'PAYMENT_FAILED', `payment ${f.providerPaymentId ?? '-'} failed (${source})`, log);
  }
  return 'failed';
}

export type AuthorizedOutcome = 'awaiting' | 'already-captured' | 'already-failed' | 'unknown';

/** A payment the devotee completed (signed result, or Razorpay's payment.authorized) but not yet confirmed as captured. */
export async function recordAuthorized(
  tx: Db,
  log: FastifyBaseLogger,
  providerOrderId: string,
  providerPaymentId: string,
  source: string,
): Promise<AuthorizedOutcome> {
  const locked = await lockPaymentWithOrder(tx, providerOrderId);
  if (!locked) {
    log.warn({ providerOrderId, providerPaymentId, source }, 'authorized payment for a provider order we do not know: ignored');
    return 'unknown';
  }
  return applyAuthorized(tx, log, locked, providerPaymentId, source);
}

/** recordAuthorized once the caller has locked the payment and its order (lockPaymentWithOrder). */
export async function applyAuthorized(
  tx: Db,
  log: FastifyBaseLogger,
  locked: LockedPayment,
  providerPaymentId: string,
  source: string,
): Promise<AuthorizedOutcome> {
  const { order, payment } = locked;
  if (payment.status === 'CAPTURED') return 'already-captured';
  // An authorization reported after that same payment failed is stale news.
  if (payment.status === 'FAILED' && payment.providerPaymentId === providerPaymentId) return 'already-failed';
  await markAuthorized(tx, { id: payment.id, providerPaymentId });
  if (order.status === 'CREATED' || order.status === 'PAYMENT_FAILED') {
    await transitionLockedOrder(tx, order, 'AWAITING_PAYMENT_CONFIRMATION', `payment ${providerPaymentId} authorized (${source})`, log);
  }
  return 'awaiting';
}
