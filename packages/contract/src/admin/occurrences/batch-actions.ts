import * as z from 'zod/mini';
import { ZInstant, FULFILMENT_MESSAGES } from '../fulfilment/order-actions.ts';
import { ZUuidParam } from '../orders/order-filters.ts';
import { ZBatchKey } from './batch.ts';

/** POST performed: every eligible paid order of the occurrence, at one time, by one priest. */
export const ZBatchPerformedRequest = z.object({
  batchId: ZBatchKey,
  performedAt: ZInstant,
  priestName: z.optional(
    z.nullable(z.string({ error: FULFILMENT_MESSAGES.priestName }).check(z.trim(), z.maxLength(100, { error: FULFILMENT_MESSAGES.priestName }))),
  ),
});
export type TBatchPerformedRequest = z.infer<typeof ZBatchPerformedRequest>;

/** POST video: the group video (uploaded for this occurrence) to every performed order without a video. */
export const ZGroupVideoRequest = z.object({
  batchId: ZBatchKey,
  mediaId: ZUuidParam,
  /** The reading the video recorded; the occurrence's latest when not given. */
  readingId: z.optional(z.nullable(ZUuidParam)),
});
export type TGroupVideoRequest = z.infer<typeof ZGroupVideoRequest>;

/** POST clip: a personal clip (uploaded for that order) that replaces the group video for it. */
export const ZPersonalClipRequest = z.object({ mediaId: ZUuidParam });
export type TPersonalClipRequest = z.infer<typeof ZPersonalClipRequest>;

export const OCCURRENCE_MESSAGES = {
  notFound: 'This puja date was not found.',
  noOrders: 'This puja date has no orders.',
  notYetDue: 'The puja’s scheduled time has not come yet: it can be marked performed from then.',
  keyReused: 'This action was already sent with different details. Reload and try again.',
  inProgress: 'This action is still running. Wait a moment and reload.',
  videoNotFound: 'This uploaded video was not found. Upload it again.',
  videoElsewhere: 'This video was uploaded for another order or puja date: it cannot be attached here.',
  orderElsewhere: 'This order is not of this puja date.',
  readingElsewhere: 'This reading is not of this puja date.',
  noGroupVideo: 'This puja date has no group video to replace yet.',
  sameGroupVideo: 'This video is already the group video.',
  notGroupVideo: 'This order does not play the group video (it has a video of its own).',
  failed: 'Something went wrong with this order. Try it again on its own page.',
} as const;
