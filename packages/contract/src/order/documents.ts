import * as z from 'zod/mini';

/**
 * Receipts and refund notes of an order (issue 23, decision 260). GET /order/receipt?orderId=
 * answers the PDF of the order's receipt (or of one of its documents with &documentId=) to its
 * owner; anyone else gets 404. GET /document/download?token= answers a document's PDF to whoever
 * holds a signed, expiring link (the order page's and the paid message's links).
 */
export const GET_ORDER_RECEIPT_PATH = '/order/receipt';
export const DOCUMENT_DOWNLOAD_PATH = '/document/download';

export const DOCUMENT_KINDS = ['RECEIPT', 'REFUND_NOTE', 'DONATION_80G'] as const;

export const ZOrderReceiptQuery = z.object({
  orderId: z.string({ error: 'orderId is required' }).check(z.trim(), z.minLength(1, { error: 'orderId is required' }), z.maxLength(64)),
  documentId: z.optional(z.uuid({ error: 'documentId must be a UUID' })),
});
export type TOrderReceiptQuery = z.infer<typeof ZOrderReceiptQuery>;

export const ZDocumentDownloadQuery = z.object({
  token: z.string({ error: 'token is required' }).check(z.minLength(10, { error: 'token is required' }), z.maxLength(300)),
});

/** One document of an order, as the order detail lists it (additive field `documents`). */
export const ZOrderDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  amount: z.number().check(z.core.describe('Rupees')),
  /** A signed link to the PDF, valid for a while (no sign-in header needed). */
  url: z.string(),
});
export type TOrderDocument = z.infer<typeof ZOrderDocument>;
