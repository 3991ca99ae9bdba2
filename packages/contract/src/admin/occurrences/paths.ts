import * as z from 'zod/mini';
import { ZIstDate, ZUuidParam } from '../orders/order-filters.ts';

/**
 * The occurrence: one event (puja or chadawa) on one IST date, the unit a temple performs and
 * fulfils (decision 180). Every path is under the console's API prefix, keyed by event id and date.
 */
export const OCCURRENCE_PATHS = {
  /** GET — counts, messages and every order of the occurrence. */
  detail: '/occurrences/:eventId/:date',
  /** POST — mark every eligible paid order performed (priest, time of the performance). */
  performed: '/occurrences/:eventId/:date/performed',
  /** POST — attach the group video to every performed order without a personal clip. */
  groupVideo: '/occurrences/:eventId/:date/video',
  /** POST — a new group video in place of the current one, on every order that plays the current one. */
  groupVideoReplace: '/occurrences/:eventId/:date/video/replace',
  /** POST — attach a personal clip (uploaded for that order) to one order of the occurrence. */
  personalClip: '/occurrences/:eventId/:date/orders/:orderId/clip',
  /** GET — the sankalps in reading order, with the reading sessions and their reads. */
  reading: '/occurrences/:eventId/:date/reading',
  /** POST — reading mode's queued taps (Start, each Next/Back read), sent when the phone can. */
  readingEvents: '/occurrences/:eventId/:date/reading/events',
  /** GET — prasad shipments to make, as a courier's bulk order CSV. */
  shipmentsCsv: '/occurrences/:eventId/:date/shipments.csv',
  /** POST — shipments CSV checked row by row (nothing written). */
  shipmentsPreview: '/occurrences/:eventId/:date/shipments/preview',
  /** POST — the valid rows of a shipments CSV applied in one go. */
  shipmentsImport: '/occurrences/:eventId/:date/shipments/import',
} as const;
export type TOccurrencePath = keyof typeof OCCURRENCE_PATHS;

/** A console path of an occurrence, with its event id and date (and order id) filled in. */
export function occurrencePath(path: TOccurrencePath, key: { eventId: string; date: string; orderId?: string }): string {
  return OCCURRENCE_PATHS[path]
    .replace(':eventId', encodeURIComponent(key.eventId))
    .replace(':date', encodeURIComponent(key.date))
    .replace(':orderId', encodeURIComponent(key.orderId ?? ''));
}

/** The tus upload's metadata key naming the occurrence a group video is for: `<eventId>/<date>`. */
export const MEDIA_VIDEO_OCCURRENCE_METADATA = 'occurrence';
export const occurrenceMetadata = (key: { eventId: string; date: string }) => `${key.eventId}/${key.date}`;

/** Path params of every occurrence endpoint. */
export const ZOccurrenceParams = z.object({ eventId: ZUuidParam, date: ZIstDate });
export type TOccurrenceParams = z.infer<typeof ZOccurrenceParams>;

/** Path params of an order of an occurrence. */
export const ZOccurrenceOrderParams = z.object({ eventId: ZUuidParam, date: ZIstDate, orderId: z.string().check(z.minLength(1), z.maxLength(40)) });
