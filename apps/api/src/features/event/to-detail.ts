import type { Language, TEventDetail } from '@sankalp/contract';
import { toFaq } from '../faq/to-faq.ts';
import { eventTypeAt } from './event-type.ts';
import { pick } from '../../lib/pick.ts';
import type { EventParts, EventRow } from './queries.ts';
import { rupees, titleImage, toImageInfo } from './to-card.ts';

function toDateOptions(parts: EventParts): TEventDetail['pujaDateOptions'] {
  const o = parts.dateOptions;
  if (!o) return null;
  return {
    mode: o.mode,
    startDateTime: o.startDateTime?.toISOString() ?? null,
    endDateTime: o.endDateTime?.toISOString() ?? null,
    allowedDateTime: o.allowedDateTimes,
  };
}

export function toEventDetail(event: EventRow, parts: EventParts, language: Language, now: Date): TEventDetail {
  const t = <T>(en: T, hi: T) => pick(language, en, hi);
  const mainImages = parts.images.filter((img) => img.section === 'MAIN').map((img) => toImageInfo(img, language));
  const aboutImages = parts.images.filter((img) => img.section === 'ABOUT').map((img) => toImageInfo(img, language));
  const eventDateTime = event.eventDateTime.toISOString();
  const closes = event.bookingClosesAt.toISOString();
  return {
    id: event.id,
    searchKey: event.searchKey,
    type: event.type,
    eventType: eventTypeAt(now, event.bookingOpensAt, event.bookingClosesAt),
    pujaType: event.pujaType,
    eventDateTime,
    eventBookingClosesDateTime: closes,
    attendeeStatusText: t(event.attendeeStatusTextEn, event.attendeeStatusTextHi),
    mainSection: {
      name: t(event.nameEn, event.nameHi),
      shortDescription: t(event.shortDescriptionEn, event.shortDescriptionHi),
      discountText: t(event.discountTextEn, event.discountTextHi),
      location: { address: t(event.locationAddressEn, event.locationAddressHi), pincode: event.locationPincode },
      titleImageInfo: titleImage(event, parts.images, language),
      imageInfoList: mainImages,
      eventDateTime,
      eventBookingClosesDateTime: closes,
    },
    aboutSection: { description: t(event.aboutDescriptionEn, event.aboutDescriptionHi), imageInfoList: aboutImages },
    benefitsSection: {
      benefitsDataList: parts.benefits.map((b) => ({ id: b.id, name: t(b.nameEn, b.nameHi), description: t(b.descriptionEn, b.descriptionHi) })),
    },
    faqSection: { faqs: parts.faqs.map((f) => toFaq(f, language)) },
    pujaPackageList: parts.packages.map((p) => ({
      id: p.id,
      name: t(p.nameEn, p.nameHi),
      amount: rupees(p.amountPaise),
      description: t(p.descriptionEn, p.descriptionHi),
      imageInfo: { url: p.imageUrl, altText: t(p.nameEn, p.nameHi), imageText: null },
      maxUserAllowed: p.maxUserAllowed,
    })),
    offeringItemList: parts.items.map((i) => ({
      id: i.id,
      name: t(i.nameEn, i.nameHi),
      description: t(i.descriptionEn, i.descriptionHi),
      amount: rupees(i.amountPaise),
      itemAmount: rupees(i.listAmountPaise),
      imageInfo: { url: i.imageUrl, altText: t(i.nameEn, i.nameHi), imageText: null },
    })),
    prasadInfo: parts.prasad ? { id: parts.prasad.id, amount: rupees(parts.prasad.amountPaise) } : null,
    participantInfo: parts.participant ? { id: parts.participant.id, maxUserAllowed: parts.participant.maxUserAllowed } : null,
    pujaDateOptions: toDateOptions(parts),
  };
}
