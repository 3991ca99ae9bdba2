import { eq } from 'drizzle-orm';
import { stableId } from '../../lib/stable-id.ts';
import type { Db } from '../client.ts';
import {
  banners,
  eventBenefits,
  eventImages,
  events,
  faqs,
  offeringItems,
  participantOptions,
  prasadOptions,
  pujaDateOptions,
  pujaPackages,
  reviews,
} from '../schema/index.ts';
import type { SeedCatalogue, SeedEvent, SeedFaq } from './types.ts';
import { seedTempleOf } from './seed-temples.ts';
import { upsert } from './upsert.ts';

const DAY_MS = 86_400_000;
const paise = (rupees: number) => Math.round(rupees * 100);

/** Day offsets become times of day a temple would use: bookings close at 23:59, rituals start 07:00 IST. */
function dayAt(now: Date, days: number, hourIst: number, minute = 0): Date {
  const istMidnightUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 5.5 * 3_600_000;
  return new Date(istMidnightUtc + days * DAY_MS + (hourIst * 60 + minute) * 60_000);
}

const faqRow = (scope: 'HOMEPAGE' | 'PUJA' | 'OFFERING' | 'EVENT', key: string, f: SeedFaq, i: number, eventId?: string) => ({
  id: stableId('faq', key, i),
  scope,
  eventId: eventId ?? null,
  questionEn: f.question.en,
  questionHi: f.question.hi,
  answerTextEn: f.answer.en,
  answerTextHi: f.answer.hi,
  answerBulletsEn: f.bullets?.en ?? [],
  answerBulletsHi: f.bullets?.hi ?? [],
  position: i,
});

async function seedEvent(db: Db, e: SeedEvent, now: Date): Promise<void> {
  const id = stableId('event', e.searchKey);
  const templeId = await seedTempleOf(db, e, now);
  await upsert(db, events, events.id, [
    {
      id,
      type: e.type,
      templeId,
      status: 'PUBLISHED',
      searchKey: e.searchKey,
      pujaType: e.pujaType,
      bookingOpensAt: dayAt(now, e.opensInDays, 0),
      bookingClosesAt: dayAt(now, e.closesInDays, 23, 59),
      eventDateTime: dayAt(now, e.eventInDays, 7),
      nameEn: e.name.en,
      nameHi: e.name.hi,
      shortDescriptionEn: e.shortDescription.en,
      shortDescriptionHi: e.shortDescription.hi,
      discountTextEn: e.discountText?.en ?? null,
      discountTextHi: e.discountText?.hi ?? null,
      attendeeStatusTextEn: e.attendeeStatusText.en,
      attendeeStatusTextHi: e.attendeeStatusText.hi,
      locationAddressEn: e.address.en,
      locationAddressHi: e.address.hi,
      locationPincode: e.pincode,
      aboutDescriptionEn: e.about.en,
      aboutDescriptionHi: e.about.hi,
      updatedAt: now,
    },
  ]);
  const images = [
    ...e.images.map((img, i) => ({ section: 'MAIN' as const, img, i })),
    ...e.aboutImages.map((img, i) => ({ section: 'ABOUT' as const, img, i })),
  ];
  await upsert(
    db,
    eventImages,
    eventImages.id,
    images.map(({ section, img, i }) => ({
      id: stableId(e.searchKey, 'image', section, i),
      eventId: id,
      section,
      url: img.url,
      altEn: img.alt.en,
      altHi: img.alt.hi,
      position: i,
    })),
  );
  await upsert(
    db,
    eventBenefits,
    eventBenefits.id,
    e.benefits.map((b, i) => ({
      id: stableId(e.searchKey, 'benefit', i),
      eventId: id,
      nameEn: b.name.en,
      nameHi: b.name.hi,
      descriptionEn: b.description.en,
      descriptionHi: b.description.hi,
      position: i,
    })),
  );
  await upsert(
    db,
    faqs,
    faqs.id,
    e.faqs.map((f, i) => faqRow('EVENT', e.searchKey, f, i, id)),
  );
  await upsert(
    db,
    pujaPackages,
    pujaPackages.id,
    e.packages.map((p, i) => ({
      id: stableId(e.searchKey, 'package', i),
      eventId: id,
      nameEn: p.name.en,
      nameHi: p.name.hi,
      descriptionEn: p.description.en,
      descriptionHi: p.description.hi,
      amountPaise: paise(p.amount),
      imageUrl: p.imageUrl,
      maxUserAllowed: p.maxUserAllowed,
      position: i,
    })),
  );
  await upsert(
    db,
    offeringItems,
    offeringItems.id,
    e.items.map((item, i) => ({
      id: stableId(e.searchKey, 'item', i),
      eventId: id,
      nameEn: item.name.en,
      nameHi: item.name.hi,
      descriptionEn: item.description.en,
      descriptionHi: item.description.hi,
      amountPaise: paise(item.amount),
      listAmountPaise: paise(Math.max(item.listAmount, item.amount)),
      imageUrl: item.imageUrl,
      position: i,
    })),
  );
  if (e.prasadAmount === null) await db.delete(prasadOptions).where(eq(prasadOptions.eventId, id));
  else await upsert(db, prasadOptions, prasadOptions.eventId, [{ id: stableId(e.searchKey, 'prasad'), eventId: id, amountPaise: paise(e.prasadAmount) }]);
  if (e.participantMax === null) await db.delete(participantOptions).where(eq(participantOptions.eventId, id));
  else
    await upsert(db, participantOptions, participantOptions.eventId, [
      { id: stableId(e.searchKey, 'participant'), eventId: id, maxUserAllowed: e.participantMax },
    ]);
  await seedDateOptions(db, e, id, now);
}

