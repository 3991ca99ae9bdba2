import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Listen } from '../db/listen.ts';
import { cacheLookups } from '../metrics/registry.ts';

/** Where the database tells which accounts' sessions changed (migration 0014): ids, comma-separated; '' for all. */
export const SESSIONS_CHANNEL = 'sankalp_sessions';

/** What a session's look-up answers, and until when the session is valid. */
export type KeptSession<U> = { user: U; expiresAt: Date };

export type SessionCache<U> = {
  /** The session of a token's hash: kept if this process may trust what it keeps, else (and on a miss) `load`ed. */
  lookup: (tokenHash: string, load: () => Promise<KeptSession<U> | undefined>) => Promise<U | undefined>;
  /** This process changed an account or its sessions: forget them at once (the others hear it from the database). */
  forget: (userId: string) => void;
  /** LISTENs for changes; until the first LISTEN runs, and whenever the connection is lost, nothing kept is used. */
  start: (listen: Listen, log: FastifyBaseLogger) => Promise<() => Promise<void>>;
};

/**
 * Signed-in requests' session look-ups, kept in the process for up to `ttlSeconds` (decision 287).
 * Every change that ends a session or alters its look-up is notified by the database at its commit
 * with the accounts it touched (triggers of migration 0014), and every process forgets those
 * accounts' sessions: a sign-out or a deactivation holds everywhere within the notification's
 * delivery. What is kept is trusted only while the LISTEN connection is up, and a look-up that
 * began before a change is not kept after it (the generation). Unknown tokens are never kept: a
 * new session needs no notification, and a stream of made-up tokens cannot fill the cache.
 */
export function createSessionCache<U extends { userId: string }>(ttlSeconds: number, maxEntries = 50_000): SessionCache<U> {
  /** The token hashes kept per account, to forget one account's sessions without a scan. */
  let byAccount = new Map<string, Set<string>>();
  const kept = new LRUCache<string, KeptSession<U>>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    dispose: (session, tokenHash) => {
      const hashes = byAccount.get(session.user.userId);
      hashes?.delete(tokenHash);
      if (hashes?.size === 0) byAccount.delete(session.user.userId);
    },
  });
  let trusted = false;
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    byAccount = new Map();
    kept.clear();
  };
  const forget = (userId: string) => {
    generation += 1;
    for (const tokenHash of byAccount.get(userId) ?? []) kept.delete(tokenHash);
  };
  const heard = (payload: string | undefined) => {
    if (!payload) return forgetAll();
    for (const userId of payload.split(',')) forget(userId);
  };
  const keep = (tokenHash: string, found: KeptSession<U>) => {
    kept.set(tokenHash, { user: Object.freeze(found.user), expiresAt: found.expiresAt });
    const hashes = byAccount.get(found.user.userId) ?? new Set<string>();
    byAccount.set(found.user.userId, hashes.add(tokenHash));
  };

  return {
    forget,
    lookup: async (tokenHash, load) => {
      const hit = trusted ? kept.get(tokenHash) : undefined;
      if (hit && hit.expiresAt.getTime() > Date.now()) {
        cacheLookups.inc({ cache: 'session', result: 'hit' });
        return hit.user;
      }
      cacheLookups.inc({ cache: 'session', result: 'miss' });
      const before = generation;
      const found = await load();
      if (found && trusted && before === generation) keep(tokenHash, found);
      return found?.user;
    },
    start: async (listen, log) => {
      // 0 seconds: never LISTEN, so never trusted, so nothing is kept.
      if (ttlSeconds === 0) return async () => undefined;
      const stop = await listen(
        SESSIONS_CHANNEL,
        (payload) => {
          // Without a payload: the LISTEN (re)connected, and what changed while away was not heard.
          heard(payload);
          trusted = true;
        },
        (err) => {
          trusted = false;
          forgetAll();
          log.warn({ err }, 'sessions LISTEN connection lost; sessions are looked up in the database until it is back');
        },
      );
      return async () => {
        trusted = false;
        forgetAll();
        await stop();
      };
    },
  };
}

/**
 * The app's session cache (`app.sessionCache`). Without a LISTEN (an app built without one) it
 * keeps nothing: every request is looked up in the database.
 */
export function registerSessionCache<U extends { userId: string }>(app: FastifyInstance, ttlSeconds: number, listen: Listen | undefined): SessionCache<U> {
  const cache = createSessionCache<U>(ttlSeconds);
  if (!listen) return cache;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await cache.start(listen, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
  return cache;
}
