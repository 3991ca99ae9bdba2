import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import type { Db } from '../db/client.ts';
import { prepared, preparedSql } from '../db/prepared.ts';
import { simulatedProviderOrders as simOrders, simulatedProviderPayments as simPayments, simulatedProviderRefunds as simRefunds } from '../db/schema/index.ts';
import { checkoutSignature, isValidCheckoutSignature, isValidWebhookSignature, webhookSignature } from './signatures.ts';
import { simulatedEvent, simulatedRefundEvent, type WebhookDelivery } from './simulated-webhooks.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderOrder, type ProviderPayment, type ProviderRefund } from './payment-provider.ts';

export type SimulatedResult = { order: ProviderOrder; payment: ProviderPayment; signature: string | null };

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  /**
   * What the checkout page's Pay / Fail buttons do: one payment attempt, signed like Razorpay's.
   * Throws SimulatedOrderNotFound or SimulatedOrderAlreadyPaid (also when another Pay won a race).
   */
  complete(providerOrderId: string, outcome: 'pay' | 'fail', method: string): Promise<SimulatedResult>;
  /** Waits for this process's webhook deliveries still under way (tests, shutdown). */
  settle(): Promise<void>;
}

export type SimulatedOptions = {
  secret: string;
  /** Hands a signed event to our webhook endpoint; absent → no webhooks. */
  deliver?: (delivery: WebhookDelivery & { signature: string }) => Promise<void>;
  webhookDelayMs: number;
  log: FastifyBaseLogger;
};

/** The provider has no such order (as Razorpay answers 400 for an unknown id). */
export class SimulatedOrderNotFound extends PaymentProviderError {
  constructor(operation: string, id: string) {
    super('simulated', operation, { statusCode: 400, error: `order ${id} does not exist` });
  }
}

/** The order already has a captured payment; a second Pay must not take money twice. */
export class SimulatedOrderAlreadyPaid extends PaymentProviderError {
  constructor(id: string) {
    super('simulated', 'checkout', { statusCode: 400, error: `order ${id} already paid` });
  }
}

