import { asc, and, count, eq } from 'drizzle-orm';
import type { TCatalogueEvent, TCatalogueEventInput } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import {
  eventBenefits,
  eventImages,
  events,
  faqs,
  offeringItems,
  orders,
  participantOptions,
  prasadOptions,
  pujaDateOptions,
  pujaPackages,
} from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

const text = (en: string | null, hi: string | null) => ({ en: en ?? '', hi: hi ?? '' });
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The whole event as the console edits it, or undefined. Queries run one after another: `db` is
 * often a transaction (one connection).
 */
export async function loadEventAggregate(db: Db, id: string): Promise<TCatalogueEvent | undefined> {
  const [event] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!event) return undefined;
  const images = await db.select().from(eventImages).where(eq(eventImages.eventId, id)).orderBy(asc(eventImages.section), asc(eventImages.position));
  const benefits = await db.select().from(eventBenefits).where(eq(eventBenefits.eventId, id)).orderBy(asc(eventBenefits.position));
  const eventFaqs = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.scope, 'EVENT'), eq(faqs.eventId, id)))
    .orderBy(asc(faqs.position));
  const packages = await db.select().from(pujaPackages).where(eq(pujaPackages.eventId, id)).orderBy(asc(pujaPackages.position));
  const items = await db.select().from(offeringItems).where(eq(offeringItems.eventId, id)).orderBy(asc(offeringItems.position));
  const [prasad] = await db.select().from(prasadOptions).where(eq(prasadOptions.eventId, id)).limit(1);
  const [participant] = await db.select().from(participantOptions).where(eq(participantOptions.eventId, id)).limit(1);
  const [dates] = await db.select().from(pujaDateOptions).where(eq(pujaDateOptions.eventId, id)).limit(1);
  const orderCount = await countOrders(db, id);
  return {
    id: event.id,
    status: event.status,
    orderCount,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    type: event.type,
    templeId: event.templeId,
    searchKey: event.searchKey,
    name: text(event.nameEn, event.nameHi),
    shortDescription: text(event.shortDescriptionEn, event.shortDescriptionHi),
    discountText: text(event.discountTextEn, event.discountTextHi),
    attendeeStatusText: text(event.attendeeStatusTextEn, event.attendeeStatusTextHi),
    locationAddress: text(event.locationAddressEn, event.locationAddressHi),
    locationPincode: event.locationPincode,
    about: text(event.aboutDescriptionEn, event.aboutDescriptionHi),
    eventDateTime: event.eventDateTime.toISOString(),
    bookingOpensAt: event.bookingOpensAt.toISOString(),
    bookingClosesAt: event.bookingClosesAt.toISOString(),
    dateOptions: dates
      ? { mode: dates.mode, startDateTime: iso(dates.startDateTime), endDateTime: iso(dates.endDateTime), allowedDateTimes: dates.allowedDateTimes }
      : event.pujaType
        ? { mode: event.pujaType, startDateTime: null, endDateTime: null, allowedDateTimes: [] }
        : null,
    images: images.map((i) => ({ section: i.section, url: i.url, alt: text(i.altEn, i.altHi) })),
    benefits: benefits.map((b) => ({ name: text(b.nameEn, b.nameHi), description: text(b.descriptionEn, b.descriptionHi) })),
    faqs: eventFaqs.map((f) => ({
      question: text(f.questionEn, f.questionHi),
      answerText: text(f.answerTextEn, f.answerTextHi),
      answerBullets: { en: f.answerBulletsEn, hi: f.answerBulletsHi },
    })),
    packages: packages.map((p) => ({
      id: p.id,
      name: text(p.nameEn, p.nameHi),
      description: { en: p.descriptionEn, hi: p.descriptionHi },
      amountPaise: p.amountPaise,
      imageUrl: p.imageUrl,
      maxUsers: p.maxUserAllowed,
    })),
    items: items.map((i) => ({
      id: i.id,
      name: text(i.nameEn, i.nameHi),
      description: text(i.descriptionEn, i.descriptionHi),
      amountPaise: i.amountPaise,
      listAmountPaise: i.listAmountPaise,
      imageUrl: i.imageUrl,
      isDonation: i.isDonation,
    })),
    prasad: prasad ? { amountPaise: prasad.amountPaise } : null,
    participant: participant ? { maxUsers: participant.maxUserAllowed } : null,
  };
}

export async function countOrders(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.eventId, eventId));
  return row?.n ?? 0;
}

/** The events row's own columns from the console's input (rich text already sanitized). */
export function eventColumns(input: TCatalogueEventInput) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    type: input.type,
    templeId: input.templeId,
    searchKey: input.searchKey,
    pujaType: input.type === 'PUJA' ? (input.dateOptions?.mode ?? 'FIXED_DATE') : null,
    eventDateTime: new Date(input.eventDateTime),
    bookingOpensAt: new Date(input.bookingOpensAt),
    bookingClosesAt: new Date(input.bookingClosesAt),
    nameEn: input.name.en.trim(),
    nameHi: input.name.hi.trim(),
    shortDescriptionEn: input.shortDescription.en,
    shortDescriptionHi: input.shortDescription.hi,
    discountTextEn: orNull(input.discountText.en),
    discountTextHi: orNull(input.discountText.hi),
    attendeeStatusTextEn: input.attendeeStatusText.en.trim(),
    attendeeStatusTextHi: input.attendeeStatusText.hi.trim(),
    locationAddressEn: input.locationAddress.en.trim(),
    locationAddressHi: input.locationAddress.hi.trim(),
    locationPincode: input.locationPincode,
    aboutDescriptionEn: input.about.en,
    aboutDescriptionHi: input.about.hi,
  };
}
