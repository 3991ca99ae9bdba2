import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OCCURRENCE_BATCH_ACTIONS } from '@sankalp/contract';
import { orders } from './commerce.ts';
import { events } from './event.ts';
import { mediaFiles } from './fulfilment.ts';
import { staffMembers } from './staff.ts';
import { temples } from './temple.ts';

/**
 * One event (puja or chadawa) on one IST date: the unit a temple performs and fulfils (decision
 * 180). Its orders are found by (event_id, the IST day of event_date_time); this row only holds
 * what belongs to the occurrence as a whole, and is written the first time staff act on it.
 */
export const occurrences = pgTable(
  'occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** The IST date (yyyy-mm-dd) of the orders' event_date_time. */
    date: date('date', { mode: 'string' }).notNull(),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    /** When the puja was performed and by whom, as the batch "performed" recorded it. */
    performedAt: timestamp('performed_at', { withTimezone: true }),
    priestName: text('priest_name'),
    /** The one video of the whole occurrence, attached to every order without a personal clip. */
    groupVideoId: uuid('group_video_id').references(() => mediaFiles.id),
    /** The reading session the group video recorded: its reads give each order's moment in it. */
    readingId: uuid('reading_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('occurrences_event_date_uq').on(t.eventId, t.date)],
);

/**
 * One batch action over an occurrence's orders. Its id is the client's idempotency key: a retried
 * request finds the row and gets the same answer. `result` names every order done, skipped (with
 * why) and failed, so a partial failure is always said.
 */
export const occurrenceBatches = pgTable(
  'occurrence_batches',
  {
    id: uuid('id').primaryKey(),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => occurrences.id),
    action: text('action', { enum: OCCURRENCE_BATCH_ACTIONS }).notNull(),
    /** The request as sent: a retry with the same key and another body is refused. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('occurrence_batches_occurrence_idx').on(t.occurrenceId, t.createdAt)],
);

/**
 * A reading of an occurrence's sankalps (reading mode, decision 181): Start on the priest's phone
 * begins it; its id is made on the phone, so a Start queued offline and sent twice is one row.
 */
export const sankalpReadings = pgTable(
  'sankalp_readings',
  {
    id: uuid('id').primaryKey(),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => occurrences.id),
    /** The phone's clock at Start: the recording's 0:00. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sankalp_readings_occurrence_idx').on(t.occurrenceId, t.startedAt)],
);

/** One name read aloud: the order and its offset from Start. A re-read adds a row; the last one counts. */
export const sankalpReads = pgTable(
  'sankalp_reads',
  {
    /** Made on the phone per tap, so a tap sent twice is stored once. */
    id: uuid('id').primaryKey(),
    readingId: uuid('reading_id')
      .notNull()
      .references(() => sankalpReadings.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    offsetMs: integer('offset_ms').notNull(),
    /** The phone's clock at the tap. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sankalp_reads_reading_order_idx').on(t.readingId, t.orderId, t.readAt)],
);

/**
 * A carrier's tracking scan of a prasad shipment (decision 182). Carriers resend: one row per
 * (AWB, scan time, status), whatever arrives again.
 */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    carrier: text('carrier').notNull(),
    awb: text('awb').notNull(),
    status: text('status').notNull(),
    location: text('location'),
    activity: text('activity'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_scans_awb_time_status_uq').on(t.awb, t.scannedAt, t.status), index('shipment_scans_order_idx').on(t.orderId, t.scannedAt)],
);
