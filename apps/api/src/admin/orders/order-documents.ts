import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moneyDocuments, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { DOCUMENT_NOT_FOUND, numbered, type DocumentRow } from '../../features/receipt/documents.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

/** One document of an order, for staff who may see that order (temple staff: their temples only). */
export async function staffDocument(db: Db, staff: StaffCaller, orderId: string, documentId: string): Promise<DocumentRow> {
  const [row] = await db
    .select({ doc: moneyDocuments, templeId: orders.templeId })
    .from(moneyDocuments)
    .innerJoin(orders, eq(orders.id, moneyDocuments.orderId))
    .where(and(eq(moneyDocuments.id, documentId), eq(moneyDocuments.orderId, orderId)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  assertTempleAccess(staff, row.templeId);
  return numbered(row.doc);
}
