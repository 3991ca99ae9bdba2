/**
 * Link-preview images (og:image) served by the API (apps/api/src/features/seo). WhatsApp and
 * Facebook run no JavaScript and want a 1200×630 image, so pages name these fixed paths and
 * state the size in og:image:width / og:image:height.
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The site's words for the two event kinds, as in its page paths (/puja/…, /chadawa/…). */
export type TSiteEventKind = 'puja' | 'chadawa';

/** Preview image of the landing, list, policy and support pages. */
export const OG_SITE_IMAGE_PATH = '/og/site.jpg';

/** Preview image of one event page, by event id (not searchKey: an id never changes). */
export const ogImagePath = (kind: TSiteEventKind, eventId: string): string => `/og/${kind}/${encodeURIComponent(eventId)}.jpg`;
