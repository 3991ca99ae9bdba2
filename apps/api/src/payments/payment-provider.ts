import type { TPaymentProviderName } from '@sankalp/contract';

/** An order at the provider: what the devotee is asked to pay. Amounts in paise. */
export type ProviderOrder = { id: string; amountPaise: number; currency: 'INR'; status: 'created' | 'attempted' | 'paid' };

/** One attempt to pay a provider order, as the provider reports it (Razorpay's payment states). */
export type ProviderPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | null;
  errorDescription: string | null;
};

export type CreateProviderOrder = { amountPaise: number; receipt: string; notes: Record<string, string> };

/** A refund asked of the provider (Razorpay Refunds API). `idempotencyKey` goes as X-Refund-Idempotency. */
export type RefundInput = { providerPaymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> };

/** A refund as the provider reports it (Razorpay's refund states). */
export type ProviderRefund = { id: string; paymentId: string; status: 'pending' | 'processed' | 'failed'; amountPaise: number; notes: Record<string, string> };

/** Client-facing pieces of the checkout that depend on the provider. */
export type ProviderCheckout = { keyId: string; checkoutUrl: string | null };

/**
 * What the payment feature needs from a provider. Both implementations sign checkout results and
 * webhooks the same way (see signatures.ts), so one verification path serves both.
 */
export interface PaymentProvider {
  readonly name: TPaymentProviderName;
  createOrder(input: CreateProviderOrder): Promise<ProviderOrder>;
  /** For reconciliation: the order as the provider sees it now. */
  fetchOrder(providerOrderId: string): Promise<ProviderOrder>;
  /** For reconciliation: every payment attempt made against the order. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  checkout(providerOrderId: string, ourOrderId: string): ProviderCheckout;
  /**
   * Pays back (part of) a captured payment. The same idempotency key answers the same refund,
   * never a second one, so a retried call after a timeout is safe.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** For reconciliation: a refund as the provider sees it now. */
  fetchRefund(providerRefundId: string): Promise<ProviderRefund>;
  /** `razorpay_signature` of a checkout result: HMAC-SHA256(order_id|payment_id, key secret). */
  verifyCheckoutSignature(providerOrderId: string, providerPaymentId: string, signature: string): boolean;
  /** `X-Razorpay-Signature`: HMAC-SHA256(raw body, webhook secret). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** The provider could not be reached or refused a call; details go to the log, never to the devotee. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: TPaymentProviderName,
    readonly operation: string,
    readonly details: unknown,
  ) {
    super(`${provider} ${operation} failed`);
    this.name = 'PaymentProviderError';
  }
}
