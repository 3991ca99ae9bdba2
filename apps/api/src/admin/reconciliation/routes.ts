import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECONCILIATION_PATH, ZErrorResponse, ZReconciliationQuery, ZReconciliationResponse } from '@sankalp/contract';
import { reconcile } from './reconcile.ts';

/** The money check of a period (decision 271): the office (admin, operator) across every temple. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RECONCILIATION_PATH,
    {
      config: { permission: 'reconciliation.read' },
      schema: {
        tags: ['admin'],
        summary: 'Captured − refunded against the temple statements, and every difference',
        querystring: ZReconciliationQuery,
        response: { 200: ZReconciliationResponse, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (req) => ({ data: await reconcile(app.db, req.query) }),
  );
};
