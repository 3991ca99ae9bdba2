import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { webhookEvents } from '../../db/schema/index.ts';
import { askEventClosedRefund } from './event-selling.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { recordAuthorized, recordCapture, recordFailure } from './record-outcome.ts';
import { settleRefund } from './refund-payment.ts';
import type { WebhookEvent } from './webhook-event.ts';
import { isRecordedCapture, paymentOfProviderOrder } from './queries.ts';
import { paymentOutcomes } from '../../metrics/registry.ts';

/**
 * Applies one verified webhook event. The event id is stored in the same transaction as its
 * effect: a redelivery (even concurrent — the second insert waits on the first's unique key)
 * finds it and does nothing, and an effect that fails rolls the id back so the provider's retry
 * is processed. Returns false for a duplicate. A capture after the event stopped selling is
 * refunded (decision 184): the provider is asked once the event's transaction has committed.
 */
export async function handleWebhook(deps: PaymentDeps, eventId: string, event: WebhookEvent): Promise<boolean> {
  if (await isCaptureToldAgain(deps, event)) return false;
  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await insertEventId(tx, { id: eventId, provider: deps.provider.name, type: event.event.slice(0, 100) });
    if (fresh.length === 0) return null;
    return { refundOf: await applyEvent(tx, deps, event) };
  });
  if (!applied) return false;
  if (applied.refundOf) await askEventClosedRefund(deps, applied.refundOf);
  return true;
}

const insertEventId = prepared((db) =>
  db
    .insert(webhookEvents)
    .values({ id: sql.placeholder('id'), provider: sql.placeholder('provider'), type: sql.placeholder('type') })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id }),
);

const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * A capture event (payment.captured; also order.paid, which Razorpay sends for the same payment to
 * a webhook subscribed to both, decision 282) whose payment we have already recorded CAPTURED: a
 * duplicate, answered without a transaction or storing its id (decision 265). Read without a lock;
 * CAPTURED is final, so the read cannot be stale in a way that matters, and anything else goes the
 * locked way.
 */
async function isCaptureToldAgain(deps: PaymentDeps, event: WebhookEvent): Promise<boolean> {
  const payment = event.payload.payment?.entity;
  if (!CAPTURE_EVENTS.has(event.event) || payment?.status !== 'captured' || !payment.order_id) return false;
  if (!isRecordedCapture(await paymentOfProviderOrder(deps.db, payment.order_id), payment.id)) return false;
  paymentOutcomes.inc({ kind: 'capture', outcome: 'duplicate', via: 'webhook' });
  return true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * refund.processed / refund.failed settle our refund row (found by the refund id we sent in the
 * notes, else by the provider's refund id); the status never moves backwards. refund.created
 * only records the provider's id. A refund we did not ask for is logged and left alone.
 */
async function applyRefundEvent(tx: Db, deps: PaymentDeps, event: WebhookEvent): Promise<void> {
  const refund = event.payload.refund?.entity;
  if (!refund) {
    deps.log.warn({ event: event.event }, 'refund event without a refund: ignored');
    return;
  }
  const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
  const ours = typeof notes.refundId === 'string' && UUID.test(notes.refundId) ? notes.refundId : undefined;
  const status = event.event === 'refund.processed' ? 'PROCESSED' : event.event === 'refund.failed' ? 'FAILED' : 'PENDING';
  const failureReason = status === 'FAILED' ? 'Failed at the payment provider' : undefined;
  const settled = await settleRefund(deps.db, deps.log, { refundId: ours, providerRefundId: refund.id, status, failureReason }, `webhook ${event.event}`, tx);
  if (!settled) deps.log.warn({ event: event.event, providerRefundId: refund.id }, 'refund we did not ask for: ignored');
}

/** Applies the event; returns the provider payment id whose automatic refund is to be asked after the commit, if any. */
async function applyEvent(tx: Db, deps: PaymentDeps, event: WebhookEvent): Promise<string | null> {
  const { log } = deps;
  if (event.event.startsWith('refund.')) {
    await applyRefundEvent(tx, deps, event);
    return null;
  }
  const payment = event.payload.payment?.entity;
  const source = `webhook ${event.event}`;
  if (!payment?.order_id) {
    log.info({ event: event.event }, 'webhook event without a payment of an order: ignored');
    return null;
  }
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (payment.status !== 'captured') {
        log.warn({ event: event.event, paymentId: payment.id, status: payment.status }, 'paid event whose payment is not captured: ignored');
        return null;
      }
      const outcome = await recordCapture(
        tx,
        log,
        {
          providerOrderId: payment.order_id,
          providerPaymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
          method: payment.method ?? null,
        },
        source,
      );
      return outcome === 'refund-started' ? payment.id : null;
    }
    case 'payment.failed':
      await recordFailure(tx, log, { providerOrderId: payment.order_id, providerPaymentId: payment.id, reason: payment.error_description ?? 'failed' }, source);
      return null;
    case 'payment.authorized':
      await recordAuthorized(tx, log, payment.order_id, payment.id, source);
      return null;
    default:
      log.info({ event: event.event }, 'webhook event not used: ignored');
      return null;
  }
}