/** Razorpay answers 400 for a refund of an unknown or uncaptured payment, or more than is left. */
export class SimulatedRefundRefused extends PaymentProviderError {
  constructor(paymentId: string, why: string) {
    super('simulated', 'payments.refund', { statusCode: 400, error: `refund of ${paymentId}: ${why}` });
  }
}

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(7).toString('hex')}`;
type OrderRow = typeof simOrders.$inferSelect;
type PaymentRow = typeof simPayments.$inferSelect;
type RefundRow = typeof simRefunds.$inferSelect;
const publicRefund = ({ id, paymentId, amountPaise, status, notes }: RefundRow): ProviderRefund => ({ id, paymentId, amountPaise, status, notes });
const publicOrder = ({ id, amountPaise, currency, status }: OrderRow): ProviderOrder => ({ id, amountPaise, currency, status });
const publicPayment = ({ id, orderId, amountPaise, currency, status, method, errorDescription }: PaymentRow): ProviderPayment => ({
  id,
  orderId,
  amountPaise,
  currency,
  status,
  method,
  errorDescription,
});

/* The statements every checkout runs, built once (decision 278). */
const orderById = prepared((db) =>
  db
    .select()
    .from(simOrders)
    .where(eq(simOrders.id, sql.placeholder('id')))
    .limit(1),
);
const insertOrder = prepared((db) =>
  db
    .insert(simOrders)
    .values({ id: sql.placeholder('id'), amountPaise: sql.placeholder('amountPaise'), currency: 'INR', status: 'created', receipt: sql.placeholder('receipt') })
    .returning(),
);
/**
 * A Pay or Fail: under the provider order's row lock (a concurrent attempt waits, then reads the
 * order as the first left it), a payment unless the order is paid, and the order's new status.
 * No row: no such order; no payment: paid already.
 */
const payAttempt = preparedSql<{
  id: string;
  amountPaise: number;
  currency: 'INR';
  payment: Pick<ProviderPayment, 'id' | 'status' | 'method' | 'errorDescription'> | null;
}>(
  () => sql`
    with o as (
      select id, amount_paise, currency, status from simulated_provider_orders where id = ${sql.placeholder('orderId')} for update
    ), p as (
      insert into simulated_provider_payments (id, order_id, amount_paise, currency, status, method, error_description)
      select ${sql.placeholder('paymentId')}, o.id, o.amount_paise, o.currency, ${sql.placeholder('paymentStatus')}, ${sql.placeholder('method')}, ${sql.placeholder('errorDescription')}
      from o where o.status <> 'paid'
      returning id, status, method, error_description
    ), u as (
      update simulated_provider_orders s set status = ${sql.placeholder('orderStatus')} from p where s.id = ${sql.placeholder('orderId')}
    )
    select o.id, o.amount_paise as "amountPaise", o.currency,
      (select json_build_object('id', p.id, 'status', p.status, 'method', p.method, 'errorDescription', p.error_description) from p) as payment
    from o`,
);

/**
 * A stand-in for Razorpay: its orders and payments live in our database (tables
 * simulated_provider_*), so any API process can serve any checkout; results are signed with
 * SIMULATED_PAYMENT_SECRET exactly as Razorpay signs with the key secret, and (optionally) the
 * webhook events Razorpay would send to our subscription (SUBSCRIBED_WEBHOOK_EVENTS) are posted to
 * us. For development, tests and the bench.
 */
export function createSimulatedProvider(db: Db, options: SimulatedOptions): SimulatedProvider {
  const pending = new Set<Promise<void>>();

  const find = async (op: string, id: string) => {
    const [row] = await orderById(db, { id });
    if (!row) throw new SimulatedOrderNotFound(op, id);
    return row;
  };

  const emit = (e: WebhookDelivery) => {
    const deliver = options.deliver;
    if (!deliver) return;
    const run = (async () => {
      if (options.webhookDelayMs > 0) await new Promise((r) => setTimeout(r, options.webhookDelayMs));
      await deliver({ ...e, signature: webhookSignature(e.rawBody, options.secret) });
    })().catch((err: unknown) => options.log.error({ err }, 'simulated webhook delivery failed'));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };

  /** One statement (decision 278): the order's row lock makes concurrent attempts take turns, and at most one captures. */
  const attempt = async (providerOrderId: string, paid: boolean, method: string) => {
    const status = paid ? 'paid' : 'attempted';
    const [row] = await payAttempt(db, {
      orderId: providerOrderId,
      paymentId: newId('pay'),
      paymentStatus: paid ? 'captured' : 'failed',
      method,
      errorDescription: paid ? null : 'Payment declined in the simulated checkout',
      orderStatus: status,
    });
    if (!row) throw new SimulatedOrderNotFound('checkout', providerOrderId);
    if (!row.payment) throw new SimulatedOrderAlreadyPaid(providerOrderId);
    const order: ProviderOrder = { id: row.id, amountPaise: row.amountPaise, currency: row.currency, status };
    return { order, payment: { ...row.payment, orderId: row.id, amountPaise: row.amountPaise, currency: row.currency } };
  };

  /**
   * A refund is asked under the payment's row lock, so two keys cannot together refund more than
   * was captured; the same key answers the refund already made (X-Refund-Idempotency).
   */
  const askRefund = (input: { providerPaymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> }) =>
    db.transaction(async (tx) => {
      const [payment] = await tx.select().from(simPayments).where(eq(simPayments.id, input.providerPaymentId)).for('update');
      if (!payment || (payment.status !== 'captured' && payment.status !== 'refunded'))
        throw new SimulatedRefundRefused(input.providerPaymentId, 'not captured');
      const [same] = await tx.select().from(simRefunds).where(eq(simRefunds.idempotencyKey, input.idempotencyKey));
      if (same) return { refund: same, fresh: false, payment };
      const [{ refunded } = { refunded: 0 }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${simRefunds.amountPaise}), 0)::int` })
        .from(simRefunds)
        .where(and(eq(simRefunds.paymentId, payment.id), ne(simRefunds.status, 'failed')));
      if (input.amountPaise < 100 || input.amountPaise > payment.amountPaise - refunded) throw new SimulatedRefundRefused(payment.id, 'amount out of range');
      const [refund] = await tx
        .insert(simRefunds)
        .values({
          id: newId('rfnd'),
          paymentId: payment.id,
          idempotencyKey: input.idempotencyKey,
          amountPaise: input.amountPaise,
          status: 'pending',
          notes: input.notes,
        })
        .returning();
      return { refund: refund!, fresh: true, payment };
    });

  /** Later, as a bank would: the refund is processed, then refund.processed is sent (when webhooks are on). */
  const settleRefund = (refundId: string, payment: PaymentRow) => {
    const run = (async () => {
      if (options.webhookDelayMs > 0) await new Promise((r) => setTimeout(r, options.webhookDelayMs));
      const [row] = await db.update(simRefunds).set({ status: 'processed' }).where(eq(simRefunds.id, refundId)).returning();
      if (row && options.deliver) {
        const e = simulatedRefundEvent(publicRefund(row), publicPayment(payment));
        await options.deliver({ ...e, signature: webhookSignature(e.rawBody, options.secret) });
      }
    })().catch((err: unknown) => options.log.error({ err }, 'simulated refund settlement failed'));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };

  return {
    name: 'simulated',
    async refund(input) {
      const { refund, fresh, payment } = await askRefund(input);
      if (fresh) settleRefund(refund.id, payment);
      return publicRefund(refund);
    },
    async fetchRefund(id) {
      const [row] = await db.select().from(simRefunds).where(eq(simRefunds.id, id));
      if (!row) throw new SimulatedRefundRefused(id, 'no such refund');
      return publicRefund(row);
    },
    async createOrder({ amountPaise, receipt }) {
      const [row] = await insertOrder(db, { id: newId('order'), amountPaise, receipt });
      return publicOrder(row!);
    },
    async fetchOrder(id) {
      return publicOrder(await find('orders.fetch', id));
    },
    async fetchOrderPayments(id) {
      await find('orders.fetchPayments', id);
      const rows = await db.select().from(simPayments).where(eq(simPayments.orderId, id)).orderBy(asc(simPayments.createdAt), asc(simPayments.id));
      return rows.map(publicPayment);
    },
    checkout: (providerOrderId, ourOrderId) => ({
      keyId: 'rzp_test_simulated',
      checkoutUrl: `${API_PREFIX}${PAYMENT_PATHS.simulatedCheckout.replace(':providerOrderId', providerOrderId)}?orderId=${encodeURIComponent(ourOrderId)}`,
    }),
    verifyCheckoutSignature: (orderId, paymentId, signature) => isValidCheckoutSignature(orderId, paymentId, signature, options.secret),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, options.secret),

    async complete(providerOrderId, outcome, method) {
      const paid = outcome === 'pay';
      const { order, payment } = await attempt(providerOrderId, paid, method);
      // After the commit: a webhook must never announce a payment that was rolled back.
      emit(simulatedEvent(payment));
      return { order, payment, signature: paid ? checkoutSignature(order.id, payment.id, options.secret) : null };
    },
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
