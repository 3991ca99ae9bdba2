import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  CREATE_ORDER_PATH,
  GET_ORDER_PATH,
  GET_ORDERS_PATH,
  UPDATE_SANKALP_PATH,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZErrorResponse,
  ZGetOrderQuery,
  ZGetOrderResponse,
  ZGetOrdersRequest,
  ZGetOrdersResponse,
  ZLoginRequired,
  ZUpdateSankalpRequest,
  ZUpdateSankalpResponse,
} from '@sankalp/contract';
import { requireSignIn, signedInUser, userKeys } from '../../plugins/auth.ts';
import { linkSigner } from '../receipt/links.ts';
import { createOrder } from './create-order.ts';
import { getOrder, getOrders } from './get-orders.ts';
import { updateSankalp } from './update-sankalp.ts';

/** The caller's own orders only: every query is scoped by the signed-in user id. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  const signer = linkSigner(app.config);
  const answers = <T>(ok: T) => ({ 200: ok, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse });

  app.post(
    CREATE_ORDER_PATH,
    {
      config: { idempotent: userKeys },
      schema: {
        tags: ['order'],
        summary: 'Book the caller’s cart',
        body: ZCreateOrderRequest,
        response: answers(z.union([ZCreateOrderResponse, ZLoginRequired])),
      },
    },
    async (req) => ({ data: { orderId: await createOrder(app.db, signedInUser(req), req.body, req.language) } }),
  );

  app.get(
    GET_ORDER_PATH,
    {
      schema: {
        tags: ['order'],
        summary: 'One of the caller’s orders',
        querystring: ZGetOrderQuery,
        response: answers(z.union([ZGetOrderResponse, ZLoginRequired])),
      },
    },
    async (req) => ({ data: await getOrder(app.db, signedInUser(req).userId, req.query.orderId, req.language, signer) }),
  );

  app.post(
    GET_ORDERS_PATH,
    {
      schema: {
        tags: ['order'],
        summary: 'The caller’s orders, newest first',
        body: ZGetOrdersRequest,
        response: answers(z.union([ZGetOrdersResponse, ZLoginRequired])),
      },
    },
    async (req) => ({ data: await getOrders(app.db, signedInUser(req).userId, req.body.pageNumber, req.language) }),
  );

  app.post(
    UPDATE_SANKALP_PATH,
    {
      schema: {
        tags: ['order'],
        summary: 'Correct the sankalp of one of the caller’s orders until its booking closes',
        body: ZUpdateSankalpRequest,
        response: answers(z.union([ZUpdateSankalpResponse, ZLoginRequired])),
      },
    },
    async (req) => ({ data: await updateSankalp(app.db, signedInUser(req), req.body, req.language) }),
  );
};
