/** Prefix of every API call (spec §7). */
export const API_PREFIX = '/public/api/v1';

/** Paths under API_PREFIX, with Fastify-style `:param` placeholders. */
export const API_PATHS = {
  pujaList: '/puja/all',
  pujaById: '/puja/:id',
  pujaByName: '/puja/name/:searchKey',
  offeringList: '/offering/all',
  offeringById: '/offering/:id',
  offeringByName: '/offering/name/:searchKey',
  banners: '/homepage/banner/all',
  faqHomepage: '/faq/homepage',
  faqPuja: '/faq/puja',
  faqOffering: '/faq/offering',
  reviews: '/review/all',
  visibility: '/config/visibility',
} as const;
