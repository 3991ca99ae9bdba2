import { LRUCache } from 'lru-cache';

/**
 * Per-process cache of public catalogue responses, already validated and serialized.
 * Concurrent misses of one key share a single database read. The data is public and the same
 * for every caller, so a few seconds of staleness across processes is acceptable; carts, orders
 * and anything per-user never go through here.
 */
export type ReadCache = { ttlSeconds: number; get: (key: string, load: () => Promise<string>) => Promise<string> };

export function createReadCache(ttlSeconds: number, maxEntries = 2_000): ReadCache {
  if (ttlSeconds === 0) return { ttlSeconds, get: (_key, load) => load() };
  const cache = new LRUCache<string, string, () => Promise<string>>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    ttlSeconds,
    get: async (key, load) => {
      const value = await cache.fetch(key, { context: load });
      if (value === undefined) throw new Error(`read cache: no value for ${key}`);
      return value;
    },
  };
}
