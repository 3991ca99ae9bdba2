import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../src/lib/read-cache.ts';

describe('read cache', () => {
  it('loads a key once for concurrent callers and reuses it until it expires', async () => {
    const cache = createReadCache(60);
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
    const cache = createReadCache(60);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('with ttl 0 always loads', async () => {
    const cache = createReadCache(0);
    let loads = 0;
    await cache.get('k', async () => String(++loads));
    await cache.get('k', async () => String(++loads));
    expect(loads).toBe(2);
  });
});
