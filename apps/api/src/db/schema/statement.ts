import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STATEMENT_LINE_KINDS } from '@sankalp/contract';
import { staffMembers } from './staff.ts';
import { temples } from './temple.ts';

/**
 * A temple statement marked settled (decision 270): its totals as they were paid out, the share
 * configuration it used, and who settled it with which reference. Open statements are never
 * stored; they are computed from payments and refunds not yet in a settled statement's lines.
 */
export const templeStatements = pgTable(
  'temple_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    /** The IST dates it was computed for, both included. */
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    shareBps: integer('share_bps').notNull(),
    feePerOrderPaise: integer('fee_per_order_paise').notNull(),
    paymentsCount: integer('payments_count').notNull(),
    refundsCount: integer('refunds_count').notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    refundsPaise: bigint('refunds_paise', { mode: 'number' }).notNull(),
    sharePaise: bigint('share_paise', { mode: 'number' }).notNull(),
    owedPaise: bigint('owed_paise', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    settledBy: uuid('settled_by').references(() => staffMembers.id),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('temple_statements_temple_idx').on(t.templeId, t.settledAt)],
);

/**
 * The money movements a settled statement covers: each captured payment and each processed refund
 * at most once in any statement (the unique indexes), so settled money never counts again.
 */
export const templeStatementLines = pgTable(
  'temple_statement_lines',
  {
    // No id, and no foreign key to the statement (written in its transaction): a settlement writes
    // 100 000 lines, each index and row trigger less is a tenth of a second less (decision 270).
    statementId: uuid('statement_id').notNull(),
    kind: text('kind', { enum: STATEMENT_LINE_KINDS }).notNull(),
    // No foreign keys to payments, refunds and orders (decision 270): each would lock its row
    // FOR KEY SHARE per line, 300 000 row locks to settle 100 000 orders. None of those rows is ever
    // deleted, and the reconciliation lists a line whose payment or refund is missing or changed.
    paymentId: uuid('payment_id'),
    refundId: uuid('refund_id'),
    orderId: text('order_id').notNull(),
    /** As settled (positive for both kinds); the reconciliation compares it with its payment or refund. */
    amountPaise: integer('amount_paise').notNull(),
    /** When the payment was captured or the refund processed. */
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('temple_statement_lines_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    uniqueIndex('temple_statement_lines_refund_uq')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    index('temple_statement_lines_statement_idx').on(t.statementId),
    // The reconciliation reads the lines of a period.
    index('temple_statement_lines_at_idx').on(t.at),
    check(
      'temple_statement_lines_one_source',
      sql`(${t.kind} = 'PAYMENT' and ${t.paymentId} is not null and ${t.refundId} is null) or (${t.kind} = 'REFUND' and ${t.refundId} is not null and ${t.paymentId} is null)`,
    ),
  ],
);
