import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { events } from './event.ts';

/** Amounts are whole paise (1 rupee = 100 paise) so money never passes through floating point. */
export const pujaPackages = pgTable(
  'puja_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    descriptionEn: jsonb('description_en').$type<string[]>().notNull(),
    descriptionHi: jsonb('description_hi').$type<string[]>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    imageUrl: text('image_url').notNull(),
    maxUserAllowed: integer('max_user_allowed').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('puja_packages_event_idx').on(t.eventId, t.position)],
);

export const offeringItems = pgTable(
  'offering_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionHi: text('description_hi').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** List price before discount. */
    listAmountPaise: integer('list_amount_paise').notNull(),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    /** A 'daan' (donation) rather than a ritual offering: at an 80G temple it gets an 80G receipt (decision 263). */
    isDonation: boolean('is_donation').notNull().default(false),
  },
  (t) => [index('offering_items_event_idx').on(t.eventId, t.position)],
);

/** Prasad delivery offered with an event; amount 0 means free (and always included). */
export const prasadOptions = pgTable('prasad_options', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  amountPaise: integer('amount_paise').notNull(),
});

/** Extra participants a chadawa accepts (names offered with the items). */
export const participantOptions = pgTable('participant_options', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  maxUserAllowed: integer('max_user_allowed').notNull(),
});
