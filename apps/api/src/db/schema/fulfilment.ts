import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REFUND_STATUSES, PAYMENT_EXCEPTION_KINDS } from '@sankalp/contract';
import { orders, payments } from './commerce.ts';
import { occurrences } from './occurrence.ts';
import { temples } from './temple.ts';
import { staffMembers } from './staff.ts';

/**
 * A refund asked of the payment provider. `idempotencyKey` is sent as X-Refund-Idempotency, and
 * is unique here too: the same refund retried (a double click, two staff, a network retry) finds
 * the row already written and never asks the provider for a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: ['simulated', 'razorpay'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    failureReason: text('failure_reason'),
    requestedBy: uuid('requested_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.createdAt),
    // What was refunded of a provider payment: the refund's own check, and the reconciliation's (decision 271).
    index('refunds_provider_payment_idx').on(t.providerPaymentId),
    // Temple statements and the reconciliation read processed refunds by when they were processed (decision 270).
    index('refunds_processed_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'PROCESSED'`),
  ],
);

/**
 * Money the provider took that no order should keep: a second capture for one order, a capture
 * of the wrong amount, a capture after the order was cancelled. Shown in the console's exceptions
 * queue until a refund resolves it.
 */
export const paymentExceptions = pgTable(
  'payment_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    provider: text('provider', { enum: ['simulated', 'razorpay'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    kind: text('kind', { enum: PAYMENT_EXCEPTION_KINDS }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    detail: text('detail').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    refundId: uuid('refund_id').references(() => refunds.id),
  },
  (t) => [uniqueIndex('payment_exceptions_payment_uq').on(t.providerPaymentId, t.kind), index('payment_exceptions_open_idx').on(t.resolvedAt, t.detectedAt)],
);

/** Internal notes on an order, for staff only; like the audit log they are never edited. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * An uploaded file: catalogue images (stored as WebP in a few widths) and puja videos (tus
 * uploads). `storage` says where the bytes are; `key` is their name there.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['IMAGE', 'VIDEO'] }).notNull(),
    storage: text('storage', { enum: ['local', 's3'] }).notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name'),
    uploadedBy: uuid('uploaded_by').references(() => staffMembers.id),
    /**
     * What a video was uploaded for (decision 180): one order (a personal clip) or one occurrence
     * (the group video), and so one temple. It may be attached there and nowhere else.
     */
    orderId: text('order_id').references(() => orders.id),
    occurrenceId: uuid('occurrence_id').references((): AnyPgColumn => occurrences.id),
    templeId: uuid('temple_id').references(() => temples.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_kind_idx').on(t.kind, t.createdAt), index('media_files_occurrence_idx').on(t.occurrenceId)],
);
