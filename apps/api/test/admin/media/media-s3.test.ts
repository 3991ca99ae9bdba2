import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_API_PREFIX,
  MEDIA_IMAGES_PATH,
  MEDIA_VIDEO_ID_HEADER,
  MEDIA_VIDEO_URL_HEADER,
  ZMediaImageResponse,
  ZMediaVideoResponse,
} from '@sankalp/contract';
import { mediaFiles } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { startS3Server, type S3TestServer } from '../../fixtures/s3-server.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';
import { batchId, occurrenceCall, occurrenceOf, statusOf, type Occurrence } from '../occurrences/occurrence-fixtures.ts';

/**
 * The S3 media path against a real S3 server (moto, started here), with two API apps on one
 * database standing in for two processes behind the load balancer: each has its own tus server,
 * S3 store and locker, and listens on its own port (issue 22 part 5, decision 250).
 */
const TUS = `${ADMIN_API_PREFIX}/media/videos/`;
const MiB = 1024 * 1024;
let s3: S3TestServer;
let mediaDir: string;
let a: TestContext;
let b: TestContext;
let baseA: string;
let baseB: string;
let occurrence: Occurrence;
let orderId: string;
let priest: StaffSession;

beforeAll(async () => {
  s3 = await startS3Server();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'media-s3-'));
  const env = { ...s3.env, MEDIA_DIR: mediaDir, MEDIA_VIDEO_MAX_BYTES: String(32 * MiB) };
  a = await buildTestApp(env);
  b = await buildTestApp(env, { sameDbAs: a.handle });
  baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  // A paid order of a puja performed two weeks ago (a day no other file uses: on PostgreSQL the
  // files share one database, and the occurrence tests count their orders): its video can be attached.
  occurrence = await occurrenceOf(a.app, new Date(Date.now() - 330 * 3600_000), { paid: 2, prasad: false });
  orderId = occurrence.orderIds[0]!;
  priest = await signInStaff(a.app, 'temple_staff', [occurrence.templeId]);
  const performedAt = new Date(Date.now() - 199 * 3600_000).toISOString();
  expect((await occurrenceCall(a.app, priest, 'performed', occurrence, { batchId: batchId(), performedAt })).statusCode).toBe(200);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.stop();
  await rm(mediaDir, { recursive: true, force: true });
});

const b64 = (v: string) => Buffer.from(v).toString('base64');

async function create(base: string, length: number, forOrder = orderId): Promise<string> {
  const res = await fetch(`${base}${TUS}`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `filetype ${b64('video/mp4')},filename ${b64('puja.mp4')},orderId ${b64(forOrder)}`,
      ...priest.headers,
    },
  });
  expect(res.status).toBe(201);
  return res.headers.get('location')!;
}

function patch(base: string, location: string, offset: number, body: Uint8Array | ReadableStream<Uint8Array>) {
  return fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...priest.headers },
    body: body instanceof ReadableStream ? body : new Blob([new Uint8Array(body)]),
    duplex: 'half',
  } as RequestInit);
}

