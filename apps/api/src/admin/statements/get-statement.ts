import { desc, eq } from 'drizzle-orm';
import { STATEMENT_MESSAGES, STATEMENT_PAGE_SIZE, type TSettledStatement, type TStatement, type TStatementLine } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { staffMembers, templeStatements } from '../../db/schema/index.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { notFound } from '../../lib/errors.ts';
import { findTemple, isTempleId as isUuid } from '../temples/queries.ts';
import { statementTotals } from './share.ts';
import { countMovements, csvLines, movementLines, openMovements, settledMovements, type LineRow, type Period } from './statement-queries.ts';

export type StatementRequest = Period & { templeId: string; page: number };

export const toLine = (r: LineRow): TStatementLine => ({ ...r, amountPaise: Number(r.amountPaise), at: new Date(r.at).toISOString() });

/** The temple (404 if none), after the caller's temple scope is checked (403 for another temple's). */
export async function scopedTemple(db: Db, staff: StaffCaller, templeId: string) {
  const temple = await findTemple(db, templeId);
  assertTempleAccess(staff, temple.id);
  return temple;
}

/** A temple's open statement for the period: totals by SQL aggregates, one page of its lines (two queries, at once). */
export async function getStatement(db: Db, staff: StaffCaller, q: StatementRequest): Promise<TStatement> {
  const temple = await scopedTemple(db, staff, q.templeId);
  const movements = openMovements(temple.id, q);
  const share = { shareBps: temple.shareBps, feePerOrderPaise: temple.feePerOrderPaise };
  const [counts, lines] = await Promise.all([
    countMovements(db, movements),
    movementLines(db, movements, { limit: STATEMENT_PAGE_SIZE, offset: q.page * STATEMENT_PAGE_SIZE }),
  ]);
  return {
    templeId: temple.id,
    templeNameEn: temple.nameEn,
    templeNameHi: temple.nameHi,
    from: q.from,
    to: q.to,
    share,
    totals: statementTotals(counts, share),
    lines: lines.map(toLine),
    page: q.page,
    pageSize: STATEMENT_PAGE_SIZE,
  };
}

export type SettledRow = typeof templeStatements.$inferSelect & { settledByName?: string | null };

export const toSettled = (row: SettledRow): TSettledStatement => ({
  id: row.id,
  templeId: row.templeId,
  from: row.fromDate,
  to: row.toDate,
  share: { shareBps: row.shareBps, feePerOrderPaise: row.feePerOrderPaise },
  totals: {
    ...statementTotals(row, { shareBps: row.shareBps, feePerOrderPaise: row.feePerOrderPaise }),
    // What was stored is what was paid out: shown as stored, never recomputed.
    sharePaise: row.sharePaise,
    owedPaise: row.owedPaise,
  },
  reference: row.reference,
  settledBy: row.settledByName ?? null,
  settledAt: row.settledAt.toISOString(),
});

/** A temple's settled statements, newest first. */
export async function listSettled(db: Db, staff: StaffCaller, templeId: string): Promise<TSettledStatement[]> {
  const temple = await scopedTemple(db, staff, templeId);
  const rows = await db
    .select({ statement: templeStatements, settledByName: staffMembers.name })
    .from(templeStatements)
    .leftJoin(staffMembers, eq(staffMembers.id, templeStatements.settledBy))
    .where(eq(templeStatements.templeId, temple.id))
    .orderBy(desc(templeStatements.settledAt), desc(templeStatements.id))
    .limit(200);
  return rows.map((r) => toSettled({ ...r.statement, settledByName: r.settledByName }));
}

/** A settled statement with every line it covers (its CSV); 404 if none, 403 for another temple's. */
export async function settledSheet(db: Db, staff: StaffCaller, id: string, language: 'english' | 'hindi') {
  if (!isUuid(id)) throw notFound(STATEMENT_MESSAGES.notFound);
  const [found] = await db
    .select({ statement: templeStatements, settledByName: staffMembers.name })
    .from(templeStatements)
    .leftJoin(staffMembers, eq(staffMembers.id, templeStatements.settledBy))
    .where(eq(templeStatements.id, id));
  if (!found) throw notFound(STATEMENT_MESSAGES.notFound);
  const temple = await scopedTemple(db, staff, found.statement.templeId);
  const settled = toSettled({ ...found.statement, settledByName: found.settledByName });
  return { temple, settled, lines: await csvLines(db, settledMovements(id), language) };
}
