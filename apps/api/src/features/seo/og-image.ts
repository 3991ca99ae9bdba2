import sharp from 'sharp';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '@sankalp/contract';

const JPEG_QUALITY = 80;

/** Same guard as uploads (admin/media/process-image.ts): far above any photo is a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;

/** The ground under transparent parts (JPEG has no alpha): the site's page colour. */
const BACKGROUND = '#fffaf2';

/** When not even the site image can be read: a plain saffron card, still the right size. */
const PLAIN_COLOUR = '#d9480f';

/**
 * A 1200×630 progressive JPEG, cover-cropped from the centre of `input`. Vector images (the seeded
 * catalogue's SVGs) are rasterized at the density that fills 1200×630 rather than scaled up from
 * their nominal size, so text in them stays sharp. sharp writes no metadata unless asked.
 */
export async function renderOgImage(input: Buffer): Promise<Buffer> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;
  const meta = await sharp(input, options).metadata();
  const density = meta.format === 'svg' && meta.width && meta.height ? svgDensity(meta.width, meta.height, meta.density ?? 72) : undefined;
  return sharp(input, { ...options, ...(density ? { density } : {}) })
    .rotate()
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** The density at which an SVG of this nominal size covers 1200×630 (never below its own). */
function svgDensity(width: number, height: number, nominal: number): number {
  const scale = Math.max(OG_IMAGE_WIDTH / width, OG_IMAGE_HEIGHT / height, 1);
  return Math.min(Math.ceil(nominal * scale), 2400);
}

export function plainOgImage(): Promise<Buffer> {
  return sharp({ create: { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, channels: 3, background: PLAIN_COLOUR } })
    .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true })
    .toBuffer();
}
