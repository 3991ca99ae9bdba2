import { PAYMENT_PATHS, ZInitiatePaymentResponse, type TInitiatePaymentResponse } from '@sankalp/contract';
import { request, type RequestResult } from '../../../lib/request.ts';

/** POST /payment/initiate {orderId}: the checkout data (the helper has already toasted a 400). */
export function initiatePayment(orderId: string): Promise<RequestResult<TInitiatePaymentResponse>> {
  return request(PAYMENT_PATHS.initiate, { method: 'POST', body: { orderId }, schema: ZInitiatePaymentResponse });
}
