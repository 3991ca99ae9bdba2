import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';

/** POST (multipart, one file field) — an uploaded catalogue image, resized to WebP widths. */
export const MEDIA_IMAGES_PATH = '/media/images';
/** The tus endpoint of resumable video uploads (every tus method under it). */
export const MEDIA_VIDEOS_TUS_PATH = '/media/videos/';
/** GET — the media file a finished tus upload became. */
export const MEDIA_VIDEO_BY_UPLOAD_PATH = '/media/videos/by-upload/:uploadId';

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
