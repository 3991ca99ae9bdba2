import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@sankalp/contract';
import { orders, payments } from './commerce.ts';
import { refunds } from './fulfilment.ts';

/** The kinds of money document (decision 260): each has its own gap-free series per financial year. */
export const MONEY_DOCUMENT_KINDS = ['RECEIPT', 'REFUND_NOTE', 'DONATION_80G'] as const;
export type MoneyDocumentKind = (typeof MONEY_DOCUMENT_KINDS)[number];

/**
 * The next number of each series in each financial year (April–March, IST). A number is taken by
 * `take_document_number` (migration 0013), called by a deferred trigger as the transaction that
 * settles the payment or the refund commits (decision 264): the row lock orders concurrent
 * settlements only for the length of their commits, and a rolled-back settlement never takes one,
 * so the series has no gaps and no duplicates (a database sequence would leave gaps).
 */
export const documentSeriesCounters = pgTable(
  'document_series_counters',
  {
    /** RCT (receipts), CRN (refund notes), DON (80G donation receipts). */
    series: text('series').notNull(),
    /** e.g. 2026-27. */
    financialYear: text('financial_year').notNull(),
    /** The number the next document gets (the first is 1). */
    next: integer('next').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * A receipt, a refund note (credit note) or an 80G donation receipt, issued once when a payment is
 * captured or a refund completes. `content` holds everything the document says (names, lines,
 * amounts, tax treatment, the business's and trust's details) as at issue time; the PDF is drawn
 * from it on request, so later catalogue or settings edits never change an issued document.
 */
export const moneyDocuments = pgTable(
  'money_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MONEY_DOCUMENT_KINDS }).notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    /**
     * Null only inside the issuing transaction: the deferred trigger `money_documents_number`
     * numbers the row as that transaction commits (decision 264), so every committed row has both.
     */
    sequence: integer('sequence'),
    /** The printed number, e.g. RCT/2026-27/000042 (see `sequence`). */
    number: text('number').unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The refund a refund note is for (null for receipts). */
    refundId: uuid('refund_id').references(() => refunds.id),
    /** The document a refund note refers to (the receipt of the payment refunded). */
    refersToId: uuid('refers_to_id').references((): AnyPgColumn => moneyDocuments.id),
    amountPaise: integer('amount_paise').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('money_documents_series_seq_uq').on(t.series, t.financialYear, t.sequence),
    // Exactly once: one receipt and one 80G receipt per captured payment, one note per refund.
    uniqueIndex('money_documents_payment_kind_uq')
      .on(t.paymentId, t.kind)
      .where(sql`${t.kind} in ('RECEIPT', 'DONATION_80G')`),
    uniqueIndex('money_documents_refund_uq').on(t.refundId),
    index('money_documents_order_idx').on(t.orderId, t.issuedAt),
    check('money_documents_refund_note_ck', sql`(${t.kind} = 'REFUND_NOTE') = (${t.refundId} is not null)`),
    check('money_documents_amount_ck', sql`${t.amountPaise} >= 0`),
    check('money_documents_numbered_ck', sql`(${t.sequence} is null) = (${t.number} is null)`),
  ],
);
