import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TOrderDocument } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { moneyDocuments, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { documentLinkPath, type LinkSigner } from './links.ts';
import type { RenderableDocument } from './pdf.ts';
import type { DocumentContent } from './issue.ts';

type StoredDocument = typeof moneyDocuments.$inferSelect;
/** A committed document, numbered by the trigger as its issuing transaction committed (decision 264). */
export type DocumentRow = Omit<StoredDocument, 'sequence' | 'number'> & { sequence: number; number: string };

/** Every row another transaction reads is committed, hence numbered; one that is not is a bug, not a state. */
export function numbered(row: StoredDocument): DocumentRow {
  const { sequence, number } = row;
  if (sequence === null || number === null) throw new Error(`money document ${row.id} read before its issuing transaction committed`);
  return { ...row, sequence, number };
}

export const DOCUMENT_NOT_FOUND = 'Document not found.';

/** An order's documents, oldest first. */
export async function orderDocuments(db: Db, orderId: string): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(moneyDocuments)
    .where(eq(moneyDocuments.orderId, orderId))
    .orderBy(asc(moneyDocuments.issuedAt), asc(moneyDocuments.sequence));
  return rows.map(numbered);
}

/** The order detail's list: each document with a signed link. */
export async function listedDocuments(db: Db, orderId: string, signer: LinkSigner): Promise<TOrderDocument[]> {
  const rows = await orderDocuments(db, orderId);
  return rows.map((d) => ({
    id: d.id,
    kind: d.kind,
    number: d.number,
    issuedAt: d.issuedAt.toISOString(),
    amount: d.amountPaise / 100,
    url: documentLinkPath(signer.sign(d.id, 1)),
  }));
}

/**
 * A devotee's document: of the caller's own order only (another's is 404, as if it did not exist).
 * Without documentId, the order's receipt.
 */
export async function ownDocument(db: Db, userId: string, orderId: string, documentId: string | undefined): Promise<DocumentRow> {
  const [row] = await db
    .select({ doc: moneyDocuments })
    .from(moneyDocuments)
    .innerJoin(orders, eq(orders.id, moneyDocuments.orderId))
    .where(
      and(eq(orders.id, orderId.toUpperCase()), eq(orders.userId, userId), documentId ? eq(moneyDocuments.id, documentId) : eq(moneyDocuments.kind, 'RECEIPT')),
    )
    .orderBy(asc(moneyDocuments.issuedAt))
    .limit(1);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return numbered(row.doc);
}

export async function documentById(db: Db, id: string): Promise<DocumentRow> {
  const [row] = await db.select().from(moneyDocuments).where(eq(moneyDocuments.id, id));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return numbered(row);
}

/** What a document's PDF is drawn from: what was stored when it was issued. */
const renderable = (d: DocumentRow): RenderableDocument => ({
  kind: d.kind,
  number: d.number,
  issuedAt: d.issuedAt,
  language: d.language,
  amountPaise: d.amountPaise,
  content: d.content as DocumentContent,
});

/** The download's file name, e.g. RCT-2026-27-000042.pdf. */
export const documentFileName = (d: Pick<DocumentRow, 'number'>) => `${d.number.replace(/\//g, '-')}.pdf`;

/** Answers a document's PDF (drawn now, on a worker thread, from what was stored at issue). */
export async function sendPdf(reply: FastifyReply, d: DocumentRow): Promise<FastifyReply> {
  const pdf = await reply.server.pdfRenderer.render(renderable(d));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${documentFileName(d)}"`)
    .send(pdf);
}
