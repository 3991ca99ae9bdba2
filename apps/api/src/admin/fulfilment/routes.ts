import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_ACTION_PATHS,
  ZAttachVideoRequest,
  ZCancelOrderRequest,
  ZCorrectTrackingRequest,
  ZErrorResponse,
  ZMarkDeliveredRequest,
  ZMarkPerformedRequest,
  ZOrderActionParams,
  ZOrderActionResponse,
  ZRefundOrderRequest,
  ZShipPrasadRequest,
} from '@sankalp/contract';
import { signedInStaff, staffKeys } from '../core/staff-auth.ts';
import { attachVideo, correctTracking, markDelivered, markPerformed, ownVideoPrefixes, shipPrasad } from './fulfil-order.ts';
import { cancelUnpaidOrder, refundOrder, type RefundDeps } from './refund-order.ts';

const responses = {
  200: ZOrderActionResponse,
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const schema = <B>(summary: string, body: B) => ({ tags: ['admin'], summary, params: ZOrderActionParams, body, response: responses });

/** Fulfilment actions of the console (issue 10, decisions 140–142): each locks the order and is audited. */
export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: RefundDeps = { db: app.db, provider: app.paymentProvider, log: app.log };
  const videoPrefixes = ownVideoPrefixes(app.config.MEDIA_S3_PUBLIC_URL);
  const input = <T>(req: FastifyRequest & { params: { orderId: string }; body: T }) => ({
    db: app.db,
    log: app.log,
    staff: signedInStaff(req),
    orderId: req.params.orderId,
    body: req.body,
  });

  app.post(
    ORDER_ACTION_PATHS.performed,
    { config: { permission: 'orders.fulfil' }, schema: schema('Mark the puja performed', ZMarkPerformedRequest) },
    async (req) => ({
      data: await markPerformed(input(req)),
    }),
  );
  app.post(
    ORDER_ACTION_PATHS.video,
    { config: { permission: 'orders.fulfil' }, schema: schema('Attach the video (completes the order)', ZAttachVideoRequest) },
    async (req) => ({
      data: await attachVideo(input(req), videoPrefixes),
    }),
  );
  app.post(ORDER_ACTION_PATHS.ship, { config: { permission: 'orders.fulfil' }, schema: schema('Ship the prasad', ZShipPrasadRequest) }, async (req) => ({
    data: await shipPrasad(input(req)),
  }));
  app.post(
    ORDER_ACTION_PATHS.tracking,
    { config: { permission: 'orders.fulfil' }, schema: schema('Correct a shipped parcel’s tracking (until delivered)', ZCorrectTrackingRequest) },
    async (req) => ({
      data: await correctTracking(input(req)),
    }),
  );
  app.post(
    ORDER_ACTION_PATHS.delivered,
    { config: { permission: 'orders.fulfil' }, schema: schema('Prasad delivered', ZMarkDeliveredRequest) },
    async (req) => ({
      data: await markDelivered(input(req)),
    }),
  );
  app.post(
    ORDER_ACTION_PATHS.refund,
    { config: { permission: 'orders.refund', idempotent: staffKeys }, schema: schema('Refund (and optionally cancel) a paid order', ZRefundOrderRequest) },
    async (req) => ({
      data: await refundOrder(deps, signedInStaff(req), req.params.orderId, req.body),
    }),
  );
  app.post(
    ORDER_ACTION_PATHS.cancel,
    { config: { permission: 'orders.refund', idempotent: staffKeys }, schema: schema('Cancel an unpaid order', ZCancelOrderRequest) },
    async (req) => ({
      data: await cancelUnpaidOrder(deps, signedInStaff(req), req.params.orderId, req.body),
    }),
  );
};
