import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZOrderStatus } from '../../order/order-status.ts';
import { REFUND_STATUSES } from '../states.ts';

/** Fulfilment actions on one order (console). Each is POST with the order id in the path. */
export const ORDER_ACTION_PATHS = {
  performed: '/orders/:orderId/performed',
  video: '/orders/:orderId/video',
  ship: '/orders/:orderId/ship',
  /** A shipped parcel's courier, AWB or link corrected (a typo, swapped labels) until it is delivered. */
  tracking: '/orders/:orderId/tracking',
  delivered: '/orders/:orderId/delivered',
  refund: '/orders/:orderId/refund',
  cancel: '/orders/:orderId/cancel',
} as const;
export type TOrderAction = keyof typeof ORDER_ACTION_PATHS;

export const orderActionPath = (action: TOrderAction, orderId: string) => ORDER_ACTION_PATHS[action].replace(':orderId', encodeURIComponent(orderId));

export const FULFILMENT_MESSAGES = {
  performedOn: 'Enter the date the puja was performed.',
  videoUrl: 'Enter an https YouTube link, or upload the video.',
  courierName: 'Enter the courier’s name.',
  trackingNumber: 'Enter the tracking number.',
  trackingUrl: 'Enter the tracking link (https).',
  amountPaise: 'Enter an amount of at least ₹1.',
  reason: 'Enter a reason (up to 500 characters).',
  idempotencyKey: 'idempotencyKey must be a UUID.',
  stale: 'This order was changed by someone else. Reload it.',
  priestName: 'The priest’s name can be at most 100 characters.',
  performedAt: 'Enter the date and time the puja was performed.',
} as const;

/** An instant with its zone, e.g. 2026-11-30T07:15:00+05:30 (the console sends IST). */
export const ZInstant = z.string({ error: FULFILMENT_MESSAGES.performedAt }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: FULFILMENT_MESSAGES.performedAt }),
  z.refine((v) => !Number.isNaN(Date.parse(v)), { error: FULFILMENT_MESSAGES.performedAt }),
);

/**
 * Video-sharing hosts a priest's link may point to (decision 140): YouTube only, because the
 * devotee's order page plays YouTube (its click-to-load player, allowed by the site's CSP) and
 * files; a Vimeo or Drive page link would not play there.
 */
export const VIDEO_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'] as const;
/** Our own uploads (tus, issue 10) are served here. */
export const OWN_VIDEO_PATH = /^\/media\/videos\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Our own uploads when media live in object storage (MEDIA_S3_PUBLIC_URL + `/videos/<file>`): the
 * shape only; the server checks that the address is its own bucket's (decision 250).
 */
const STORED_VIDEO_FILE = /\/videos\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const httpsUrl = (value: string): URL | null => {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password ? url : null;
};

/** A YouTube link (the devotee's page plays it in its click-to-load player). */
export const isYouTubeVideoUrl = (value: string): boolean => (VIDEO_HOSTS as readonly string[]).includes(httpsUrl(value)?.hostname ?? '');

export function isAcceptedVideoUrl(value: string): boolean {
  if (OWN_VIDEO_PATH.test(value) || isYouTubeVideoUrl(value)) return true;
  const url = httpsUrl(value);
  return url !== null && !url.search && !url.hash && STORED_VIDEO_FILE.test(url.pathname);
}

const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

const text = (max: number, error: string) => z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error }));

/** The order's `version` as the form saw it; when given and stale the action answers 409. */
const expectedVersion = z.optional(z.int().check(z.nonnegative()));

export const ZMarkPerformedRequest = z.object({
  performedOn: z.string({ error: FULFILMENT_MESSAGES.performedOn }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: FULFILMENT_MESSAGES.performedOn }),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: FULFILMENT_MESSAGES.performedOn }),
  ),
  /**
   * When the puja was performed (issue 19): from its scheduled time up to now. Needed unless
   * `performedOn` is today (then it defaults to now); `performedOn` must be its IST date.
   */
  performedAt: z.optional(ZInstant),
  /** Optional (issue 12): shown on the devotee's timeline as "by …". Blank means not given. */
  priestName: z.optional(
    z.nullable(z.string({ error: FULFILMENT_MESSAGES.priestName }).check(z.trim(), z.maxLength(100, { error: FULFILMENT_MESSAGES.priestName }))),
  ),
  expectedVersion,
});
export type TMarkPerformedRequest = z.infer<typeof ZMarkPerformedRequest>;

export const ZAttachVideoRequest = z.object({
  videoUrl: z
    .string({ error: FULFILMENT_MESSAGES.videoUrl })
    .check(z.trim(), z.maxLength(2000, { error: FULFILMENT_MESSAGES.videoUrl }), z.refine(isAcceptedVideoUrl, { error: FULFILMENT_MESSAGES.videoUrl })),
  expectedVersion,
});
export type TAttachVideoRequest = z.infer<typeof ZAttachVideoRequest>;

export const ZShipPrasadRequest = z.object({
  courierName: text(100, FULFILMENT_MESSAGES.courierName),
  trackingNumber: text(100, FULFILMENT_MESSAGES.trackingNumber),
  trackingUrl: z
    .string({ error: FULFILMENT_MESSAGES.trackingUrl })
    .check(z.trim(), z.maxLength(2000, { error: FULFILMENT_MESSAGES.trackingUrl }), z.refine(isHttps, { error: FULFILMENT_MESSAGES.trackingUrl })),
  expectedVersion,
});
export type TShipPrasadRequest = z.infer<typeof ZShipPrasadRequest>;

/** The corrected tracking: the same fields as shipping; the same tracking again changes nothing (a retry). */
export const ZCorrectTrackingRequest = ZShipPrasadRequest;
export type TCorrectTrackingRequest = TShipPrasadRequest;

export const ZMarkDeliveredRequest = z.object({ expectedVersion });
export type TMarkDeliveredRequest = z.infer<typeof ZMarkDeliveredRequest>;

const idempotencyKey = z
  .string({ error: FULFILMENT_MESSAGES.idempotencyKey })
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: FULFILMENT_MESSAGES.idempotencyKey }));

/** Full or partial; `cancel` also cancels the order. One `idempotencyKey` (a UUID made by the form) per refund intent. */
export const ZRefundOrderRequest = z.object({
  amountPaise: z.int({ error: FULFILMENT_MESSAGES.amountPaise }).check(z.gte(100, { error: FULFILMENT_MESSAGES.amountPaise })),
  reason: text(500, FULFILMENT_MESSAGES.reason),
  cancel: z.boolean(),
  idempotencyKey,
  expectedVersion,
});
export type TRefundOrderRequest = z.infer<typeof ZRefundOrderRequest>;

/** Cancelling an order nobody paid: no refund. */
export const ZCancelOrderRequest = z.object({ reason: text(500, FULFILMENT_MESSAGES.reason), expectedVersion });
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;

export const ZOrderActionRefund = z.object({
  refundId: z.string(),
  amountPaise: z.int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  providerRefundId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TOrderActionRefund = z.infer<typeof ZOrderActionRefund>;

/** What every action answers: the order's new state (and the refund, for a refund). */
export const ZOrderActionResult = z.object({
  orderId: z.string(),
  status: ZOrderStatus,
  version: z.int(),
  refund: z.optional(ZOrderActionRefund),
});
export type TOrderActionResult = z.infer<typeof ZOrderActionResult>;
export const ZOrderActionResponse = envelope(ZOrderActionResult);
export type TOrderActionResponse = z.infer<typeof ZOrderActionResponse>;

export const ZOrderActionParams = z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(64)) });
