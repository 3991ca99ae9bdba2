import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SANKALP_CSV_PATH,
  SANKALP_EVENTS_PATH,
  SANKALP_PATH,
  ZErrorResponse,
  ZSankalpEventsQuery,
  ZSankalpEventsResponse,
  ZSankalpListResponse,
  ZSankalpQuery,
} from '@sankalp/contract';
import { signedInStaff } from '../core/staff-auth.ts';
import { sankalpCsv, sankalpFileName } from './sankalp-csv.ts';
import { sankalpEvents, sankalpList } from './sankalp-list.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The sankalp list of an event on a day: JSON for the screen and printout, CSV for a spreadsheet. */
export const sankalpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SANKALP_PATH,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        summary: 'Names to be read for an event on a day',
        querystring: ZSankalpQuery,
        response: { 200: ZSankalpListResponse, ...errors },
      },
    },
    async (req) => ({ data: (await sankalpList(app.db, signedInStaff(req), req.query)).list }),
  );

  app.get(
    SANKALP_CSV_PATH,
    {
      config: { permission: 'orders.read' },
      // No response schema: the answer is CSV text, not JSON (errors are answered by the error handler).
      schema: { tags: ['admin'], summary: 'The sankalp list as CSV (UTF-8 with BOM)', querystring: ZSankalpQuery },
    },
    async (req, reply) => {
      const { list, eventNameEn } = await sankalpList(app.db, signedInStaff(req), req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${sankalpFileName(eventNameEn, list.date)}"`)
        .send(sankalpCsv(list));
    },
  );

  app.get(
    SANKALP_EVENTS_PATH,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        summary: 'Events with paid orders on a day',
        querystring: ZSankalpEventsQuery,
        response: { 200: ZSankalpEventsResponse, ...errors },
      },
    },
    async (req) => ({ data: await sankalpEvents(app.db, signedInStaff(req), req.query.date) }),
  );
};
