import type { OrderStatus } from '../order/order-status.ts';
import { AppError } from '../../lib/errors.ts';
import { PAYMENT_MESSAGES as M } from '../../lib/messages/payment.ts';

/** Why an order cannot be paid now, in words the devotee can act on. */
export function notPayable(status: OrderStatus): AppError {
  if (status === 'AWAITING_PAYMENT_CONFIRMATION') return new AppError('PAYMENT_BEING_CONFIRMED', 409, M.beingConfirmed);
  if (status === 'SUCCESS' || status === 'IN TRANSIT' || status === 'COMPLETED') return new AppError('ORDER_ALREADY_PAID', 409, M.alreadyPaid);
  return new AppError('ORDER_NOT_PAYABLE', 409, M.notPayable);
}

export const nothingToPay = () => new AppError('ORDER_NOTHING_TO_PAY', 409, M.nothingToPay);
export const paymentStartFailed = () => new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, M.startFailed);
export const providerUnreachable = () => new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, M.providerUnreachable);
export const signatureInvalid = () => new AppError('PAYMENT_SIGNATURE_INVALID', 400, M.signatureInvalid);
export const paymentNotFound = () => new AppError('PAYMENT_NOT_FOUND', 404, M.paymentNotFound);
export const webhookSignatureInvalid = () => new AppError('WEBHOOK_SIGNATURE_INVALID', 400, M.webhookSignatureInvalid);
export const webhookBodyInvalid = () => new AppError('WEBHOOK_BODY_INVALID', 400, M.webhookBodyInvalid);