async function seedDateOptions(db: Db, e: SeedEvent, eventId: string, now: Date): Promise<void> {
  const o = e.dateOptions;
  if (!o) {
    await db.delete(pujaDateOptions).where(eq(pujaDateOptions.eventId, eventId));
    return;
  }
  const row =
    o.mode === 'RANGE'
      ? { mode: o.mode, startDateTime: dayAt(now, o.startInDays, 7), endDateTime: dayAt(now, o.endInDays, 7), allowedDateTimes: [] }
      : { mode: o.mode, startDateTime: null, endDateTime: null, allowedDateTimes: o.allowedInDays.map((d) => dayAt(now, d, 7).toISOString()) };
  await upsert(db, pujaDateOptions, pujaDateOptions.eventId, [{ eventId, ...row }]);
}

/**
 * Writes the demo catalogue. Ids are derived from search keys, so running it again moves the
 * dates forward (the site never looks stale) without breaking ids held by carts or shared links.
 */
export async function seedCatalogue(db: Db, catalogue: SeedCatalogue, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const e of catalogue.events) await seedEvent(t, e, now);
    await upsert(
      t,
      banners,
      banners.id,
      catalogue.banners.map((b, i) => ({
        id: stableId('banner', i),
        titleEn: b.title.en,
        titleHi: b.title.hi,
        descriptionEn: b.description.en,
        descriptionHi: b.description.hi,
        imageUrl: b.imageUrl,
        altEn: b.alt.en,
        altHi: b.alt.hi,
        imageTextEn: b.imageText?.en ?? null,
        imageTextHi: b.imageText?.hi ?? null,
        onClick: b.onClick,
        position: i,
      })),
    );
    const { homepage, puja, offering } = catalogue.faqs;
    await upsert(t, faqs, faqs.id, [
      ...homepage.map((f, i) => faqRow('HOMEPAGE', 'homepage', f, i)),
      ...puja.map((f, i) => faqRow('PUJA', 'puja', f, i)),
      ...offering.map((f, i) => faqRow('OFFERING', 'offering', f, i)),
    ]);
    await upsert(
      t,
      reviews,
      reviews.id,
      catalogue.reviews.map((r, i) => ({
        id: stableId('review', i),
        nameEn: r.name.en,
        nameHi: r.name.hi,
        descriptionEn: r.description.en,
        descriptionHi: r.description.hi,
        videoUrl: r.videoUrl,
        imageUrl: r.imageUrl,
        addressEn: r.address?.en ?? null,
        addressHi: r.address?.hi ?? null,
        cityEn: r.city?.en ?? null,
        cityHi: r.city?.hi ?? null,
        countryEn: r.country?.en ?? null,
        countryHi: r.country?.hi ?? null,
        pincode: r.pincode,
        position: i,
      })),
    );
  });
}
