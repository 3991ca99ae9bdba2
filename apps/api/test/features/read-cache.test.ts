import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pickEncoding, prepareBody } from '../../src/lib/prepared-body.ts';
import { createReadCache } from '../../src/lib/read-cache.ts';

describe('read cache', () => {
  it('loads a key once for concurrent callers and reuses it until it expires', async () => {
    const cache = createReadCache<string>(60);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return `value-${loads}`;
    };
    const values = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', load)));
    expect(new Set(values)).toEqual(new Set(['value-1']));
    expect(await cache.get('k', load)).toBe('value-1');
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache<string>(60);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('with ttl 0 always loads', async () => {
    const cache = createReadCache<string>(0);
    let loads = 0;
    await cache.get('k', async () => String(++loads));
    await cache.get('k', async () => String(++loads));
    expect(loads).toBe(2);
  });
});

describe('prepared bodies', () => {
  it('compress once and reuse the compressed bytes', () => {
    const body = prepareBody(JSON.stringify({ text: 'नमस्ते '.repeat(500) }));
    const br = body.encoded('br');
    expect(br).not.toBeNull();
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br!).equals(body.bytes)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')!).equals(body.bytes)).toBe(true);
  });

  // The brotli window is sized to the body: every size must still come back whole.
  it.each([1024, 65_537, 300_000])('compress a %i-byte body so that it decompresses to the same bytes', (size) => {
    const bytes = Buffer.from(Array.from({ length: size }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 95))).join(''));
    const body = prepareBody(bytes);
    expect(brotliDecompressSync(body.encoded('br')!).equals(bytes)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')!).equals(bytes)).toBe(true);
  });

  it('leave small bodies alone', () => {
    expect(prepareBody('{"data":[]}').encoded('gzip')).toBeNull();
  });

  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br;q=0,gzip;q=0', null],
    ['*', 'gzip'],
  ] as const)('picks an encoding for %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
