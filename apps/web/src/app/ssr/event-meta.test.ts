import type { TEventDetail } from '@sankalp/contract';
import { describe, expect, it } from 'vitest';
import { eventMeta } from './event-meta.ts';
import { serverI18n } from './server-i18n.ts';

const CLOSES = '2026-12-08T06:00:00.000Z';
/** The fields an event page's head reads, of a puja with two packages. */
const event = {
  id: '6f1c2d3e-4f5a-4b7e-9a52-1c2d3e4f5a6b',
  searchKey: 'rudrabhishek',
  eventDateTime: '2026-12-08T01:30:00.000Z',
  eventBookingClosesDateTime: CLOSES,
  mainSection: { name: 'Rudrabhishek', shortDescription: '<p>For peace</p>', location: { address: 'Kashi Vishwanath, Varanasi', pincode: '221001' } },
  aboutSection: { description: '' },
  pujaPackageList: [
    { name: 'Single', amount: 501 },
    { name: 'Family', amount: 1100 },
  ],
} as unknown as TEventDetail;

const offersAt = (iso: string) => {
  const t = serverI18n.english.t.bind(serverI18n.english);
  const ld = eventMeta(event, 'puja', 'english', 'https://sankalp.example', t, Date.parse(iso)).jsonLd as { offers: { availability: string }[] };
  return ld.offers.map((o) => o.availability);
};

describe('the event page’s structured data', () => {
  it('offers the packages while booking is open, and none once it has closed', () => {
    expect(offersAt('2026-12-07T10:00:00.000Z')).toEqual(['https://schema.org/InStock', 'https://schema.org/InStock']);
    expect(offersAt(CLOSES)).toEqual(['https://schema.org/SoldOut', 'https://schema.org/SoldOut']);
  });
});
