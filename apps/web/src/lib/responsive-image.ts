import { MEDIA_IMAGE_WIDTHS } from '@sankalp/contract';

/**
 * An image uploaded through the console: `<anything>/images/<uuid>-<width>.webp`, on this server
 * (/media/images/…) or under the object storage's public URL. The URL names the largest width;
 * the upload stored every standard width below it too (apps/api/src/admin/media/process-image.ts).
 */
const UPLOADED_IMAGE = /^(.*\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,4})\.webp$/i;

/** The `srcset` of an uploaded image, or undefined for any other URL (seeded and external images stay as they are). */
export function mediaSrcSet(url: string): string | undefined {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return undefined;
  const [, stem, largestText] = match;
  const largest = Number(largestText);
  const widths = [...MEDIA_IMAGE_WIDTHS.filter((w) => w < largest), largest];
  return widths.map((w) => `${stem}-${w}.webp ${w}w`).join(', ');
}

/**
 * `src`, and for uploaded images `srcSet` + `sizes`, to spread on an <img>: a phone downloads the
 * 360 or 720 px file instead of the 1600 px one. `sizes` says how wide the image is shown.
 */
export function responsiveImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

/** How wide the site shows its images (the layouts' breakpoints), for `sizes`. */
export const IMAGE_SIZES = {
  /** Event cards: one column, two from 600 px, three from 1024 px, four from 1280 px (event-list.module.css). */
  card: '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw',
  /** The detail page's gallery: full width, about half beside the booking panel from 769 px. */
  gallery: '(min-width: 769px) 55vw, 100vw',
  banner: '100vw',
  /** Thumbnails of 40–96 CSS px: the smallest variant covers them at 3× density. */
  thumb: '96px',
} as const;
