import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/db/seed/catalogue/index.ts';
import { frontAnswers } from '../../../src/metrics/registry.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

let t: TestContext;
let base: string;

beforeAll(async () => {
  // Behind one trusted proxy, as in production: X-Forwarded-Proto decides Strict-Transport-Security.
  t = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '30', TRUST_PROXY: '1' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
/** The bytes and headers as sent (fetch would decompress them and hide some headers). */
const fetchRaw = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    get(`${base}${url}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

const sentFromFront = async () => (await frontAnswers.get()).values[0]?.value ?? 0;
/** Every header but the two that differ on every answer. */
const steady = (r: Raw) => Object.fromEntries(Object.entries(r.headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'));

const puja = catalogue.events.find((e) => e.type === 'PUJA')!;
const detail = `/public/api/v1/puja/name/${puja.searchKey}`;

describe('catalogue answers sent again at the front of the HTTP server (decision 285)', () => {
  it.each([
    ['identity, English', {}],
    ['brotli, Hindi', { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'hi' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ])('sends the answer Fastify sent first, byte for byte and header for header (%s)', async (_name, headers: Record<string, string>) => {
    const first = await fetchRaw(detail, headers);
    expect(first.status).toBe(200);
    const before = await sentFromFront();
    const again = await fetchRaw(detail, headers);
    expect(await sentFromFront()).toBe(before + 1);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(steady(again)).toEqual(steady(first));
    // Its own request id, as every answer has.
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['content-security-policy']).toBeDefined();
  });

  it('keeps each language and encoding apart', async () => {
    await fetchRaw(detail, { 'accept-language': 'hi' });
    await fetchRaw(detail);
    const hindi = await fetchRaw(detail, { 'accept-language': 'hi' });
    const english = await fetchRaw(detail);
    expect(hindi.body.toString()).toContain(puja.name.hi);
    expect(english.body.toString()).not.toContain(puja.name.hi);
    expect(english.headers['content-encoding']).toBeUndefined();
  });

  it('sends an answer again only to a request forwarded with the same protocol (Strict-Transport-Security)', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    await fetchRaw(detail);
    const overHttps = await fetchRaw(detail, https);
    const before = await sentFromFront();
    const plain = await fetchRaw(detail);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const again = await fetchRaw(detail, https);
    expect(steady(again)).toEqual(steady(overHttps));
    expect(again.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(await sentFromFront()).toBe(before + 2);
  });

  it('leaves a conditional request, a HEAD and another path to Fastify', async () => {
    const first = await fetchRaw(detail);
    await fetchRaw(detail);
    const before = await sentFromFront();
    const conditional = await fetchRaw(detail, { 'if-none-match': String(first.headers.etag) });
    expect(conditional.status).toBe(304);
    const head = await fetchRaw(detail, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await fetchRaw(`${detail}-missing`)).status).toBe(404);
    expect((await fetchRaw('/healthz')).status).toBe(200);
    expect(await sentFromFront()).toBe(before);
  });

  it('sends nothing it has not kept: with the cache off every request goes to Fastify', async () => {
    const off = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '0' });
    try {
      const offBase = await off.app.listen({ port: 0, host: '127.0.0.1' });
      const before = await sentFromFront();
      for (let i = 0; i < 3; i++) expect((await fetch(`${offBase}${detail}`)).status).toBe(200);
      expect(await sentFromFront()).toBe(before);
    } finally {
      await off.close();
    }
  });
});
