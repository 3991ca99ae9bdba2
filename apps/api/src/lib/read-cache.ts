import { LRUCache } from 'lru-cache';
import type { PreparedBody } from './prepared-body.ts';

/**
 * Per-process cache of public catalogue responses, already validated and serialized.
 * Concurrent misses of one key share a single database read. The data is public and the same
 * for every caller, so a few seconds of staleness across processes is acceptable; carts, orders
 * and anything per-user never go through here.
 */
/** What LRUCache can hold: any value but null and undefined. */
type Cacheable = NonNullable<unknown>;

export type ReadCache<V extends Cacheable = PreparedBody> = { ttlSeconds: number; get: (key: string, load: () => Promise<V>) => Promise<V> };

export function createReadCache<V extends Cacheable = PreparedBody>(ttlSeconds: number, maxEntries = 2_000): ReadCache<V> {
  if (ttlSeconds === 0) return { ttlSeconds, get: (_key, load) => load() };
  const cache = new LRUCache<string, V, () => Promise<V>>({
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
