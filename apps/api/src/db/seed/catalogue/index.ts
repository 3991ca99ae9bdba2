import type { SeedCatalogue } from '../types.ts';
import { chadawa } from './chadawa.ts';
import { banners, homepageFaqs, offeringFaqs, pujaFaqs, reviews } from './content.ts';
import { pujas } from './pujas.ts';

/** The demo catalogue: pujas, chadawa, banners, FAQs and reviews, in English and Hindi. */
export const catalogue: SeedCatalogue = {
  events: [...pujas, ...chadawa],
  banners,
  faqs: { homepage: homepageFaqs, puja: pujaFaqs, offering: offeringFaqs },
  reviews,
};
