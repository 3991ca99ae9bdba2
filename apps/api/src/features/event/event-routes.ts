import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZEventIdParams, ZEventSearchKeyParams, ZPageQuery, type TEventKind } from '@sankalp/contract';
import type * as z from 'zod/mini';
import { PREPARED_BODY_ROUTE, sendCached } from '../../plugins/cached-json.ts';
import { getEventDetail } from './get-event-detail.ts';
import { getEventList } from './get-event-list.ts';

type EventRoutesOptions = {
  kind: TEventKind;
  tag: string;
  noun: string;
  paths: { list: string; byName: string; byId: string };
  listField: 'pujaList' | 'offeringList';
  listResponse: z.ZodMiniType;
  detailResponse: z.ZodMiniType;
};

const errors = { 400: ZErrorResponse, 404: ZErrorResponse };

/** The list and the two detail lookups, identical for pujas and chadawa but for names. */
export const eventRoutes =
  (o: EventRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = [o.tag];
    app.get(
      o.paths.list,
      {
        ...PREPARED_BODY_ROUTE,
        schema: { tags, summary: `One page of ${o.noun} events`, querystring: ZPageQuery, response: { 200: o.listResponse, ...errors } },
      },
      (req, reply) =>
        sendCached(req, reply, o.listResponse, async () => {
          const { list, totalPages } = await getEventList(app.db, o.kind, req.query.pageNumber, req.language);
          return { data: { [o.listField]: list, totalPages } };
        }),
    );
    app.get(
      o.paths.byName,
      {
        ...PREPARED_BODY_ROUTE,
        schema: { tags, summary: `A ${o.noun} by its searchKey`, params: ZEventSearchKeyParams, response: { 200: o.detailResponse, ...errors } },
      },
      (req, reply) =>
        sendCached(req, reply, o.detailResponse, async () => ({
          data: await getEventDetail(app.db, o.kind, { searchKey: req.params.searchKey }, req.language),
        })),
    );
    app.get(
      o.paths.byId,
      { ...PREPARED_BODY_ROUTE, schema: { tags, summary: `A ${o.noun} by id`, params: ZEventIdParams, response: { 200: o.detailResponse, ...errors } } },
      (req, reply) =>
        sendCached(req, reply, o.detailResponse, async () => ({
          data: await getEventDetail(app.db, o.kind, { id: req.params.id }, req.language),
        })),
    );
  };
