import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A temple where pujas are performed and from where prasad ships. Every event belongs to one;
 * temple staff see only the events and orders of the temples they are assigned to.
 */
export const temples = pgTable('temples', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameEn: text('name_en').notNull(),
  nameHi: text('name_hi').notNull(),
  addressEn: text('address_en').notNull(),
  addressHi: text('address_hi').notNull(),
  pincode: text('pincode').notNull(),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Archived temples keep their events and orders but take no new events. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /** The platform's share of this temple's takings (decision 270): basis points of the net, and paise per paid order. */
  shareBps: integer('share_bps').notNull().default(0),
  feePerOrderPaise: integer('fee_per_order_paise').notNull().default(0),
  /**
   * The temple trust's 80G registration (decision 263): with all of these set and the booking date
   * within validity, donation lines get an 80G receipt. Null: no 80G.
   */
  trustName: text('trust_name'),
  trustPan: text('trust_pan'),
  registration80g: text('registration_80g'),
  registration80gValidFrom: date('registration_80g_valid_from', { mode: 'string' }),
  registration80gValidTo: date('registration_80g_valid_to', { mode: 'string' }),
});
