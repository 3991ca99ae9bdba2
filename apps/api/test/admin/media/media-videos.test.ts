import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { eq } from 'drizzle-orm';
import { ADMIN_API_PREFIX, MEDIA_VIDEO_ID_HEADER, MEDIA_VIDEO_URL_HEADER, ZMediaVideoResponse } from '@sankalp/contract';
import { mediaFiles, occurrences, orders } from '../../../src/db/schema/index.ts';
import { findAudit } from '../../../src/admin/core/audit.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { placeOrder } from '../../fixtures/orders.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from '../helpers.ts';

const TUS = `${ADMIN_API_PREFIX}/media/videos/`;
const MAX_BYTES = 1024 * 1024;
const SITE = 'https://sankalp.example';
let ctx: TestContext;
let mediaDir: string;
let base: string;
let orderId: string;
let priest: StaffSession;
let otherPriest: StaffSession;
let priestTemple: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'media-videos-'));
  ctx = await buildTestApp({ MEDIA_DIR: mediaDir, MEDIA_VIDEO_MAX_BYTES: String(MAX_BYTES), PUBLIC_BASE_URL: SITE });
  // Real HTTP: tus is a protocol of raw streams, partial bodies and dropped connections.
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  orderId = (await placeOrder(ctx.app)).orderId;
  const [order] = await ctx.app.db.select({ templeId: orders.templeId }).from(orders).where(eq(orders.id, orderId));
  const other = (await seededTemples(ctx.app)).find((t) => t !== order!.templeId)!;
  priestTemple = order!.templeId;
  priest = await signInStaff(ctx.app, 'temple_staff', [order!.templeId]);
  otherPriest = await signInStaff(ctx.app, 'temple_staff', [other]);
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const b64 = (v: string) => Buffer.from(v).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

function create(session: StaffSession | null, length: number, fields: Record<string, string> = { filetype: 'video/mp4', filename: 'puja.mp4', orderId }) {
  return fetch(`${base}${TUS}`, {
    method: 'POST',
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': metadata(fields), ...(session?.headers ?? {}) },
  });
}

function patch(session: StaffSession, location: string, offset: number, body: Uint8Array) {
  return fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...session.headers },
    body: new Blob([new Uint8Array(body)]),
  });
}

