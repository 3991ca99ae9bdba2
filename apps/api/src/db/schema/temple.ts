import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
});
