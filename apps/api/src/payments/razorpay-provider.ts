import Razorpay from 'razorpay';
import type { FastifyBaseLogger } from 'fastify';
import { isValidCheckoutSignature, isValidWebhookSignature } from './signatures.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderOrder, type ProviderPayment, type ProviderRefund } from './payment-provider.ts';

export type RazorpayOptions = { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string; timeoutMs: number };

/** The SDK keeps its axios instance as `api.rq` (its own e2e tests swap it the same way). */
type SdkHttp = {
  rq: {
    defaults: { baseURL?: string; timeout?: number };
    post: (url: string, data: object, config: { headers: Record<string, string> }) => Promise<{ data: RazorpayRefundLike }>;
  };
};

/**
 * Razorpay through the official SDK: Orders API (amount in paise), order and payment look-ups for
 * reconciliation. The SDK fixes the host to api.razorpay.com; we set its base URL and a timeout,
 * so tests can stand a local server in for Razorpay and a slow Razorpay cannot hang a request.
 */
export function createRazorpayProvider(options: RazorpayOptions, log: FastifyBaseLogger): PaymentProvider {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = sdk.api as unknown as SdkHttp;
  http.rq.defaults.baseURL = options.baseUrl;
  http.rq.defaults.timeout = options.timeoutMs;

  /** The SDK rejects with a plain `{statusCode, error}` or, on network errors, a TypeError. */
  const call = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      log.warn({ provider: 'razorpay', operation, err }, 'Razorpay call failed');
      throw new PaymentProviderError('razorpay', operation, err);
    }
  };

  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call('orders.create', () => sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }));
      return toOrder(order);
    },
    async fetchOrder(providerOrderId) {
      return toOrder(await call('orders.fetch', () => sdk.orders.fetch(providerOrderId)));
    },
    async fetchOrderPayments(providerOrderId) {
      const answer = await call('orders.fetchPayments', () => sdk.orders.fetchPayments(providerOrderId));
      return answer.items.map(toPayment);
    },
    /**
     * The SDK's payments.refund cannot send a header, so the refund is posted through the SDK's own
     * HTTP client (same base URL, basic auth, timeout) with X-Refund-Idempotency (decision 141).
     */
    async refund({ providerPaymentId, amountPaise, idempotencyKey, notes }) {
      const answer = await call('payments.refund', async () => {
        try {
          return await http.rq.post(
            `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
            { amount: amountPaise, speed: 'normal', notes },
            { headers: { 'X-Refund-Idempotency': idempotencyKey } },
          );
        } catch (err) {
          // axios errors carry the request (and its auth); keep only what Razorpay answered.
          const response = (err as { response?: { status: number; data: unknown } }).response;
          throw response ? { statusCode: response.status, error: response.data } : err;
        }
      });
      return toRefund(answer.data);
    },
    async fetchRefund(providerRefundId) {
      return toRefund(await call('refunds.fetch', () => sdk.refunds.fetch(providerRefundId) as Promise<RazorpayRefundLike>));
    },
    checkout: () => ({ keyId: options.keyId, checkoutUrl: null }),
    verifyCheckoutSignature: (orderId, paymentId, signature) => isValidCheckoutSignature(orderId, paymentId, signature, options.keySecret),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, options.webhookSecret),
  };
}

type RazorpayOrderLike = { id: string; amount: number | string; currency: string; status: string };
type RazorpayPaymentLike = {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: string;
  method?: string | null;
  error_description?: string | null;
};

type RazorpayRefundLike = { id: string; payment_id: string; amount: number | string; status: string; notes?: unknown };

export function toRefund(r: RazorpayRefundLike): ProviderRefund {
  const status = r.status === 'processed' || r.status === 'failed' ? r.status : 'pending';
  const notes = r.notes && typeof r.notes === 'object' && !Array.isArray(r.notes) ? (r.notes as Record<string, string>) : {};
  return { id: r.id, paymentId: r.payment_id, amountPaise: Number(r.amount), status, notes };
}

function toOrder(o: RazorpayOrderLike): ProviderOrder {
  return { id: o.id, amountPaise: Number(o.amount), currency: 'INR', status: o.status as ProviderOrder['status'] };
}

export function toPayment(p: RazorpayPaymentLike): ProviderPayment {
  return {
    id: p.id,
    orderId: p.order_id,
    amountPaise: Number(p.amount),
    currency: p.currency,
    status: p.status as ProviderPayment['status'],
    method: p.method ?? null,
    errorDescription: p.error_description ?? null,
  };
}
