import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { refunds } from '../../db/schema/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { askProvider, settleRefund, toStatus } from './refund-payment.ts';

const BATCH = 20;

/**
 * Refunds still PENDING a while after they were asked (a lost webhook, a provider timeout before
 * it answered): the sweep asks the provider about each, so none stays pending forever (decision
 * 142). Claiming moves `updated_at`, so processes sweeping together do not ask twice. A refund
 * with no provider id yet is asked again with its own idempotency key, which cannot pay twice.
 */
export async function reconcilePendingRefunds(deps: PaymentDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - deps.config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'PENDING'), lt(refunds.updatedAt, before)))
      .orderBy(asc(refunds.updatedAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx.update(refunds).set({ updatedAt: now }).where(inArray(refunds.id, ids));
    return ids;
  });
  for (const id of claimed) {
    try {
      const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, id));
      if (!row || row.status !== 'PENDING') continue;
      if (!row.providerRefundId) {
        await askProvider(deps.db, deps.provider, deps.log, row);
        continue;
      }
      const answer = await deps.provider.fetchRefund(row.providerRefundId);
      await settleRefund(deps.db, deps.log, { refundId: row.id, providerRefundId: answer.id, status: toStatus(answer.status) }, 'reconciliation sweep');
    } catch (err) {
      deps.log.warn({ err, refundId: id }, 'reconciling a pending refund failed; next sweep tries again');
    }
  }
  return claimed.length;
}
