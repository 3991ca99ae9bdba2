import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TEventKind } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
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

/** One page of events, bookable ones first, each group by event date. */
export function findEventPage(db: Db, kind: TEventKind, now: Date, offset: number, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.type, kind), isPublished))
    .orderBy(eventTypeRank(now), asc(events.eventDateTime), asc(events.id))
    .limit(limit)
    .offset(offset);
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

export function findItemsOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.select().from(offeringItems).where(inArray(offeringItems.eventId, eventIds)).orderBy(asc(offeringItems.position));
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

/** Everything an event page shows besides the event row itself, fetched in parallel. */
export async function findEventParts(db: Db, eventId: string) {
  const [images, benefits, eventFaqs, packages, items, prasad, participant, dateOptions] = await Promise.all([
    findImages(db, [eventId]),
    db.select().from(eventBenefits).where(eq(eventBenefits.eventId, eventId)).orderBy(asc(eventBenefits.position)),
    db
      .select()
      .from(faqs)
      .where(and(eq(faqs.scope, 'EVENT'), eq(faqs.eventId, eventId)))
      .orderBy(asc(faqs.position)),
    db.select().from(pujaPackages).where(eq(pujaPackages.eventId, eventId)).orderBy(asc(pujaPackages.position)),
    findItemsOf(db, [eventId]),
    db.select().from(prasadOptions).where(eq(prasadOptions.eventId, eventId)).limit(1),
    db.select().from(participantOptions).where(eq(participantOptions.eventId, eventId)).limit(1),
    db.select().from(pujaDateOptions).where(eq(pujaDateOptions.eventId, eventId)).limit(1),
  ]);
  return { images, benefits, faqs: eventFaqs, packages, items, prasad: prasad[0], participant: participant[0], dateOptions: dateOptions[0] };
}
export type EventParts = Awaited<ReturnType<typeof findEventParts>>;
