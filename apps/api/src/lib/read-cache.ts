import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { cacheLookups } from '../metrics/registry.ts';
import type { PreparedBody } from './prepared-body.ts';

/**
 * Per-process cache of public catalogue responses, already validated and serialized.
 * Concurrent misses of one key share a single database read. The data is public and the same
 * for every caller, so a few seconds of staleness across processes is acceptable; carts, orders
 * and anything per-user never go through here.
 */
/** What LRUCache can hold: any value but null and undefined. */
type Cacheable = NonNullable<unknown>;

export type ReadCache<V extends Cacheable = PreparedBody> = {
  ttlSeconds: number;
  /** The Cache-Control of what it keeps (browsers may keep it as long); undefined when it keeps nothing. */
  cacheControl: string | undefined;
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  /**
   * The value kept for `key` while it is fresh, without waiting: a hit costs no promise (decision
   * 187). Counted as a hit unless `counted` is false (the HTTP server's front counts its own answers).
   */
  peek: (key: string, counted?: boolean) => V | undefined;
  /**
   * Sent (in READ_CACHE_BYPASS_HEADER) by this process's own server renderer, which keeps the pages
   * it renders for the same time: reading through this cache too would let a page show data twice
   * as old. Random per process, so no outside caller can bypass the cache.
   */
  bypassToken: string;
};

export const READ_CACHE_BYPASS_HEADER = 'x-sankalp-read-fresh';

/** `name`: the `cache` label of its hit and miss counts (sankalp_cache_lookups_total). */
export function createReadCache<V extends Cacheable = PreparedBody>(ttlSeconds: number, maxEntries = 2_000, name = 'catalogue'): ReadCache<V> {
  const bypassToken = randomBytes(16).toString('hex');
  if (ttlSeconds === 0) return { ttlSeconds, cacheControl: undefined, bypassToken, get: (_key, load) => load(), peek: () => undefined };
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    ttlSeconds,
    cacheControl: `public, max-age=${ttlSeconds}`,
    bypassToken,
    get: async (key, load) => {
      let missed = false;
      const loadCounted = () => {
        missed = true;
        return load();
      };
      const value = await cache.fetch(key, { context: loadCounted });
      // A caller that waited for another's load of the same key counts as a hit: it cost no read.
      cacheLookups.inc({ cache: name, result: missed ? 'miss' : 'hit' });
      if (value === undefined) throw new Error(`read cache: no value for ${key}`);
      return value;
    },
    peek: (key, counted = true) => {
      const value = cache.get(key);
      // A peek that misses is followed by a get, which counts that look-up.
      if (value !== undefined && counted) cacheLookups.inc({ cache: name, result: 'hit' });
      return value;
    },
  };
}
