import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DOCUMENT_DOWNLOAD_PATH, GET_ORDER_RECEIPT_PATH, ZDocumentDownloadQuery, ZErrorResponse, ZLoginRequired, ZOrderReceiptQuery } from '@sankalp/contract';
import { notFound } from '../../lib/errors.ts';
import { personalAnswers } from '../../plugins/answer-headers.ts';
import { requireSignIn, signedInUser } from '../../plugins/auth.ts';
import { documentById, DOCUMENT_NOT_FOUND, ownDocument, sendPdf } from './documents.ts';
import { linkSigner } from './links.ts';

const ZPdf = z.string().check(z.core.describe('application/pdf'));

/** The devotee's receipts (decision 260): signed in, own orders only. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  app.get(
    GET_ORDER_RECEIPT_PATH,
    {
      schema: {
        tags: ['order'],
        summary: 'The PDF receipt (or refund note) of one of the caller’s orders',
        querystring: ZOrderReceiptQuery,
        produces: ['application/pdf'],
        // A guest gets the sign-in answer (showModal), as every signed-in call.
        response: { 200: z.union([ZPdf, ZLoginRequired]), 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req, reply) => sendPdf(reply, await ownDocument(app.db, signedInUser(req).userId, req.query.orderId, req.query.documentId)),
  );
};

/** A document by its signed, expiring link (the order page's and the paid message's). */
export const documentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  // A devotee's receipt, open to whoever holds the link: never kept by a cache (decision 235).
  personalAnswers(app);
  const signer = linkSigner(app.config);
  app.get(
    DOCUMENT_DOWNLOAD_PATH,
    {
      schema: {
        tags: ['order'],
        summary: 'A receipt or refund note by its signed link',
        querystring: ZDocumentDownloadQuery,
        produces: ['application/pdf'],
        response: { 200: ZPdf, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const id = signer.verify(req.query.token);
      if (!id) throw notFound(DOCUMENT_NOT_FOUND);
      return sendPdf(reply, await documentById(app.db, id));
    },
  );
};
