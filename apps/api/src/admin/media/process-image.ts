import sharp from 'sharp';
import { MEDIA_IMAGE_WIDTHS } from '@sankalp/contract';
import { MEDIA_MESSAGES, tooManyPixelsMessage } from '../../lib/messages/media.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** What sharp decodes here: JPEG, PNG, WebP, and AVIF (HEIF container; HEIC's HEVC is not in sharp's prebuilt libvips). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

const WEBP_QUALITY = 80;

export type ImageVariant = { width: number; height: number; data: Buffer };

/**
 * The widths an image of `originalWidth` is stored at: the standard widths below it, and the
 * largest one it reaches (its own width when narrower than 1600): never upscaled.
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1]!);
  return [...MEDIA_IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Decodes an upload, turns it upright (EXIF orientation), drops its metadata (location, camera)
 * and writes each width as WebP. Anything sharp cannot read as one of the accepted formats is the
 * user's 400, not our 500.
 */
export async function processImage(input: Buffer, maxPixels: number): Promise<ImageVariant[]> {
  const source = () => sharp(input, { failOn: 'error', limitInputPixels: maxPixels, animated: false });
  let width: number;
  try {
    // The header only: a picture over the cap (a decompression bomb, or no phone photo) is refused
    // here, before a decode that would take seconds and hundreds of megabytes.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!ACCEPTED_FORMATS.has(meta.format ?? '')) throw badRequest(MEDIA_MESSAGES.notAnImage);
    if (meta.width * meta.height > maxPixels) throw tooManyPixels(maxPixels);
    // Orientations 5–8 swap the sides once the image is turned upright.
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    if (!width) throw badRequest(MEDIA_MESSAGES.notAnImage);
  } catch (error) {
    throw asNotAnImage(error);
  }
  const variants: ImageVariant[] = [];
  for (const target of variantWidths(width)) {
    try {
      // sharp writes no metadata unless asked (keepMetadata/withMetadata): EXIF and GPS are gone.
      const { data, info } = await source()
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    } catch (error) {
      throw asNotAnImage(error);
    }
  }
  return variants;
}

const tooManyPixels = (maxPixels: number) => new AppError('IMAGE_TOO_MANY_PIXELS', 413, tooManyPixelsMessage(maxPixels));

/** sharp's decoding errors are the file's fault; our own errors pass through. */
function asNotAnImage(error: unknown): Error {
  if (error instanceof Error && error.name === 'AppError') return error;
  return badRequest(MEDIA_MESSAGES.notAnImage);
}
