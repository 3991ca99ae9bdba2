import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moneyDocuments, orders, payments, refunds } from '../../db/schema/index.ts';
import { issueReceipt, issueRefundNote } from './issue.ts';

/**
 * Issues the documents that are missing (decision 260): a receipt for each captured payment that
 * has none and a note for each processed refund that has none — payments and refunds settled
 * before receipts existed. Oldest first, each in its own transaction under the order's lock (as a
 * settlement takes it), so it may run while the server runs. `npm run admin -- issue-documents`.
 */
export async function issueMissingDocuments(db: Db): Promise<{ receipts: number; notes: number }> {
  const unreceipted = await db
    .select({ orderId: payments.orderId, providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'CAPTURED'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(moneyDocuments)
            .where(and(eq(moneyDocuments.paymentId, payments.id), eq(moneyDocuments.kind, 'RECEIPT'))),
        ),
      ),
    )
    .orderBy(asc(payments.updatedAt));
  for (const p of unreceipted) {
    await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, p.orderId)).for('update');
      await issueReceipt(tx, p.providerOrderId);
    });
  }
  const unnoted = await db
    .select({ id: refunds.id, orderId: refunds.orderId })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'PROCESSED'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(moneyDocuments)
            .where(eq(moneyDocuments.refundId, refunds.id)),
        ),
      ),
    )
    .orderBy(asc(refunds.updatedAt));
  for (const r of unnoted) {
    await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, r.orderId)).for('update');
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, r.id)).for('update');
      if (refund?.status === 'PROCESSED') await issueRefundNote(tx, refund);
    });
  }
  return { receipts: unreceipted.length, notes: unnoted.length };
}