async function offsetOf(session: StaffSession, location: string): Promise<number> {
  const res = await fetch(`${base}${location}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...session.headers } });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

async function errorOf(res: Response) {
  const body = (await res.json()) as { message: string };
  return { status: res.status, message: body.message };
}

describe('resumable video uploads (tus)', () => {
  it('resumes after the connection stops, and the finished file becomes the order video', async () => {
    const video = randomBytes(300_000);
    const created = await create(priest, video.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/admin\/api\/v1\/media\/videos\/[0-9a-f-]{36}$/);

    // The first part arrives, then the priest's connection stops.
    expect((await patch(priest, location, 0, video.subarray(0, 120_000))).status).toBe(204);
    // Later (maybe from another API process) the client asks where to continue.
    const offset = await offsetOf(priest, location);
    expect(offset).toBe(120_000);
    // A part sent from the wrong offset is refused, not appended.
    expect((await patch(priest, location, 0, video.subarray(0, 10))).status).toBe(409);
    const finished = await patch(priest, location, offset, video.subarray(offset));
    expect(finished.status).toBe(204);

    const id = location.split('/').pop()!;
    expect(finished.headers.get(MEDIA_VIDEO_ID_HEADER.toLowerCase())).toBe(id);
    const url = finished.headers.get(MEDIA_VIDEO_URL_HEADER.toLowerCase());
    expect(url).toBe(`/media/videos/${id}.mp4`);
    expect(Buffer.compare(await readFile(path.join(mediaDir, 'videos', `${id}.mp4`)), video)).toBe(0);
    const [row] = await ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect(row).toMatchObject({
      kind: 'VIDEO',
      storage: 'local',
      key: `videos/${id}.mp4`,
      bytes: video.length,
      contentType: 'video/mp4',
      originalName: 'puja.mp4',
    });
    expect((await findAudit(ctx.app.db, 'media', id)).map((a) => a.after)).toEqual([expect.objectContaining({ orderId })]);
    // Tied to what it was uploaded for (decision 180): this order, and so its temple.
    expect(row).toMatchObject({ orderId, occurrenceId: null, templeId: priestTemple });

    // The console can learn the URL afterwards too; another temple's staff cannot.
    const byUpload = await adminCall(ctx.app, 'GET', `/media/videos/by-upload/${id}`, { session: priest });
    expect(ZMediaVideoResponse.parse(byUpload.json()).data).toEqual({ id, url });
    expect((await adminCall(ctx.app, 'GET', `/media/videos/by-upload/${id}`, { session: otherPriest })).statusCode).toBe(403);

    // Served with seeking (Range) and a year-long cache.
    const range = await fetch(`${base}${url}`, { headers: { range: 'bytes=10-19' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect(range.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await range.arrayBuffer())).toEqual(video.subarray(10, 20));
  });

  it('works with tus-js-client interrupted mid-upload and resumed from the server offset', async () => {
    const video = randomBytes(200_000);
    let uploadUrl = '';
    const options = (onChunkComplete: (chunk: number, accepted: number) => void): tus.UploadOptions => ({
      endpoint: `${base}${TUS}`,
      chunkSize: 50_000,
      metadata: { filetype: 'video/webm', filename: 'aarti.webm', orderId },
      headers: priest.headers,
      retryDelays: [0, 50, 100],
      onChunkComplete,
    });
    // First attempt: aborted once the server acknowledged the first chunk (the network "drops").
    await new Promise<void>((resolve, reject) => {
      const first = new tus.Upload(video, {
        ...options((_chunk, accepted) => {
          if (accepted >= 50_000 && first.url) {
            uploadUrl = first.url;
            void first.abort().then(resolve, reject);
          }
        }),
        onError: reject,
      });
      first.start();
    });
    const path1 = new URL(uploadUrl).pathname;
    const offset = await offsetOf(priest, path1);
    expect(offset).toBeGreaterThanOrEqual(50_000);
    expect(offset).toBeLessThan(video.length);
    // Second attempt resumes the same upload: tus-js-client asks the offset and sends the rest.
    const headers = await new Promise<Record<string, string>>((resolve, reject) => {
      const second = new tus.Upload(video, {
        ...options(() => undefined),
        uploadUrl,
        onError: reject,
        onSuccess: ({ lastResponse }) => resolve({ url: lastResponse.getHeader(MEDIA_VIDEO_URL_HEADER) ?? '' }),
      });
      second.start();
    });
    const id = path1.split('/').pop()!;
    expect(headers.url).toBe(`/media/videos/${id}.webm`);
    expect(Buffer.compare(await readFile(path.join(mediaDir, 'videos', `${id}.webm`)), video)).toBe(0);
  });

  it('refuses a missing or wrong staff token with 401', async () => {
    expect(await errorOf(await create(null, 1000))).toEqual({ status: 401, message: 'Please sign in to the console.' });
    const wrong = { ...priest, headers: { 'x-staff-token': 'x'.repeat(40) } };
    expect(await errorOf(await create(wrong, 1000))).toEqual({ status: 401, message: 'Please sign in to the console.' });
  });

  it('refuses staff of another temple, also when resuming', async () => {
    expect(await errorOf(await create(otherPriest, 1000))).toEqual({ status: 403, message: 'This belongs to a temple you are not assigned to.' });
    const inHindi = { ...otherPriest, headers: { ...otherPriest.headers, 'accept-language': 'hindi' } };
    expect((await errorOf(await create(inHindi, 1000))).status).toBe(403);
    expect(await errorOf(await create({ ...priest, headers: { ...priest.headers, 'accept-language': 'hindi' } }, MAX_BYTES + 1))).toEqual({
      status: 413,
      message: 'यह वीडियो बहुत बड़ा है।',
    });
    const created = await create(priest, 1000);
    const location = created.headers.get('location')!;
    expect((await patch(otherPriest, location, 0, new Uint8Array(10))).status).toBe(403);
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...otherPriest.headers } })).status).toBe(403);
    // Nobody downloads an upload in progress through tus: GET is no method of its path (decision 235).
    expect((await fetch(`${base}${location}`, { headers: priest.headers })).status).toBe(405);
    expect(await offsetOf(priest, location)).toBe(0);
  });

  it('lets an operator (all temples) upload for any order', async () => {
    const operator = await signInStaff(ctx.app, 'operator');
    expect((await create(operator, 1000)).status).toBe(201);
  });

  it('tells every staff role the limits it enforces, for the console hints (issue 21)', async () => {
    const res = await adminCall(ctx.app, 'GET', '/media/limits', { session: priest });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { imageMaxBytes: ctx.app.config.MEDIA_IMAGE_MAX_BYTES, imageMaxPixels: ctx.app.config.MEDIA_IMAGE_MAX_PIXELS, videoMaxBytes: MAX_BYTES },
    });
  });

  it('refuses a video above the limit with 413, other types and unknown orders with a message', async () => {
    expect(await errorOf(await create(priest, MAX_BYTES + 1))).toEqual({ status: 413, message: 'This video is too large.' });
    expect(await errorOf(await create(priest, 1000, { filetype: 'application/pdf', orderId }))).toEqual({
      status: 400,
      message: 'Please upload an MP4, MOV or WebM video.',
    });
    expect(await errorOf(await create(priest, 1000, { filetype: 'video/mp4' }))).toEqual({
      status: 400,
      message: 'Say which order or puja date this video is for.',
    });
    expect(await errorOf(await create(priest, 1000, { filetype: 'video/mp4', orderId: 'SKPNOSUCHORDER' }))).toEqual({
      status: 404,
      message: 'Order not found.',
    });
  });

  it('uploads a group video for an occurrence (event and date) of the caller’s temple only', async () => {
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    const occurrence = `${order!.eventId}/${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(order!.eventDateTime)}`;
    const fields = { filetype: 'video/mp4', filename: 'group.mp4', occurrence };
    expect((await create(otherPriest, 1000, fields)).status).toBe(403);
    expect((await create(priest, 1000, { ...fields, occurrence: 'nonsense' })).status).toBe(400);
    expect((await create(priest, 1000, { ...fields, orderId })).status).toBe(400);
    const created = await create(priest, 1000, fields);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect((await patch(priest, location, 0, randomBytes(1000))).status).toBe(204);
    const [row] = await ctx.app.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, location.split('/').pop()!));
    const [made] = await ctx.app.db.select().from(occurrences).where(eq(occurrences.id, row!.occurrenceId!));
    expect(made).toMatchObject({ eventId: order!.eventId, templeId: order!.templeId });
    expect(row).toMatchObject({ orderId: null, templeId: order!.templeId });
  });

  it('answers a parallel-upload request (Upload-Concat) with tus’s 501, not 500 (issue 21 item 20)', async () => {
    const res = await fetch(`${base}${TUS}`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-concat': 'partial',
        'upload-length': '10',
        'upload-metadata': metadata({ filetype: 'video/mp4', orderId }),
        ...priest.headers,
      },
    });
    expect(res.status).toBe(501);
    expect(await res.text()).toMatch(/Concatenation extension is not \(yet\) supported/);
  });

  it('lets no other site read its answers: no Access-Control-Allow-Origin but our own (issue 21 item 21)', async () => {
    const asFrom = (origin: string) =>
      fetch(`${base}${TUS}`, {
        method: 'POST',
        headers: {
          origin,
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'upload-metadata': metadata({ filetype: 'video/mp4', orderId }),
          ...priest.headers,
        },
      });
    const evil = await asFrom('https://evil.example');
    expect(evil.status).toBe(201);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const ours = await asFrom(SITE);
    expect(ours.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('answers 404 for an upload that did not finish', async () => {
    const res = await adminCall(ctx.app, 'GET', `/media/videos/by-upload/${crypto.randomUUID()}`, { session: priest });
    expect(res.statusCode).toBe(404);
  });
});
