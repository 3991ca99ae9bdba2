import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZOrderStatus } from '../../order/order-status.ts';
import { ZBatchResult } from './batch.ts';

/** Which video an order plays: the occurrence's group video, its own clip, or a linked one. */
export const VIDEO_KINDS = ['GROUP', 'PERSONAL', 'LINK'] as const;
export type TVideoKind = (typeof VIDEO_KINDS)[number];

/** One order of the occurrence as the fulfilment page lists it. */
export const ZOccurrenceOrder = z.object({
  orderId: z.string(),
  devoteeName: z.string(),
  gotra: z.string(),
  status: ZOrderStatus,
  totalPaise: z.int(),
  hasPrasad: z.boolean(),
  performedAt: z.nullable(z.string()),
  video: z.nullable(z.enum(VIDEO_KINDS)),
  shippedAt: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  /** Paid back in full (refunds asked or processed reach the total). */
  refunded: z.boolean(),
});
export type TOccurrenceOrder = z.infer<typeof ZOccurrenceOrder>;

/** Counts of the occurrence's orders; a refunded order counts as refunded, not as paid. */
export const ZOccurrenceCounts = z.object({
  paid: z.int(),
  performed: z.int(),
  video: z.int(),
  prasad: z.int(),
  shipped: z.int(),
  delivered: z.int(),
  refunded: z.int(),
  unpaid: z.int(),
});
export type TOccurrenceCounts = z.infer<typeof ZOccurrenceCounts>;

export const ZOccurrenceMessages = z.object({ sent: z.int(), waiting: z.int(), failed: z.int() });
export type TOccurrenceMessages = z.infer<typeof ZOccurrenceMessages>;

export const ZOccurrence = z.object({
  eventId: z.string(),
  date: z.string(),
  type: z.enum(['PUJA', 'OFFERING']),
  eventNameEn: z.string(),
  eventNameHi: z.string(),
  templeNameEn: z.string(),
  templeNameHi: z.string(),
  /** The earliest puja time of its orders: "performed" is allowed from then (ISO). */
  scheduledAt: z.nullable(z.string()),
  /** The database's clock, so the console does not trust the phone's. */
  now: z.string(),
  performedAt: z.nullable(z.string()),
  priestName: z.nullable(z.string()),
  groupVideo: z.nullable(z.object({ id: z.string(), url: z.string() })),
  readingId: z.nullable(z.string()),
  counts: ZOccurrenceCounts,
  messages: ZOccurrenceMessages,
  /** The latest batches, newest first: what each did, skipped and failed. */
  batches: z.array(ZBatchResult),
  orders: z.array(ZOccurrenceOrder),
});
export type TOccurrence = z.infer<typeof ZOccurrence>;
export const ZOccurrenceResponse = envelope(ZOccurrence);
export type TOccurrenceResponse = z.infer<typeof ZOccurrenceResponse>;
