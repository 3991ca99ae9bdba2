import type { TEventCard, TEventDetail } from '@sankalp/contract';
import type { EventKind } from '../types.ts';

/**
 * The cards a devotee opened, by kind and key (search key and id): the event page shows its name,
 * image, date, place and description from it at once, while the full event loads (issue 21: the
 * first tap from the landing page used to empty the screen to a spinner for up to 650 ms).
 */
const opened = new Map<string, TEventCard>();
const keyOf = (kind: EventKind, key: string) => `${kind}:${key}`;

export function rememberOpenedCard(kind: EventKind, card: TEventCard): void {
  opened.set(keyOf(kind, card.searchKey), card);
  opened.set(keyOf(kind, card.id), card);
}

/**
 * The event as far as its card knows it, as placeholder data for the detail query: no packages,
 * items or sections yet (the page shows those only from the real answer).
 */
export function eventFromOpenedCard(kind: EventKind, key: string): TEventDetail | undefined {
  const card = opened.get(keyOf(kind, key));
  if (!card) return undefined;
  const main = card.mainSection;
  return {
    id: card.id,
    searchKey: card.searchKey,
    type: kind === 'puja' ? 'PUJA' : 'OFFERING',
    eventType: card.eventType,
    pujaType: card.pujaType,
    eventDateTime: card.eventDateTime,
    eventBookingClosesDateTime: card.eventDateTime,
    attendeeStatusText: card.attendeeStatusText,
    mainSection: {
      name: main.name,
      shortDescription: main.shortDescription,
      discountText: main.discountText,
      location: { address: main.location.address, pincode: '' },
      titleImageInfo: main.titleImageInfo,
      imageInfoList: [main.titleImageInfo],
      eventDateTime: card.eventDateTime,
      eventBookingClosesDateTime: card.eventDateTime,
    },
    aboutSection: { description: '', imageInfoList: [] },
    benefitsSection: { benefitsDataList: [] },
    faqSection: { faqs: [] },
    pujaPackageList: [],
    offeringItemList: [],
    prasadInfo: null,
    participantInfo: null,
    pujaDateOptions: null,
  };
}
