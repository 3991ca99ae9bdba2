import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { PAYMENT_EXCEPTION_KINDS, REFUND_STATUSES } from '../states.ts';
import { ZOrderActionResult } from '../fulfilment/order-actions.ts';

export const EXCEPTIONS_PATH = '/exceptions';
export const EXCEPTION_REFUND_PATH = '/exceptions/:exceptionId/refund';
export const exceptionRefundPath = (exceptionId: string) => EXCEPTION_REFUND_PATH.replace(':exceptionId', encodeURIComponent(exceptionId));

/** One payment flagged for an operator; open ones first, newest first. */
export const ZPaymentException = z.object({
  exceptionId: z.string(),
  orderId: z.string(),
  templeId: z.string(),
  kind: z.enum(PAYMENT_EXCEPTION_KINDS),
  providerPaymentId: z.string(),
  amountPaise: z.int(),
  detail: z.string(),
  detectedAt: z.string(),
  resolvedAt: z.nullable(z.string()),
  refund: z.nullable(z.object({ refundId: z.string(), status: z.enum(REFUND_STATUSES), amountPaise: z.int() })),
});
export type TPaymentException = z.infer<typeof ZPaymentException>;

export const ZExceptionsQuery = z.object({ state: z.optional(z.enum(['open', 'all'])) });
export const ZExceptionsResponse = envelope(z.array(ZPaymentException));
export type TExceptionsResponse = z.infer<typeof ZExceptionsResponse>;

export const ZExceptionRefundRequest = z.object({
  idempotencyKey: z
    .string({ error: 'idempotencyKey must be a UUID.' })
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'idempotencyKey must be a UUID.' })),
});
export type TExceptionRefundRequest = z.infer<typeof ZExceptionRefundRequest>;
export const ZExceptionRefundResponse = envelope(z.object({ exception: ZPaymentException, order: ZOrderActionResult }));
export type TExceptionRefundResponse = z.infer<typeof ZExceptionRefundResponse>;
export const ZExceptionParams = z.object({ exceptionId: z.uuid() });
