import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';

/** POST (multipart, one file field) — an uploaded catalogue image, resized to WebP widths. */
export const MEDIA_IMAGES_PATH = '/media/images';
/** The tus endpoint of resumable video uploads (every tus method under it). */
export const MEDIA_VIDEOS_TUS_PATH = '/media/videos/';
/** GET — the media file a finished tus upload became. */
export const MEDIA_VIDEO_BY_UPLOAD_PATH = '/media/videos/by-upload/:uploadId';

/**
 * GET — the limits the server holds uploads to (its MEDIA_* configuration): the console's upload
 * hints state them from here, so a changed limit changes the hint with it.
 */
export const MEDIA_LIMITS_PATH = '/media/limits';

/** The widths every image is resized to (never above the original's). */
export const MEDIA_IMAGE_WIDTHS = [360, 720, 1080, 1600] as const;
/** Video types a priest may upload (phones record MP4 or QuickTime; browsers WebM). */
export const MEDIA_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
/** The tus upload's metadata key naming the order the video is for. */
export const MEDIA_VIDEO_ORDER_METADATA = 'orderId';
/** Response header of the finishing tus PATCH: the public URL of the video. */
export const MEDIA_VIDEO_URL_HEADER = 'X-Media-Url';
/** Response header of the finishing tus PATCH: the media file's id. */
export const MEDIA_VIDEO_ID_HEADER = 'X-Media-Id';

export const ZMediaImage = z.object({
  id: z.string(),
  /** The largest variant's public URL; smaller standard widths exist next to it. */
  url: z.string(),
  widths: z.array(z.number()),
  width: z.number(),
  height: z.number(),
});
export type TMediaImage = z.infer<typeof ZMediaImage>;
export const ZMediaImageResponse = envelope(ZMediaImage);
export type TMediaImageResponse = z.infer<typeof ZMediaImageResponse>;

export const ZMediaVideo = z.object({ id: z.string(), url: z.string() });
export type TMediaVideo = z.infer<typeof ZMediaVideo>;
export const ZMediaVideoResponse = envelope(ZMediaVideo);
export type TMediaVideoResponse = z.infer<typeof ZMediaVideoResponse>;

export const ZMediaLimits = z.object({
  /** Largest image file, bytes (MEDIA_IMAGE_MAX_BYTES). */
  imageMaxBytes: z.number(),
  /** Most pixels of an image, width × height (MEDIA_IMAGE_MAX_PIXELS). */
  imageMaxPixels: z.number(),
  /** Largest video file, bytes (MEDIA_VIDEO_MAX_BYTES). */
  videoMaxBytes: z.number(),
});
export type TMediaLimits = z.infer<typeof ZMediaLimits>;
export const ZMediaLimitsResponse = envelope(ZMediaLimits);
export type TMediaLimitsResponse = z.infer<typeof ZMediaLimitsResponse>;

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
/** Rounded down to one decimal: a stated limit is never more than the server's. */
const oneDecimal = (n: number) => String(Math.floor(n * 10) / 10);

/**
 * A size as limits and chosen files are said: { n: '15', unit: 'mb' }, { n: '1.5', unit: 'gb' };
 * binary units, as the configured limits are set (15 MB is 15 × 1024 × 1024 bytes).
 */
export const mediaSize = (bytes: number): { n: string; unit: 'mb' | 'gb' } =>
  bytes >= GIB ? { n: oneDecimal(bytes / GIB), unit: 'gb' } : { n: oneDecimal(bytes / MIB), unit: 'mb' };

/** Width × height in megapixels, rounded down: 50 000 000 → "50". */
export const megapixels = (pixels: number) => oneDecimal(pixels / 1_000_000);
