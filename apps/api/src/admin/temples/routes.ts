import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEMPLE_ARCHIVE_PATH,
  TEMPLE_PATH,
  TEMPLE_RESTORE_PATH,
  TEMPLE_SHARE_PATH,
  TEMPLES_PATH,
  ZCreateTempleRequest,
  ZErrorResponse,
  ZTempleListQuery,
  ZTempleListResponse,
  ZTempleResponse,
  ZTempleShareRequest,
  ZTempleShareResponse,
  ZUpdateTempleRequest,
} from '@sankalp/contract';
import { z } from 'zod';
import { assertTempleAccess, templeScope } from '../core/permissions.ts';
import { signedInStaff } from '../core/staff-auth.ts';
import { archiveTemple, restoreTemple } from './archive-temple.ts';
import { findTemple, listTemples, toTemple } from './queries.ts';
import { createTemple, updateTemple } from './save-temple.ts';
import { saveTempleShare } from './save-share.ts';

const byId = z.object({ id: z.string().max(100) });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/**
 * Temples: every signed-in member reads them (temple staff only their own); only admins create,
 * edit and archive them. Every write is in the audit log under entity type 'temple'.
 */
export const templeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TEMPLES_PATH,
    {
      config: { permission: 'temples.read' },
      schema: {
        tags: ['admin'],
        summary: 'Temples (temple staff: their own)',
        querystring: ZTempleListQuery,
        response: { 200: ZTempleListResponse, ...errors },
      },
    },
    async (req) => {
      const rows = await listTemples(app.db, templeScope(signedInStaff(req)), req.query.status ?? 'active');
      return { data: rows.map(toTemple) };
    },
  );

  app.get(
    TEMPLE_PATH,
    {
      config: { permission: 'temples.read' },
      schema: { tags: ['admin'], summary: 'One temple', params: byId, response: { 200: ZTempleResponse, ...errors } },
    },
    async (req) => {
      // Found first, then scoped: an id that does not exist is 404 for everyone.
      const row = await findTemple(app.db, req.params.id);
      assertTempleAccess(signedInStaff(req), row.id);
      return { data: toTemple(row) };
    },
  );

  app.post(
    TEMPLES_PATH,
    {
      config: { permission: 'temples.manage' },
      schema: { tags: ['admin'], summary: 'Create a temple', body: ZCreateTempleRequest, response: { 200: ZTempleResponse, ...errors } },
    },
    async (req) => ({ data: toTemple(await createTemple(app.db, signedInStaff(req), req.body)) }),
  );

  app.put(
    TEMPLE_PATH,
    {
      config: { permission: 'temples.manage' },
      schema: { tags: ['admin'], summary: 'Replace a temple', params: byId, body: ZUpdateTempleRequest, response: { 200: ZTempleResponse, ...errors } },
    },
    async (req) => ({ data: toTemple(await updateTemple(app.db, signedInStaff(req), req.params.id, req.body)) }),
  );

  app.post(
    TEMPLE_ARCHIVE_PATH,
    {
      config: { permission: 'temples.manage' },
      schema: { tags: ['admin'], summary: 'Archive a temple (no new events)', params: byId, response: { 200: ZTempleResponse, ...errors } },
    },
    async (req) => ({ data: toTemple(await archiveTemple(app.db, signedInStaff(req), req.params.id)) }),
  );

  app.post(
    TEMPLE_RESTORE_PATH,
    {
      config: { permission: 'temples.manage' },
      schema: { tags: ['admin'], summary: 'Restore an archived temple', params: byId, response: { 200: ZTempleResponse, ...errors } },
    },
    async (req) => ({ data: toTemple(await restoreTemple(app.db, signedInStaff(req), req.params.id)) }),
  );

  app.put(
    TEMPLE_SHARE_PATH,
    {
      config: { permission: 'temples.manage' },
      schema: {
        tags: ['admin'],
        summary: "Set the platform's share of a temple's takings",
        params: byId,
        body: ZTempleShareRequest,
        response: { 200: ZTempleShareResponse, ...errors },
      },
    },
    async (req) => ({ data: await saveTempleShare(app.db, signedInStaff(req), req.params.id, req.body) }),
  );
};
