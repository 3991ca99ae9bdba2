import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetPujaResponse } from '@sankalp/contract';
import { catalogue } from '../../src/db/seed/catalogue/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';

/**
 * Served over a real socket: compression streams large bodies, and light-my-request does not
 * show what a browser receives then.
 */
let t: TestContext;
let base: string;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'sankalp-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Sankalp</title>');
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  t = await buildTestApp({ WEB_DIST_DIR: distDir });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

/** The bytes as sent (fetch would decompress them). */
const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

describe('compressed API responses', () => {
  // A Hindi detail is large enough to take the streamed compression path.
  const puja = catalogue.events.find((e) => e.type === 'PUJA')!;
  const url = `/public/api/v1/puja/name/${puja.searchKey}`;

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)('arrive whole with %s', async (encoding, decompress) => {
    const plain = await fetchRaw(url, { 'accept-language': 'hindi', 'accept-encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    const packed = await fetchRaw(url, { 'accept-language': 'hindi', 'accept-encoding': encoding });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    const body = JSON.parse(decompress(packed.body).toString('utf8'));
    expect(ZGetPujaResponse.parse(body).data.mainSection.name).toBe(puja.name.hi);
    expect(body).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});

describe('the site', () => {
  it('serves index.html for page routes, deep links included', async () => {
    for (const page of ['/', '/puja/some-key?language=hindi', '/orders']) {
      const res = await fetchRaw(page);
      expect(res.status, page).toBe(200);
      expect(res.body.toString()).toContain('<title>Sankalp</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await fetchRaw('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404, not index.html, for a missing file or API path', async () => {
    for (const missing of ['/assets/old-chunk-123.js', '/images/nope.svg', '/public/api/v1/nope']) {
      const res = await fetchRaw(missing);
      expect(res.status, missing).toBe(404);
      expect(res.body.toString()).not.toContain('<title>');
    }
  });
});

describe('cached catalogue answers', () => {
  it('vary by language and encoding, and are plain when compression is refused', async () => {
    const res = await fetchRaw('/public/api/v1/review/all', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(res.body.toString('utf8')).data.reviews.length).toBeGreaterThan(0);
  });

  it('prefer brotli, fall back to gzip', async () => {
    const url = '/public/api/v1/puja/all?pageNumber=0';
    expect((await fetchRaw(url, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    const gz = await fetchRaw(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8')).data.pujaList.length).toBeGreaterThan(0);
  });
});