async function offsetOf(base: string, location: string): Promise<number> {
  const res = await fetch(`${base}${location}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...priest.headers } });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

describe('media in S3', () => {
  it('stores a console image in the bucket and links it at MEDIA_S3_PUBLIC_URL', async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c05020' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'photo.jpg');
    const res = await fetch(`${baseA}${ADMIN_API_PREFIX}${MEDIA_IMAGES_PATH}`, {
      method: 'POST',
      body: form,
      headers: (await signInStaff(a.app, 'operator')).headers,
    });
    expect(res.status).toBe(200);
    const image = ZMediaImageResponse.parse(await res.json()).data;
    expect(image.url).toBe(`${s3.env.MEDIA_S3_PUBLIC_URL}/images/${image.id}-800.webp`);
    expect((await s3.keys()).filter((k) => k.includes(image.id))).toEqual([
      `images/${image.id}-360.webp`,
      `images/${image.id}-720.webp`,
      `images/${image.id}-800.webp`,
    ]);

    // What the CDN gets from the bucket for that URL: the WebP, to be cached for a year.
    const key = s3.keyOf(image.url);
    expect(await s3.headers(key)).toEqual({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await sharp((await s3.object(key))!).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    const [row] = await a.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, image.id));
    expect(row).toMatchObject({ kind: 'IMAGE', storage: 's3', key: `images/${image.id}-800.webp` });
  });

  it('takes a video’s chunks on either process, in S3 parts, and keeps its exact bytes', async () => {
    // 11 MiB: a first S3 part of 6 MiB (A), 3 MiB kept as tus's incomplete part (B), which A then
    // joins to the last 2 MiB as the final part. Every step reads the upload's state from the bucket.
    const video = randomBytes(11 * MiB);
    const location = await create(baseA, video.length);
    const id = location.split('/').pop()!;
    expect((await patch(baseA, location, 0, video.subarray(0, 6 * MiB))).status).toBe(204);
    expect(await offsetOf(baseB, location)).toBe(6 * MiB);
    expect((await patch(baseB, location, 6 * MiB, video.subarray(6 * MiB, 9 * MiB))).status).toBe(204);
    expect(await offsetOf(baseA, location)).toBe(9 * MiB);
    // A stale offset is refused on either process.
    expect((await patch(baseB, location, 6 * MiB, video.subarray(6 * MiB, 7 * MiB))).status).toBe(409);
    const last = await patch(baseA, location, 9 * MiB, video.subarray(9 * MiB));
    expect(last.status).toBe(204);

    const url = `${s3.env.MEDIA_S3_PUBLIC_URL}/videos/${id}.mp4`;
    expect(last.headers.get(MEDIA_VIDEO_ID_HEADER)).toBe(id);
    expect(last.headers.get(MEDIA_VIDEO_URL_HEADER)).toBe(url);
    expect(Buffer.compare((await s3.object(`videos/${id}.mp4`))!, video)).toBe(0);
    expect(await s3.headers(`videos/${id}.mp4`)).toEqual({ contentType: 'video/mp4', cacheControl: 'public, max-age=31536000, immutable' });
    // tus's own objects (the upload, its .info and .part) are gone: only the video remains.
    expect((await s3.keys()).filter((k) => k.includes(id))).toEqual([`videos/${id}.mp4`]);
    const [row] = await a.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect(row).toMatchObject({ kind: 'VIDEO', storage: 's3', key: `videos/${id}.mp4`, bytes: video.length, orderId });
    // The other process knows what the upload became, and makes it the order's video.
    const byUpload = await adminCall(b.app, 'GET', `/media/videos/by-upload/${id}`, { session: priest });
    expect(ZMediaVideoResponse.parse(byUpload.json()).data).toEqual({ id, url });
    const clip = await occurrenceCall(b.app, priest, 'personalClip', { ...occurrence, orderId }, { mediaId: id });
    expect(clip.statusCode, clip.body).toBe(200);
    expect(await statusOf(a.app, orderId)).toMatchObject({ status: 'COMPLETED', videoMediaId: id, videoUrl: url });
    // Asked again on the process that did not finish it, the upload is gone, not "complete".
    expect((await fetch(`${baseB}${location}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...priest.headers } })).status).toBe(404);
  });

  it('attaches an uploaded video by the address the upload answered (the fulfil form), and refuses a bucket not ours', async () => {
    const second = occurrence.orderIds[1]!;
    const video = randomBytes(256 * 1024);
    const location = await create(baseA, video.length, second);
    const done = await patch(baseB, location, 0, video);
    expect(done.status).toBe(204);
    const url = done.headers.get(MEDIA_VIDEO_URL_HEADER)!;
    expect(url.startsWith(`${s3.env.MEDIA_S3_PUBLIC_URL}/videos/`)).toBe(true);
    const attach = (videoUrl: string) => adminCall(a.app, 'POST', `/orders/${second}/video`, { session: priest, body: { videoUrl } });
    const elsewhere = await attach(`https://elsewhere.example/videos/${done.headers.get(MEDIA_VIDEO_ID_HEADER)}.mp4`);
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect((await statusOf(a.app, second)).videoUrl).toBeNull();
    const attached = await attach(url);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(await statusOf(a.app, second)).toMatchObject({ status: 'COMPLETED', videoMediaId: done.headers.get(MEDIA_VIDEO_ID_HEADER), videoUrl: url });
  });

  // Two processes writing one upload at once is what the shared lock prevents; on PGlite there is
  // only ever one process (both test apps share its single connection and each has its own in-memory lock).
  it.skipIf(inject('dbKind') !== 'postgres')('lets one process at a time write an upload: the other asks it to let go and waits (PostgreSQL)', async () => {
    const video = randomBytes(MiB);
    const location = await create(baseA, video.length);
    const id = location.split('/').pop()!;
    // A's PATCH: a phone that sent 256 KiB and then went quiet, its connection still open.
    let sender!: ReadableStreamDefaultController<Uint8Array>;
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => void (sender = controller) });
    sender.enqueue(video.subarray(0, 256 * 1024));
    const first = patch(baseA, location, 0, stalled);
    await expect.poll(() => locksHeldOn(id), { timeout: 10_000 }).toBe(1);

    // The client retries the same bytes on B: B cannot take the lock, asks A (NOTIFY) to let go,
    // and waits; A stops its request (tus's drain time), keeps what it received, and unlocks.
    const retried = await patch(baseB, location, 0, video);
    expect(retried.status).toBe(409);
    const stopped = await first;
    expect(stopped.status).toBe(204);
    expect(stopped.headers.get('upload-offset')).toBe(String(256 * 1024));
    sender.close();
    expect(await locksHeldOn(id)).toBe(0);

    // The client continues from the offset the server has, on either process: exact bytes.
    const offset = await offsetOf(baseB, location);
    expect(offset).toBe(256 * 1024);
    expect((await patch(baseB, location, offset, video.subarray(offset))).status).toBe(204);
    expect(Buffer.compare((await s3.object(`videos/${id}.mp4`))!, video)).toBe(0);
  });
});

/** Advisory locks held on this upload right now, by any session (upload-locker.ts's key). */
async function locksHeldOn(uploadId: string): Promise<number> {
  const result = (await a.app.db.execute(sql`
    select count(*)::int as n from pg_locks
    where locktype = 'advisory' and granted and classid = ${0x747573} and objsubid = 2
      and objid::bigint = (hashtext(${uploadId})::bigint & 4294967295)`)) as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
