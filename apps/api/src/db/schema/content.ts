import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { events } from './event.ts';

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  titleEn: text('title_en').notNull(),
  titleHi: text('title_hi').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionHi: text('description_hi').notNull(),
  imageUrl: text('image_url').notNull(),
  altEn: text('alt_en').notNull(),
  altHi: text('alt_hi').notNull(),
  imageTextEn: text('image_text_en'),
  imageTextHi: text('image_text_hi'),
  /** Route opened when the slide is clicked, e.g. /puja/some-search-key. */
  onClick: text('on_click').notNull(),
  position: integer('position').notNull().default(0),
});

/** FAQs for the homepage, all pujas, all chadawa, or one event (scope EVENT with eventId). */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope', { enum: ['HOMEPAGE', 'PUJA', 'OFFERING', 'EVENT'] }).notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    questionEn: text('question_en').notNull(),
    questionHi: text('question_hi').notNull(),
    answerTextEn: text('answer_text_en').notNull(),
    answerTextHi: text('answer_text_hi').notNull(),
    answerBulletsEn: jsonb('answer_bullets_en').$type<string[]>().notNull().default([]),
    answerBulletsHi: jsonb('answer_bullets_hi').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_scope_idx').on(t.scope, t.eventId, t.position)],
);

/** Testimonials; a review has a video URL or an image URL. */
export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameEn: text('name_en').notNull(),
  nameHi: text('name_hi').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionHi: text('description_hi').notNull(),
  videoUrl: text('video_url'),
  imageUrl: text('image_url'),
  addressEn: text('address_en'),
  addressHi: text('address_hi'),
  cityEn: text('city_en'),
  cityHi: text('city_hi'),
  countryEn: text('country_en'),
  countryHi: text('country_hi'),
  pincode: text('pincode'),
  position: integer('position').notNull().default(0),
});
