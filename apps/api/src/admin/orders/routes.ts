import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ADMIN_ORDER_NOTES_PATH,
  ADMIN_ORDER_DOCUMENT_PATH,
  ADMIN_ORDER_PATH,
  ADMIN_ORDERS_PATH,
  RESEND_MESSAGE_PATH,
  ZAddOrderNoteRequest,
  ZAddOrderNoteResponse,
  ZAdminOrderDetailResponse,
  ZAdminOrderListQuery,
  ZAdminOrderListResponse,
  ZErrorResponse,
  ZResendMessageResponse,
} from '@sankalp/contract';
import { signedInStaff } from '../core/staff-auth.ts';
import { addOrderNote } from './add-note.ts';
import { sendPdf } from '../../features/receipt/documents.ts';
import { staffDocument } from './order-documents.ts';
import { getAdminOrder } from './get-order.ts';
import { siteUrl } from '../../features/notification/site-url.ts';
import { listOrders } from './list-orders.ts';
import { resendMessage } from './resend-message.ts';

const ZOrderParams = z.object({ orderId: z.string().check(z.maxLength(64)) });
const ZOrderDocumentParams = z.object({ orderId: z.string().check(z.maxLength(64)), documentId: z.uuid() });
const ZMessageParams = z.object({ orderId: z.string().check(z.maxLength(64)), messageId: z.string().check(z.maxLength(64)) });
const answers = <T>(ok: T) => ({ 200: ok, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse });

/**
 * The console's orders: list, detail, internal notes, and resending a message to the devotee.
 * Temple staff: their temples only.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_ORDERS_PATH,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, filtered and searched',
        querystring: ZAdminOrderListQuery,
        response: answers(ZAdminOrderListResponse),
      },
    },
    async (req) => ({ data: await listOrders(app.db, signedInStaff(req), req.query) }),
  );

  app.get(
    ADMIN_ORDER_DOCUMENT_PATH,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        summary: 'The PDF of a receipt, refund note or 80G receipt of one order',
        params: ZOrderDocumentParams,
        produces: ['application/pdf'],
        response: answers(z.string().check(z.core.describe('application/pdf'))),
      },
    },
    async (req, reply) => sendPdf(reply, await staffDocument(app.db, signedInStaff(req), req.params.orderId, req.params.documentId)),
  );

  app.get(
    ADMIN_ORDER_PATH,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        summary: 'One order with payments, refunds, timeline, audit and notes',
        params: ZOrderParams,
        response: answers(ZAdminOrderDetailResponse),
      },
    },
    async (req) => ({ data: await getAdminOrder(app.db, signedInStaff(req), req.params.orderId, siteUrl(app.config), req.log) }),
  );

  app.post(
    ADMIN_ORDER_NOTES_PATH,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin'],
        summary: 'Add an internal note to an order',
        params: ZOrderParams,
        body: ZAddOrderNoteRequest,
        response: answers(ZAddOrderNoteResponse),
      },
    },
    async (req) => ({ data: await addOrderNote(app.db, signedInStaff(req), req.params.orderId, req.body.body) }),
  );

  // Whoever may act on the order (the fulfilment actions' permission) may send its message again.
  app.post(
    RESEND_MESSAGE_PATH,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['admin'],
        summary: "Send one of the order's messages again (same kind and number, the order as it is now, channel by consent now)",
        params: ZMessageParams,
        response: { ...answers(ZResendMessageResponse), 409: ZErrorResponse },
      },
    },
    async (req) => ({
      data: await resendMessage(app.db, signedInStaff(req), req.params.orderId, req.params.messageId, siteUrl(app.config)),
    }),
  );
};
