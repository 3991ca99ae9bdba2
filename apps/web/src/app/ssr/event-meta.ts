import { ogImagePath, type Language, type TEventDetail } from '@sankalp/contract';
import type { TFunction } from 'i18next';
import { htmlToText } from '../../lib/sanitize-html.ts';
import { truncateText } from '../../lib/truncate.ts';
import { pageUrl, type PageMeta } from './head.ts';

type Kind = 'puja' | 'chadawa';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LIMIT = 160;

export const shortText = (html: string) => {
  const text = htmlToText(html);
  return truncateText(text, DESCRIPTION_LIMIT) ?? text;
};

/**
 * An offer can be taken while booking is open; after it closes none can (schema.org has no
 * "closed", and Google reads SoldOut as "no tickets"). The page's HTML is cached for seconds, so
 * this is as fresh as the page.
 */
const availability = (event: TEventDetail, now: number) =>
  now < Date.parse(event.eventBookingClosesDateTime) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';

/** The event's own page, as a search engine should know it (schema.org Event with its offers). */
function eventJsonLd(event: TEventDetail, kind: Kind, url: string, image: string, description: string, brand: string, baseUrl: string, now: number): object {
  const main = event.mainSection;
  const prices = kind === 'puja' ? event.pujaPackageList : event.offeringItemList;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: main.name,
    description,
    url,
    image: [image],
    startDate: event.eventDateTime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: main.location.address,
      address: { '@type': 'PostalAddress', streetAddress: main.location.address, postalCode: main.location.pincode, addressCountry: 'IN' },
    },
    organizer: { '@type': 'Organization', name: brand, url: baseUrl },
    offers: prices.map((price) => ({
      '@type': 'Offer',
      name: price.name,
      price: price.amount,
      priceCurrency: 'INR',
      url,
      availability: availability(event, now),
      validThrough: event.eventBookingClosesDateTime,
    })),
  };
}

/**
 * The one address of an event page, as its cards link it and the sitemap lists it: its searchKey,
 * else its id. A visit by id (/puja/<uuid>) is the same page, and names this one as canonical.
 */
const eventPagePath = (kind: Kind, event: TEventDetail) => `/${kind}/${encodeURIComponent(event.searchKey || event.id)}`;

export function eventMeta(event: TEventDetail, kind: Kind, language: Language, baseUrl: string, t: TFunction, now = Date.now()): PageMeta {
  const main = event.mainSection;
  const path = eventPagePath(kind, event);
  const brand = t('common:brand');
  const description = shortText(main.shortDescription || event.aboutSection.description);
  const image = ogImagePath(kind, event.id);
  const url = pageUrl(baseUrl, path, language);
  return {
    title: `${main.name} · ${brand}`,
    description,
    path,
    image,
    imageAlt: t('pages:meta.eventAt', { name: main.name, place: main.location.address }),
    type: 'website',
    jsonLd: eventJsonLd(event, kind, url, `${baseUrl}${image}`, description, brand, baseUrl, now),
  };
}
