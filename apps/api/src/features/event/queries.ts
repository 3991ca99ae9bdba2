import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TEventKind } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import {
  eventBenefits,
  eventImages,
  events,
  faqs,
  offeringItems,
  participantOptions,
  prasadOptions,
  pujaDateOptions,
  pujaPackages,
} from '../../db/schema/index.ts';
import { eventTypeRank } from './event-type.ts';

export type EventRow = typeof events.$inferSelect;

/** Only PUBLISHED events reach devotees; drafts, unpublished and archived ones are 'not found'. */
const isPublished = eq(events.status, 'PUBLISHED');
export type ImageRow = typeof eventImages.$inferSelect;

export async function countEvents(db: Db, kind: TEventKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.type, kind), isPublished));
  return row?.n ?? 0;
}

/**
 * One page of events as their cards show them, in one prepared statement (decision 186): bookable
 * ones first, each group by event date, each row with its images and (for chadawa cards) its items
 * as JSON, and `total`, the count of every published event of the kind, computed before the page is cut.
 */
export function eventCardsQuery(db: Db) {
  const of = <T extends { eventId: AnyPgColumn }>(t: T) => eq(t.eventId, events.id);
  return db
    .select({
      event: events,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      images: jsonRows(eventImages, of(eventImages), asc(eventImages.position)),
      items: jsonRows(offeringItems, of(offeringItems), asc(offeringItems.position)),
    })
    .from(events)
    .where(and(eq(events.type, sql.placeholder('kind')), isPublished))
    .orderBy(eventTypeRank(sql.placeholder('now')), asc(events.eventDateTime), asc(events.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
const eventCardsStatement = (db: Db) => eventCardsQuery(db).prepare('event_cards');
const eventCardsStatements = new WeakMap<Db, ReturnType<typeof eventCardsStatement>>();

export async function findEventCards(db: Db, kind: TEventKind, now: Date, offset: number, limit: number) {
  let statement = eventCardsStatements.get(db);
  if (!statement) {
    statement = eventCardsStatement(db);
    eventCardsStatements.set(db, statement);
  }
  const rows = await statement.execute({ kind, now: now.toISOString(), offset, limit });
  // Past the last page there is no row to carry the count.
  const total = rows[0]?.total ?? (await countEvents(db, kind));
  return { rows, total };
}

/** Every published event of both kinds, just what a sitemap names: stable order, so the sitemap is too. */
export function findPublishedEventKeys(db: Db) {
  return db
    .select({ id: events.id, type: events.type, searchKey: events.searchKey, updatedAt: events.updatedAt })
    .from(events)
    .where(isPublished)
    .orderBy(asc(events.type), asc(events.eventDateTime), asc(events.id));
}

export function findImages(db: Db, eventIds: string[]): Promise<ImageRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.select().from(eventImages).where(inArray(eventImages.eventId, eventIds)).orderBy(asc(eventImages.position));
}

export async function findEvent(db: Db, kind: TEventKind, by: { id: string } | { searchKey: string }): Promise<EventRow | undefined> {
  const match = 'id' in by ? eq(events.id, by.id) : eq(events.searchKey, by.searchKey);
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.type, kind), match, isPublished))
    .limit(1);
  return row;
}

/**
 * An event's page in one statement: the event row and, as JSON arrays in the same row, everything
 * its page shows (images, benefits, FAQs, packages, items, prasad, participants, date choices), each
 * read through its (event_id, position) index. Built and prepared once per database (node-postgres
 * parses a named statement once per connection), so a request costs one round trip and no query
 * building (decision 186). `kind` and `key` are its parameters.
 */
export function eventPageQuery(db: Db, by: 'id' | 'searchKey') {
  const of = <T extends { eventId: AnyPgColumn }>(t: T) => eq(t.eventId, events.id);
  return db
    .select({
      event: events,
      images: jsonRows(eventImages, of(eventImages), asc(eventImages.position)),
      benefits: jsonRows(eventBenefits, of(eventBenefits), asc(eventBenefits.position)),
      faqs: jsonRows(faqs, and(eq(faqs.scope, 'EVENT'), of(faqs))!, asc(faqs.position)),
      packages: jsonRows(pujaPackages, of(pujaPackages), asc(pujaPackages.position)),
      items: jsonRows(offeringItems, of(offeringItems), asc(offeringItems.position)),
      prasad: jsonRows(prasadOptions, of(prasadOptions)),
      participant: jsonRows(participantOptions, of(participantOptions)),
      dateOptions: jsonRows(pujaDateOptions, of(pujaDateOptions)),
    })
    .from(events)
    .where(and(eq(events.type, sql.placeholder('kind')), eq(by === 'id' ? events.id : events.searchKey, sql.placeholder('key')), isPublished))
    .limit(1);
}
const eventPageStatement = (db: Db, by: 'id' | 'searchKey') => eventPageQuery(db, by).prepare(by === 'id' ? 'event_page_by_id' : 'event_page_by_search_key');

type EventPageStatements = Record<'id' | 'searchKey', ReturnType<typeof eventPageStatement>>;
const eventPageStatements = new WeakMap<Db, EventPageStatements>();

/** A published event of `kind` and everything its page shows; undefined when there is none. */
export async function findEventAndParts(db: Db, kind: TEventKind, by: { id: string } | { searchKey: string }) {
  let statements = eventPageStatements.get(db);
  if (!statements) {
    statements = { id: eventPageStatement(db, 'id'), searchKey: eventPageStatement(db, 'searchKey') };
    eventPageStatements.set(db, statements);
  }
  const [row] = 'id' in by ? await statements.id.execute({ kind, key: by.id }) : await statements.searchKey.execute({ kind, key: by.searchKey });
  if (!row) return undefined;
  const { event, prasad, participant, dateOptions, ...lists } = row;
  return { event, parts: { ...lists, prasad: prasad[0], participant: participant[0], dateOptions: dateOptions[0] } };
}
export type EventParts = NonNullable<Awaited<ReturnType<typeof findEventAndParts>>>['parts'];
