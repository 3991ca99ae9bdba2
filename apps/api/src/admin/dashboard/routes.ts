import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_PATH, ZDashboardResponse, ZErrorResponse } from '@sankalp/contract';
import { signedInStaff } from '../core/staff-auth.ts';
import { getDashboard } from './get-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_PATH,
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['admin'],
        summary: 'Today’s work: pujas, videos and prasad due, refunds, takings',
        response: { 200: ZDashboardResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (req) => ({ data: await getDashboard(app.db, signedInStaff(req)) }),
  );
};
