import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import { checkoutSignature, isValidCheckoutSignature, isValidWebhookSignature, webhookSignature } from './signatures.ts';
import { simulatedEvents, type WebhookDelivery } from './simulated-webhooks.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderOrder, type ProviderPayment } from './payment-provider.ts';

type SimulatedOrder = ProviderOrder & { receipt: string; payments: ProviderPayment[] };

export type SimulatedResult = { order: ProviderOrder; payment: ProviderPayment; signature: string | null };

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  /** What the checkout page's Pay / Fail buttons do: one payment attempt, signed like Razorpay's. */
  complete(providerOrderId: string, outcome: 'pay' | 'fail', method: string): SimulatedResult;
  /** Waits for webhook deliveries still under way (tests, shutdown). */
  settle(): Promise<void>;
}

export type SimulatedOptions = {
  secret: string;
  /** Hands a signed event to our webhook endpoint; absent → no webhooks. */
  deliver?: (delivery: WebhookDelivery & { signature: string }) => Promise<void>;
  webhookDelayMs: number;
  log: FastifyBaseLogger;
};

/** Enough open checkouts for any dev or bench run; the oldest are forgotten first. */
const MAX_ORDERS = 100_000;
const newId = (prefix: string) => `${prefix}_sim_${randomBytes(7).toString('hex')}`;
const notFound = (op: string, id: string) => new PaymentProviderError('simulated', op, { statusCode: 400, error: `order ${id} does not exist` });

/**
 * A payment provider living in this process: orders and payments in memory, results signed with
 * SIMULATED_PAYMENT_SECRET exactly as Razorpay signs with the key secret, and (optionally) the
 * same webhook events Razorpay would send. For development, tests and the bench; one process only.
 */
export function createSimulatedProvider(options: SimulatedOptions): SimulatedProvider {
  const orders = new LRUCache<string, SimulatedOrder>({ max: MAX_ORDERS });
  const pending = new Set<Promise<void>>();

  const find = (op: string, id: string) => {
    const order = orders.get(id);
    if (!order) throw notFound(op, id);
    return order;
  };
  const publicOrder = ({ id, amountPaise, currency, status }: SimulatedOrder): ProviderOrder => ({ id, amountPaise, currency, status });

  const emit = (events: WebhookDelivery[]) => {
    const deliver = options.deliver;
    if (!deliver) return;
    const run = (async () => {
      if (options.webhookDelayMs > 0) await new Promise((r) => setTimeout(r, options.webhookDelayMs));
      for (const e of events) await deliver({ ...e, signature: webhookSignature(e.rawBody, options.secret) });
    })().catch((err: unknown) => options.log.error({ err }, 'simulated webhook delivery failed'));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };

  return {
    name: 'simulated',
    async createOrder({ amountPaise, receipt }) {
      const order: SimulatedOrder = { id: newId('order'), amountPaise, currency: 'INR', status: 'created', receipt, payments: [] };
      orders.set(order.id, order);
      return publicOrder(order);
    },
    async fetchOrder(id) {
      return publicOrder(find('orders.fetch', id));
    },
    async fetchOrderPayments(id) {
      return find('orders.fetchPayments', id).payments.map((p) => ({ ...p }));
    },
    checkout: (providerOrderId, ourOrderId) => ({
      keyId: 'rzp_test_simulated',
      checkoutUrl: `${API_PREFIX}${PAYMENT_PATHS.simulatedCheckout.replace(':providerOrderId', providerOrderId)}?orderId=${encodeURIComponent(ourOrderId)}`,
    }),
    verifyCheckoutSignature: (orderId, paymentId, signature) => isValidCheckoutSignature(orderId, paymentId, signature, options.secret),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, options.secret),

    complete(providerOrderId, outcome, method) {
      const order = find('checkout', providerOrderId);
      if (order.status === 'paid') throw new PaymentProviderError('simulated', 'checkout', { error: 'order already paid' });
      const paid = outcome === 'pay';
      const payment: ProviderPayment = {
        id: newId('pay'),
        orderId: order.id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        status: paid ? 'captured' : 'failed',
        method,
        errorDescription: paid ? null : 'Payment declined in the simulated checkout',
      };
      order.payments.push(payment);
      order.status = paid ? 'paid' : 'attempted';
      emit(simulatedEvents(publicOrder(order), payment));
      return { order: publicOrder(order), payment, signature: paid ? checkoutSignature(order.id, payment.id, options.secret) : null };
    },
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
