import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX } from '@sankalp/contract';
import { pickEncoding } from '../../../src/lib/prepared-body.ts';
import { writeFakeSite, type FakeSite } from '../../fake-site.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

/**
 * HTTP as browsers and CDNs expect it (issue 22, decision 235), over a real socket: entity tags
 * and 304 on catalogue answers and pages, Vary only on what changes the bytes, Accept-Encoding
 * weights, 405 / OPTIONS with Allow, and a 416 that says the file's size.
 */
let t: TestContext;
let base: string;
let site: FakeSite;
let mediaDir: string;
const VIDEO = Buffer.alloc(5000, 7);

beforeAll(async () => {
  site = await writeFakeSite();
  // A hashed asset large enough to be compressed on the way out.
  await writeFile(path.join(site.env.WEB_DIST_DIR, 'assets', 'big-abc123.js'), `console.log(${JSON.stringify('om '.repeat(3000))})`);
  mediaDir = await mkdtemp(path.join(tmpdir(), 'sankalp-media-'));
  await mkdir(path.join(mediaDir, 'images'));
  await mkdir(path.join(mediaDir, 'videos'));
  await writeFile(path.join(mediaDir, 'images', 'abc.webp'), Buffer.alloc(3000, 1));
  await writeFile(path.join(mediaDir, 'videos', 'abc.mp4'), VIDEO);
  t = await buildTestApp({ ...site.env, MEDIA_DIR: mediaDir, CATALOGUE_CACHE_SECONDS: '30' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await site.remove();
  await rm(mediaDir, { recursive: true, force: true });
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The answer as sent (fetch would decompress it, and refuses some methods). */
const send = (method: string, url: string, headers: Record<string, string> = {}) =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
const fetchRaw = (url: string, headers: Record<string, string> = {}) => send('GET', url, headers);
const varyOf = (res: Raw) => String(res.headers.vary ?? '').toLowerCase();

const PUJAS = '/public/api/v1/puja/all?pageNumber=0';

describe('entity tags and 304', () => {
  it('tag a catalogue answer per language: each language revalidates its own copy', async () => {
    const english = await fetchRaw(PUJAS, { 'accept-language': 'english' });
    const hindi = await fetchRaw(PUJAS, { 'accept-language': 'hindi' });
    expect(english.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(hindi.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const held = await fetchRaw(PUJAS, { 'accept-language': 'hindi', 'if-none-match': String(hindi.headers.etag) });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe(hindi.headers.etag);
    // The English copy is not the Hindi one.
    const other = await fetchRaw(PUJAS, { 'accept-language': 'hindi', 'if-none-match': String(english.headers.etag) });
    expect(other.status).toBe(200);
    expect(varyOf(hindi)).toBe('accept-language, accept-encoding');
  });

  it('tag a page per language (URL or cookie), and answer 304 while it is unchanged', async () => {
    const english = await fetchRaw('/policy');
    const hindi = await fetchRaw('/policy', { cookie: 'language=hindi' });
    expect(english.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const held = await fetchRaw('/policy', { cookie: 'language=hindi', 'if-none-match': String(hindi.headers.etag) });
    expect(held.status).toBe(304);
    expect(held.headers['cache-control']).toBe('no-cache');
    expect((await fetchRaw('/policy', { 'if-none-match': String(hindi.headers.etag) })).status).toBe(200);
    // The page's language is its URL's or cookie's, never Accept-Language's.
    expect(varyOf(english)).toBe('cookie');
    expect((await fetchRaw('/policy', { 'accept-language': 'hindi' })).headers.etag).toBe(english.headers.etag);
  });

  it('keep the visitor’s own pages out of every cache', async () => {
    for (const page of ['/orders', '/orders/details?orderId=SNK-1', '/payment/status?orderId=SNK-1']) {
      const res = await fetchRaw(page);
      expect(res.status, page).toBe(200);
      expect(res.headers['cache-control'], page).toBe('no-store');
    }
  });
});

describe('Vary', () => {
  it('names no Accept-Language on hashed assets, images and videos, and Accept-Encoding only where the body is compressed', async () => {
    for (const asset of ['/assets/app-abc123.js', '/assets/big-abc123.js']) {
      const res = await fetchRaw(asset, { 'accept-language': 'hindi', 'accept-encoding': 'gzip' });
      expect(res.status, asset).toBe(200);
      expect(res.headers['content-encoding'], asset).toBe('gzip');
      expect(varyOf(res), asset).toBe('accept-encoding');
      expect(res.headers['cache-control'], asset).toContain('immutable');
      // Taken plain, it still names Accept-Encoding: a shared cache must not give that copy to everyone.
      const plain = await fetchRaw(asset, { 'accept-language': 'hindi' });
      expect(plain.headers['content-encoding'], asset).toBeUndefined();
      expect(varyOf(plain), asset).toBe('accept-encoding');
    }
    for (const media of ['/media/images/abc.webp', '/media/videos/abc.mp4']) {
      const res = await fetchRaw(media, { 'accept-language': 'hindi', 'accept-encoding': 'gzip, br' });
      expect(res.status, media).toBe(200);
      expect(res.headers.vary, media).toBeUndefined();
      expect(res.headers['cache-control'], media).toContain('immutable');
    }
  });

  it('names Accept-Language on API answers in the caller’s language (errors too), not Accept-Encoding on small ones', async () => {
    const visibility = await fetchRaw('/public/api/v1/config/visibility', { 'accept-encoding': 'gzip' });
    expect(visibility.headers['content-encoding']).toBeUndefined();
    expect(varyOf(visibility)).toBe('accept-language');
    const missing = await fetchRaw('/public/api/v1/puja/name/no-such-puja', { 'accept-language': 'hindi' });
    expect(missing.status).toBe(404);
    expect(varyOf(missing)).toContain('accept-language');
    const unknown = await fetchRaw('/public/api/v1/nope');
    expect(varyOf(unknown)).toBe('accept-language');
  });
});

describe('Accept-Encoding weights (RFC 9110 §12.5.3)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['*, br;q=0.9', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['identity', null],
    ['identity;q=1, gzip;q=0.5', null],
    ['*;q=0', null],
    ['identity;q=0, *;q=0', null],
    ['br;q=0, gzip;q=0.000', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('are honoured by catalogue answers, pages and the rest of the API alike', async () => {
    for (const url of [PUJAS, '/large-q', '/public/api/docs/json']) {
      const res = await fetchRaw(url, { 'accept-encoding': 'br;q=0, gzip' });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.body).length, url).toBeGreaterThan(1024);
      const preferred = await fetchRaw(url, { 'accept-encoding': 'gzip;q=0.2, br;q=0.8' });
      expect(preferred.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(preferred.body).length, url).toBeGreaterThan(1024);
      // Nothing acceptable, identity refused too: sent as is, as RFC 9110 advises, rather than a 406.
      const none = await fetchRaw(url, { 'accept-encoding': 'identity;q=0, *;q=0' });
      expect(none.status, url).toBe(200);
      expect(none.headers['content-encoding'], url).toBeUndefined();
    }
  });
});

describe('methods', () => {
  it('answer a known API path’s wrong method with 405 and Allow, in the caller’s language', async () => {
    const res = await send('POST', PUJAS, { 'accept-language': 'hindi' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    const body = JSON.parse(res.body.toString()) as { code: string; message: string };
    expect(body.code).toBe('METHOD_NOT_ALLOWED');
    expect(body.message).toBe('इस पते पर यह अनुरोध स्वीकार नहीं किया जाता।');
    const cart = await send('DELETE', '/public/api/v1/cart/');
    expect(cart.status).toBe(405);
    expect(cart.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    const console = await send('GET', `${ADMIN_API_PREFIX}/orders/00000000-0000-4000-8000-000000000000/refund`);
    expect(console.status).toBe(405);
    expect(console.headers.allow).toBe('POST, OPTIONS');
  });

  it('answer OPTIONS on a known path with 204 and Allow', async () => {
    for (const [url, allow] of [
      [PUJAS, 'GET, HEAD, OPTIONS'],
      ['/public/api/v1/order/create', 'POST, OPTIONS'],
      ['/assets/app-abc123.js', 'GET, HEAD, OPTIONS'],
      ['/media/videos/abc.mp4', 'GET, HEAD, OPTIONS'],
      ['/', 'GET, HEAD, OPTIONS'],
      ['/puja/some-key', 'GET, HEAD, OPTIONS'],
    ] as const) {
      const res = await send('OPTIONS', url);
      expect(res.status, url).toBe(204);
      expect(res.headers.allow, url).toBe(allow);
      expect(res.body.length, url).toBe(0);
    }
  });

  it('answer a page posted to with 405, and leave unknown paths 404', async () => {
    const page = await send('POST', '/policy');
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD, OPTIONS');
    for (const [method, url] of [
      ['POST', '/missing-page'],
      ['OPTIONS', '/missing-page'],
      ['POST', '/public/api/v1/nope'],
      ['OPTIONS', '/public/api/v1/nope'],
      ['DELETE', '/assets/old-chunk-1.js'],
    ] as const) {
      const res = await send(method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.headers.allow, `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('ranges on media', () => {
  it('serves a range of a video, and answers one past its end with 416 and Content-Range: bytes */size', async () => {
    const part = await fetchRaw('/media/videos/abc.mp4', { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${VIDEO.length}`);
    expect(part.body.length).toBe(100);
    const past = await fetchRaw('/media/videos/abc.mp4', { range: `bytes=${VIDEO.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
    const hindi = await fetchRaw('/media/videos/abc.mp4', { range: `bytes=${VIDEO.length}-`, 'accept-language': 'hindi' });
    expect(hindi.status).toBe(416);
    expect(hindi.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
    expect((JSON.parse(hindi.body.toString()) as { code: string }).code).toBe('RANGE_NOT_SATISFIABLE');
  });
});
