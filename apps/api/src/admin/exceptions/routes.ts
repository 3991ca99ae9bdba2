import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXCEPTION_REFUND_PATH,
  EXCEPTIONS_PATH,
  ZErrorResponse,
  ZExceptionParams,
  ZExceptionRefundRequest,
  ZExceptionRefundResponse,
  ZExceptionsQuery,
  ZExceptionsResponse,
} from '@sankalp/contract';
import { signedInStaff, staffKeys } from '../core/staff-auth.ts';
import { listExceptions, refundException, type ExceptionDeps } from './refund-exception.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/** The exceptions queue: payments taken that no order keeps, each resolved by a refund (decision 143). */
export const exceptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ExceptionDeps = { db: app.db, provider: app.paymentProvider, log: app.log };
  app.get(
    EXCEPTIONS_PATH,
    {
      config: { permission: 'exceptions.manage' },
      schema: { tags: ['admin'], summary: 'Payment exceptions, open first', querystring: ZExceptionsQuery, response: { 200: ZExceptionsResponse, ...errors } },
    },
    async (req) => ({ data: await listExceptions(app.db, signedInStaff(req), req.query.state ?? 'all') }),
  );
  app.post(
    EXCEPTION_REFUND_PATH,
    {
      config: { permission: 'exceptions.manage', idempotent: staffKeys },
      schema: {
        tags: ['admin'],
        summary: 'Refund the flagged payment in full',
        params: ZExceptionParams,
        body: ZExceptionRefundRequest,
        response: { 200: ZExceptionRefundResponse, ...errors },
      },
    },
    async (req) => ({ data: await refundException(deps, signedInStaff(req), req.params.exceptionId, req.body) }),
  );
};
