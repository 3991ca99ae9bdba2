import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ADMIN_API_PREFIX, MEDIA_IMAGES_PATH, ZMediaImageResponse } from '@sankalp/contract';
import type { LightMyRequestResponse } from 'fastify';
import { mediaFiles } from '../../../src/db/schema/index.ts';
import { findAudit } from '../../../src/admin/core/audit.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { expectError } from '../../features/auth/requests.ts';
import { signInStaff, type StaffSession } from '../helpers.ts';

const IMAGE_LIMIT = 300_000;
let ctx: TestContext;
let mediaDir: string;
let operator: StaffSession;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'media-images-'));
  ctx = await buildTestApp({ MEDIA_DIR: mediaDir, MEDIA_IMAGE_MAX_BYTES: String(IMAGE_LIMIT) });
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** A multipart body as a browser's FormData would send it. */
async function upload(session: StaffSession | null, file: Buffer, name = 'photo.jpg', language?: 'hindi'): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: `${ADMIN_API_PREFIX}${MEDIA_IMAGES_PATH}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(session?.headers ?? {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });
}

/** A 2000×1000 photo taken with the phone on its side (EXIF orientation 6: shown 1000×2000), with a camera tag. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c05020' } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhonePlus', Copyright: 'Priest' } } })
    .toBuffer();

/** A black 1-bit PNG of width × height: tiny on disk, width × height pixels once decoded. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image uploads', () => {
  it('stores an upright, metadata-free WebP at each width up to the original and records it', async () => {
    const res = await upload(operator, await sidewaysPhoto());
    expect(res.statusCode, res.body).toBe(200);
    const image = ZMediaImageResponse.parse(res.json()).data;
    // Turned upright: 1000 wide, so 360 and 720 below it and 1000 itself (never upscaled to 1080/1600).
    expect(image).toMatchObject({ widths: [360, 720, 1000], width: 1000, height: 2000, url: `/media/images/${image.id}-1000.webp` });
    const files = (await readdir(path.join(mediaDir, 'images'))).sort();
    expect(files).toEqual([`${image.id}-1000.webp`, `${image.id}-360.webp`, `${image.id}-720.webp`]);

    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const [row] = await ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, image.id));
    expect(row).toMatchObject({
      kind: 'IMAGE',
      storage: 'local',
      key: `images/${image.id}-1000.webp`,
      width: 1000,
      height: 2000,
      uploadedBy: operator.staffId,
    });
    const audit = await findAudit(ctx.app.db, 'media', image.id);
    expect(audit.map((a) => a.action)).toEqual(['media.image.upload']);
  });

  it('keeps a small image at its own width', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const image = ZMediaImageResponse.parse((await upload(operator, small, 'icon.png')).json()).data;
    expect(image).toMatchObject({ widths: [300], width: 300, height: 200 });
  });

  it('refuses a file that is not an image, in English and Hindi, and stores nothing', async () => {
    const before = await readdir(path.join(mediaDir, 'images'));
    expectError(await upload(operator, Buffer.from('%PDF-1.7 not a picture'), 'notes.pdf'), 400, 'This file is not an image we can use.');
    expectError(
      await upload(operator, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'hindi'),
      400,
      'इस फ़ाइल को चित्र के रूप में इस्तेमाल नहीं किया जा सकता।',
    );
    // A JPEG cut in half is not a usable image either.
    const photo = await sidewaysPhoto();
    expectError(await upload(operator, photo.subarray(0, photo.length / 2)), 400, 'This file is not an image we can use.');
    expect(await readdir(path.join(mediaDir, 'images'))).toEqual(before);
  });

  it('refuses a file above the limit with 413', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(IMAGE_LIMIT);
    expectError(await upload(operator, noise, 'big.png'), 413, 'This image is too large.');
  });

  it('refuses a file 1 byte over the limit with 413 when the last byte comes in a chunk of its own (issue 21 item 19)', async () => {
    // A PNG padded to exactly the limit (bytes after its end are ignored), and one byte more: cut
    // at the limit it is a usable image, so only the cut itself can tell it was too large.
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#c05020' } })
      .png()
      .toBuffer();
    const file = Buffer.concat([png, Buffer.alloc(IMAGE_LIMIT + 1 - png.length, 0x78)]);
    const boundary = 'sankalp-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="padded.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // Sent as a browser on a slow link might: the file's last byte arrives after the rest was read.
    const chunks = [Buffer.concat([head, file.subarray(0, IMAGE_LIMIT)]), Buffer.concat([file.subarray(IMAGE_LIMIT), tail])];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_API_PREFIX}${MEDIA_IMAGES_PATH}`,
      payload: Readable.from(chunks, { objectMode: false }),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + file.length + tail.length),
        ...operator.headers,
      },
    });
    expectError(res, 413, 'This image is too large.');
  });

  it('refuses a picture of more than 50 megapixels with 413 before decoding it, in English and Hindi (issue 21 item 23)', async () => {
    const bomb = blankPng(9_999, 9_999);
    expect(bomb.length).toBeLessThan(20_000);
    const before = await readdir(path.join(mediaDir, 'images'));
    expectError(await upload(operator, bomb, 'bomb.png'), 413, 'This image has too many pixels: at most 50 megapixels (a phone photo) can be uploaded.');
    expectError(
      await upload(operator, bomb, 'bomb.png', 'hindi'),
      413,
      'इस चित्र में बहुत अधिक पिक्सेल हैं: अधिकतम 50 मेगापिक्सेल (फ़ोन के कैमरे की फ़ोटो जितना) का चित्र अपलोड किया जा सकता है।',
    );
    expect(await readdir(path.join(mediaDir, 'images'))).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_API_PREFIX}${MEDIA_IMAGES_PATH}`,
      payload: { file: 'x' },
      headers: operator.headers,
    });
    expectError(res, 400, 'Please choose an image to upload.');
  });

  it('needs a staff session with catalogue.write', async () => {
    expectError(await upload(null, await sidewaysPhoto()), 401, 'Please sign in to the console.');
    const priest = await signInStaff(ctx.app, 'temple_staff');
    expectError(await upload(priest, await sidewaysPhoto()), 403, 'You do not have permission to do this.');
  });

  it('serves only finished media, never uploads in progress', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/media/videos-incoming/abc' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/images/../../etc/passwd' })).statusCode).toBe(404);
  });
});
