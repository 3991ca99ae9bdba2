import { sql } from 'drizzle-orm';
import { STATEMENT_MESSAGES, type TSettledStatement, type TSettleStatementRequest } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { templeStatements } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { findTemple } from '../temples/queries.ts';
import { scopedTemple, toSettled } from './get-statement.ts';
import { statementTotals } from './share.ts';
import { countMovements, openMovements } from './statement-queries.ts';

type SettleInput = Omit<TSettleStatementRequest, 'reference'> & { reference: string };

/**
 * Marks a temple's open statement settled (decision 270). In one transaction: the temple row is
 * locked (two settlements of one temple queue, so a movement can never land in both; the unique
 * indexes on the lines would refuse it anyway), the statement is computed again and must be what
 * the console showed (else 409, nothing stored), then the statement, its lines (INSERT … SELECT of
 * the same movements) and the audit entry are written. Retries: the route's Idempotency-Key.
 */
export async function settleStatement(db: Db, staff: StaffCaller, body: SettleInput): Promise<TSettledStatement> {
  await scopedTemple(db, staff, body.templeId);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const temple = await findTemple(t, body.templeId, true);
    // The movements are read once, into a temporary table: counted from there, and inserted from
    // there (an INSERT … SELECT whose SELECT checks temple_statement_lines would scan, for every
    // row, the rows this very statement has written).
    await t.execute(sql`create temporary table settling_lines on commit drop as select * from (${openMovements(temple.id, body)}) m`);
    const counts = await countMovements(t, sql`select * from settling_lines`);
    const e = body.expected;
    if (counts.paymentsCount + counts.refundsCount === 0) throw new AppError('STATEMENT_EMPTY', 409, STATEMENT_MESSAGES.empty);
    if (
      counts.paymentsCount !== e.paymentsCount ||
      counts.refundsCount !== e.refundsCount ||
      counts.grossPaise !== e.grossPaise ||
      counts.refundsPaise !== e.refundsPaise
    ) {
      throw new AppError('STATEMENT_CHANGED', 409, STATEMENT_MESSAGES.changed);
    }
    const share = { shareBps: temple.shareBps, feePerOrderPaise: temple.feePerOrderPaise };
    const totals = statementTotals(counts, share);
    const [row] = await t
      .insert(templeStatements)
      .values({
        templeId: temple.id,
        fromDate: body.from,
        toDate: body.to,
        ...share,
        paymentsCount: totals.paymentsCount,
        refundsCount: totals.refundsCount,
        grossPaise: totals.grossPaise,
        refundsPaise: totals.refundsPaise,
        sharePaise: totals.sharePaise,
        owedPaise: totals.owedPaise,
        reference: body.reference,
        settledBy: staff.staffId,
      })
      .returning();
    await t.execute(
      sql`insert into temple_statement_lines (statement_id, kind, payment_id, refund_id, order_id, amount_paise, at)
          select ${row!.id}::uuid, kind, payment_id, refund_id, order_id, amount_paise, at from settling_lines`,
    );
    await t.execute(sql`drop table settling_lines`);
    const settled = toSettled({ ...row!, settledByName: staff.name });
    // On the temple's own history (the console's temple page shows it), the statement in `after`.
    await recordAudit(t, staff, { action: 'statement.settle', entityType: 'temple', entityId: temple.id, after: settled });
    return settled;
  });
}
