import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_EVENT_ARCHIVE_PATH,
  CATALOGUE_EVENT_PATH,
  CATALOGUE_EVENT_PUBLISH_PATH,
  CATALOGUE_EVENT_UNPUBLISH_PATH,
  CATALOGUE_EVENTS_PATH,
  CATALOGUE_TEMPLES_PATH,
  ZCatalogueEventInput,
  ZCatalogueEventListQuery,
  ZCatalogueEventListResponse,
  ZCatalogueEventResponse,
  ZCatalogueIdParams,
  ZCatalogueOkResponse,
  ZCatalogueTemplesResponse,
  ZErrorResponse,
} from '@sankalp/contract';
import { asc } from 'drizzle-orm';
import { temples } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { signedInStaff } from '../core/staff-auth.ts';
import { loadEventAggregate } from './event-aggregate.ts';
import { changeEventStatus, deleteEvent, type StatusAction } from './event-status.ts';
import { listEvents } from './list-events.ts';
import { CATALOGUE_MESSAGES as M } from '../../lib/messages/catalogue.ts';
import { createEvent, replaceEvent } from './save-event.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const read = { permission: 'catalogue.read' } as const;
const write = { permission: 'catalogue.write' } as const;

/** Pujas and chadawa as the console edits them: one aggregate per event, replaced whole. */
/** A whole event in two languages (Devanagari is 3 bytes a letter) outgrows the app's 64 KB JSON limit; its schema bounds every field. */
const EVENT_BODY_LIMIT_BYTES = 1024 * 1024;

export const catalogueEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (id: string) => {
    const event = await loadEventAggregate(app.db, id);
    if (!event) throw notFound(M.eventNotFound);
    return { data: event };
  };

  app.get(
    CATALOGUE_EVENTS_PATH,
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Events of the catalogue (every status)',
        querystring: ZCatalogueEventListQuery,
        response: { 200: ZCatalogueEventListResponse, ...errors },
      },
    },
    async (req) => ({ data: await listEvents(app.db, req.query) }),
  );

  app.get(
    CATALOGUE_TEMPLES_PATH,
    { config: read, schema: { tags: ['admin'], summary: 'Temples an event can belong to', response: { 200: ZCatalogueTemplesResponse, ...errors } } },
    async () => {
      const rows = await app.db.select({ id: temples.id, en: temples.nameEn, hi: temples.nameHi }).from(temples).orderBy(asc(temples.nameEn));
      return { data: rows.map((r) => ({ id: r.id, name: { en: r.en, hi: r.hi } })) };
    },
  );

  app.get(
    CATALOGUE_EVENT_PATH,
    {
      config: read,
      schema: { tags: ['admin'], summary: 'One event, complete', params: ZCatalogueIdParams, response: { 200: ZCatalogueEventResponse, ...errors } },
    },
    async (req) => answer(req.params.id),
  );

  app.post(
    CATALOGUE_EVENTS_PATH,
    {
      config: write,
      bodyLimit: EVENT_BODY_LIMIT_BYTES,
      schema: { tags: ['admin'], summary: 'Create an event (as a draft)', body: ZCatalogueEventInput, response: { 200: ZCatalogueEventResponse, ...errors } },
    },
    async (req) => answer(await createEvent(app.db, signedInStaff(req), req.body)),
  );

  app.put(
    CATALOGUE_EVENT_PATH,
    {
      config: write,
      bodyLimit: EVENT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Replace an event',
        params: ZCatalogueIdParams,
        body: ZCatalogueEventInput,
        response: { 200: ZCatalogueEventResponse, ...errors },
      },
    },
    async (req) => {
      await replaceEvent(app.db, signedInStaff(req), req.params.id, req.body);
      return answer(req.params.id);
    },
  );

  const statusRoute = (path: string, action: StatusAction, summary: string) =>
    app.post(
      path,
      { config: write, schema: { tags: ['admin'], summary, params: ZCatalogueIdParams, response: { 200: ZCatalogueEventResponse, ...errors } } },
      async (req) => {
        await changeEventStatus(app.db, signedInStaff(req), req.params.id, action);
        return answer(req.params.id);
      },
    );
  statusRoute(CATALOGUE_EVENT_PUBLISH_PATH, 'publish', 'Publish an event (checks it is complete in both languages)');
  statusRoute(CATALOGUE_EVENT_UNPUBLISH_PATH, 'unpublish', 'Take a published event off the site');
  statusRoute(CATALOGUE_EVENT_ARCHIVE_PATH, 'archive', 'Archive an event');

  app.delete(
    CATALOGUE_EVENT_PATH,
    {
      config: write,
      schema: { tags: ['admin'], summary: 'Delete an event without orders', params: ZCatalogueIdParams, response: { 200: ZCatalogueOkResponse, ...errors } },
    },
    async (req) => {
      await deleteEvent(app.db, signedInStaff(req), req.params.id);
      return { data: { ok: true } };
    },
  );
};
