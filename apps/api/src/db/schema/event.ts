import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EVENT_STATUSES } from '@sankalp/contract';
import { temples } from './temple.ts';

/**
 * A bookable event: a puja (type PUJA, sold as packages) or a chadawa (type OFFERING, items in a basket).
 * Every human-readable field has an English (`_en`) and a Hindi (`_hi`) column.
 * eventType (in progress / upcoming / ended) is not stored: it is derived from the booking window
 * at read time, so the catalogue never shows a stale state.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['PUJA', 'OFFERING'] }).notNull(),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    /** Only PUBLISHED events reach the site; an event with orders is archived, never deleted. */
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('DRAFT'),
    searchKey: text('search_key').notNull().unique(),
    pujaType: text('puja_type', { enum: ['FIXED_DATE', 'FIXED_DATES', 'RANGE'] }),
    eventDateTime: timestamp('event_date_time', { withTimezone: true }).notNull(),
    bookingOpensAt: timestamp('booking_opens_at', { withTimezone: true }).notNull(),
    bookingClosesAt: timestamp('booking_closes_at', { withTimezone: true }).notNull(),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    shortDescriptionEn: text('short_description_en').notNull(),
    shortDescriptionHi: text('short_description_hi').notNull(),
    discountTextEn: text('discount_text_en'),
    discountTextHi: text('discount_text_hi'),
    attendeeStatusTextEn: text('attendee_status_text_en').notNull(),
    attendeeStatusTextHi: text('attendee_status_text_hi').notNull(),
    locationAddressEn: text('location_address_en').notNull(),
    locationAddressHi: text('location_address_hi').notNull(),
    locationPincode: text('location_pincode').notNull(),
    aboutDescriptionEn: text('about_description_en').notNull(),
    aboutDescriptionHi: text('about_description_hi').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_type_closes_idx').on(t.type, t.bookingClosesAt),
    index('events_temple_idx').on(t.templeId, t.eventDateTime),
    // The site's lists and sitemap read the published events of a kind; archived ones pile up over
    // the years and are never listed (decision 186).
    index('events_published_idx')
      .on(t.type, t.eventDateTime)
      .where(sql`${t.status} = 'PUBLISHED'`),
  ],
);

/** Images of an event: MAIN (header carousel; the first is the title image) and ABOUT. */
export const eventImages = pgTable(
  'event_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    section: text('section', { enum: ['MAIN', 'ABOUT'] }).notNull(),
    url: text('url').notNull(),
    altEn: text('alt_en').notNull(),
    altHi: text('alt_hi').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('event_images_event_idx').on(t.eventId, t.section, t.position)],
);

export const eventBenefits = pgTable(
  'event_benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionHi: text('description_hi').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('event_benefits_event_idx').on(t.eventId, t.position)],
);

/** Date choices of a puja whose pujaType is not FIXED_DATE. */
export const pujaDateOptions = pgTable('puja_date_options', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: ['FIXED_DATE', 'FIXED_DATES', 'RANGE'] }).notNull(),
  startDateTime: timestamp('start_date_time', { withTimezone: true }),
  endDateTime: timestamp('end_date_time', { withTimezone: true }),
  /** ISO date-times, for FIXED_DATES. */
  allowedDateTimes: jsonb('allowed_date_times').$type<string[]>().notNull().default([]),
});
