import { PAYMENT_PATHS, ZInitiatePaymentResponse, type TPaymentCheckout } from '@sankalp/contract';
import { request } from '../../../lib/request.ts';

export type InitiateOutcome =
  | { ok: true; checkout: TPaymentCheckout }
  | { ok: false; error: 'initiateFailed' | 'invalidData' | 'alreadyPaid' }
  /** Past the server's capacity: ask again after this long, in line (decision 196). */
  | { ok: false; error: 'busy'; retryAfterSeconds: number };

/** Refusals meaning the order was paid meanwhile (perhaps without the site hearing of it): its status page says so. */
const PAID_MEANWHILE = ['ORDER_ALREADY_PAID', 'PAYMENT_BEING_CONFIRMED'];

/** POST /payment/initiate {orderId}: the provider's checkout options (spec §3), or why not. */
export async function initiatePayment(orderId: string): Promise<InitiateOutcome> {
  const result = await request(PAYMENT_PATHS.initiate, {
    method: 'POST',
    body: { orderId },
    schema: ZInitiatePaymentResponse,
    answerCodes: PAID_MEANWHILE,
    idempotent: true,
    waitsInLine: true,
  });
  if (result.ok) return { ok: true, checkout: result.data.data };
  if (result.reason === 'busy') return { ok: false, error: 'busy', retryAfterSeconds: result.retryAfterSeconds ?? 0 };
  if (result.code && PAID_MEANWHILE.includes(result.code)) return { ok: false, error: 'alreadyPaid' };
  // An answer without usable data is 'Invalid payment data' (spec §5); any refusal 'Failed to initiate payment'.
  return { ok: false, error: result.reason === 'invalid-response' ? 'invalidData' : 'initiateFailed' };
}
