import * as z from 'zod/mini';
import { ORDER_ID_MESSAGES, ZOrderIdField } from './order-id.ts';

/**
 * POST /payment/reconcile {orderId}: asks the provider where the order's payment stands and
 * records it (for a payment status page whose callback or webhook has not arrived). Sign-in
 * needed, own orders only; the answer is ZPaymentStateResponse.
 */
export const ZReconcilePaymentRequest = z.object({ orderId: ZOrderIdField }, { error: ORDER_ID_MESSAGES.required });
export type TReconcilePaymentRequest = z.input<typeof ZReconcilePaymentRequest>;
