import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PATH, ZAuditResponse, ZErrorResponse } from '@sankalp/contract';
import { z } from 'zod';
import { findAudit } from '../core/audit.ts';

/** The audit log of one entity (catalogue entry, temple, staff member). An order's comes with its detail. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUDIT_PATH,
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin'],
        summary: 'Audit log of one entity, newest first',
        params: z.object({ entityType: z.string().max(40), entityId: z.string().max(100) }),
        response: { 200: ZAuditResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (req) => {
      const rows = await findAudit(app.db, req.params.entityType, req.params.entityId);
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    },
  );
};
