import { EXCEPTIONS_PATH, exceptionRefundPath, ZExceptionRefundResponse, ZExceptionsResponse } from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

export const exceptionsQueryKey = (state: 'open' | 'all') => ['exceptions', state] as const;

export const getExceptions = (state: 'open' | 'all', signal?: AbortSignal) =>
  adminRequest(EXCEPTIONS_PATH, { schema: ZExceptionsResponse, query: { state }, signal });

/** `idempotencyKey`: the refund's, one per opening (decision 142); `attemptKey`: this press's Idempotency-Key (decision 194). */
export const refundException = (exceptionId: string, idempotencyKey: string, attemptKey: string) =>
  adminRequest(exceptionRefundPath(exceptionId), { method: 'POST', body: { idempotencyKey }, schema: ZExceptionRefundResponse, idempotencyKey: attemptKey });
