import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OCCURRENCE_PATHS,
  ZErrorResponse,
  ZOccurrenceParams,
  ZReadingEventsRequest,
  ZReadingEventsResponse,
  ZReadingQuery,
  ZReadingResponse,
} from '@sankalp/contract';
import { signedInStaff } from '../core/staff-auth.ts';
import { recordReadingEvents } from './reading-events.ts';
import { getReading } from './reading-view.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/** Reading mode (decision 181): the sankalps to read and the phone's queued taps. The priest's work: orders.fulfil. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OCCURRENCE_PATHS.reading,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: 'The sankalps of a puja date in reading order, with its readings and the reads so far',
        params: ZOccurrenceParams,
        querystring: ZReadingQuery,
        response: { 200: ZReadingResponse, ...errors },
      },
    },
    async (req) => ({ data: await getReading(app.db, signedInStaff(req), req.params, req.query) }),
  );

  app.post(
    OCCURRENCE_PATHS.readingEvents,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: 'Reading mode taps (Start, Next) queued on the phone; idempotent by their ids',
        params: ZOccurrenceParams,
        body: ZReadingEventsRequest,
        response: { 200: ZReadingEventsResponse, ...errors },
      },
    },
    async (req) => ({ data: await recordReadingEvents(app.db, signedInStaff(req), req.params, req.body.events) }),
  );
};
