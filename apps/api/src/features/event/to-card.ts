import type { Language, TEventCard, TImageInfo } from '@sankalp/contract';
import { eventTypeAt } from './event-type.ts';
import { pick } from '../../lib/pick.ts';
import type { EventRow, ImageRow } from './queries.ts';

export const rupees = (paise: number) => paise / 100;

export const toImageInfo = (row: ImageRow, language: Language): TImageInfo => ({
  url: row.url,
  altText: pick(language, row.altEn, row.altHi),
  imageText: null,
});

/** An event with no image still gets a card: the generic placeholder shipped with the site. */
export const titleImage = (event: EventRow, images: ImageRow[], language: Language): TImageInfo => {
  const main = images.find((img) => img.section === 'MAIN');
  return main ? toImageInfo(main, language) : { url: '/images/placeholder.svg', altText: pick(language, event.nameEn, event.nameHi), imageText: null };
};

export function toEventCard(event: EventRow, images: ImageRow[], itemImages: { url: string; alt: string }[], language: Language, now: Date): TEventCard {
  return {
    id: event.id,
    searchKey: event.searchKey,
    eventType: eventTypeAt(now, event.bookingOpensAt, event.bookingClosesAt),
    eventDateTime: event.eventDateTime.toISOString(),
    pujaType: event.pujaType,
    attendeeStatusText: pick(language, event.attendeeStatusTextEn, event.attendeeStatusTextHi),
    mainSection: {
      name: pick(language, event.nameEn, event.nameHi),
      shortDescription: pick(language, event.shortDescriptionEn, event.shortDescriptionHi),
      discountText: pick(language, event.discountTextEn, event.discountTextHi),
      titleImageInfo: titleImage(event, images, language),
      location: { address: pick(language, event.locationAddressEn, event.locationAddressHi) },
    },
    offeringItemImageList: itemImages,
  };
}
