import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_GRANT_PATH,
  STAFF_MESSAGES,
  STAFF_PATH,
  STAFF_REVOKE_PATH,
  ZErrorResponse,
  ZGrantStaffRequest,
  ZRevokeStaffRequest,
  ZRevokeStaffResponse,
  ZStaffListQuery,
  ZStaffListResponse,
  ZStaffMemberResponse,
} from '@sankalp/contract';
import { localize } from '../../lib/messages.ts';
import { signedInStaff } from '../core/staff-auth.ts';
import { grantStaff, revokeStaff } from './grant-staff.ts';
import { listStaff } from './queries.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/**
 * Staff management, for admins only. Grants and revocations go through grant-staff.ts (the same
 * code as `npm run admin`), which audits them, signs changed members out and keeps one admin.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STAFF_PATH,
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Staff members with their roles and temples',
        querystring: ZStaffListQuery,
        response: { 200: ZStaffListResponse, ...errors },
      },
    },
    async (req) => ({ data: await listStaff(app.db, { status: req.query.status ?? 'active' }) }),
  );

  app.post(
    STAFF_GRANT_PATH,
    {
      config: { permission: 'staff.manage' },
      schema: { tags: ['admin'], summary: 'Give a phone a role, or change it', body: ZGrantStaffRequest, response: { 200: ZStaffMemberResponse, ...errors } },
    },
    async (req) => {
      const id = await grantStaff(app.db, signedInStaff(req), req.body);
      const [member] = await listStaff(app.db, { status: 'active', id });
      return { data: member! };
    },
  );

  app.post(
    STAFF_REVOKE_PATH,
    {
      config: { permission: 'staff.manage' },
      schema: { tags: ['admin'], summary: 'Take every role away from a phone', body: ZRevokeStaffRequest, response: { 200: ZRevokeStaffResponse, ...errors } },
    },
    async (req) => {
      await revokeStaff(app.db, signedInStaff(req), req.body.phone);
      return { data: { message: localize(STAFF_MESSAGES.revoked, req.language) } };
    },
  );
};
