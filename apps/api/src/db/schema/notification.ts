import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '@sankalp/contract';
import { orders } from './commerce.ts';
import { staffMembers } from './staff.ts';

/**
 * What a message about an order says, copied from the order (and its temple, refund…) in the
 * transaction that queues it, in the order's language. A later edit of the order does not change
 * a message already queued; a resend says the same again.
 */
export type MessageFacts = {
  orderId: string;
  /** A puja's or a chadawa's order: some messages say each in its own words (decision 231). Rows queued before it have none: a puja's words. */
  eventKind?: 'PUJA' | 'OFFERING';
  eventName: string;
  templeName: string;
  /** ISO date-time of the puja. */
  eventDateTime: string;
  devoteeName: string;
  gotra: string;
  additionalNames: string[];
  /** yyyy-mm-dd, once performed. */
  performedOn?: string | null;
  /** ISO date-time the operator gave as the time of the performance (orders.performed_at), once performed. */
  performedAt?: string | null;
  priestName?: string | null;
  courierName?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /** A processed refund's amount. */
  refundPaise?: number;
  /** Where the devotee's name is read in the group video, in whole seconds (decision 181): the order link opens the player there. */
  videoStartSeconds?: number | null;
  /** ORDER_PAID: a signed, expiring link token to the receipt's PDF (decision 260); rows queued before it have none. */
  receiptToken?: string;
};

/**
 * The outbox of messages to devotees (decision 170). A row is written in the transaction of the
 * order change that causes it, so it commits with it or not at all; workers in every API process
 * claim due rows with FOR UPDATE SKIP LOCKED and a lease, deliver them, and record the outcome.
 * The provider's status webhook then moves a sent message on (delivered, read, failed).
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** 10-digit Indian mobile number (the order's WhatsApp number). */
    recipient: text('recipient').notNull(),
    /**
     * What the message says, frozen when the order changed (names, dates, tracking…, in the
     * order's language); the text and the template's variables are rendered from it (message-text.ts).
     */
    facts: jsonb('facts').$type<MessageFacts>().notNull(),
    /** The text as handed to the provider, written when sent. */
    body: text('body'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** When a PENDING row is next due (retries back off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A SENDING row's claim runs out here; then another worker may take it (its worker died). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id').unique(),
    /** One message per order event: `${orderId}:${kind}`; null for fallbacks and resends. */
    dedupeKey: text('dedupe_key').unique(),
    fallbackOf: uuid('fallback_of'),
    resendOf: uuid('resend_of'),
    requestedBy: uuid('requested_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    // The worker's claim reads only rows still to deliver: a small partial index however long the history.
    index('order_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
);

/**
 * Consent to order updates on WhatsApp, per number (decision 171): given at checkout (the unticked
 * box) or on the profile, withdrawn by a STOP reply or the profile switch. Each with its time.
 */
export const whatsappConsents = pgTable('whatsapp_consents', {
  phone: text('phone').primaryKey(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  /** What changed it last: checkout, profile, reply. */
  source: text('source', { enum: ['checkout', 'profile', 'reply'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
