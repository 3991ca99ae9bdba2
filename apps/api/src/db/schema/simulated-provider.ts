import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The simulated payment provider's own books (see payments/simulated-provider.ts). They stand in
 * for Razorpay's side of the line, so nothing here references our orders or payments: the
 * provider only knows the receipt we gave it. Kept in the database, not in memory, so a checkout
 * opened through one API process can be paid through another, and survives a restart.
 */
export const simulatedProviderOrders = pgTable('simulated_provider_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency', { enum: ['INR'] }).notNull(),
  status: text('status', { enum: ['created', 'attempted', 'paid'] }).notNull(),
  receipt: text('receipt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One attempt against a simulated order; at most one per order is ever captured. */
export const simulatedProviderPayments = pgTable(
  'simulated_provider_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => simulatedProviderOrders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'authorized', 'captured', 'refunded', 'failed'] }).notNull(),
    method: text('method'),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulated_provider_payments_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A refund of a simulated payment. `idempotencyKey` is unique as Razorpay keys X-Refund-Idempotency:
 * the same key answers the refund already made, never a second one.
 */
export const simulatedProviderRefunds = pgTable(
  'simulated_provider_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => simulatedProviderPayments.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] }).notNull(),
    /** Sent back in the refund's webhooks, as Razorpay does. */
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulated_provider_refunds_payment_idx').on(t.paymentId)],
);
