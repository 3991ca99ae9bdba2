import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { skipRowTemplateOfArrayResults } from './array-rows.ts';
import { listenPglite, listenPostgres, type Listen } from './listen.ts';
import { NamedStatementClient } from './named-statements.ts';

/**
 * The same Drizzle API over either driver; code below this line never knows which one runs. Built
 * without the schema: the app queries with the builder only, and Drizzle would otherwise make a
 * relational query builder per table for every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * `logger` sees every statement Drizzle hands the driver; `onRoundTrip` is told of each one the
 * pool's clients send (a held-back BEGIN is not one, decision 281). The checkout-queries bench uses both.
 */
export type DbTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; connectTimeoutMs?: number; logger?: Logger; onRoundTrip?: () => void }
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

export type DbHandle = {
  db: Db;
  kind: DbTarget['kind'];
  close: () => Promise<void>;
  pglite?: PGlite;
  /** LISTEN on this database (the outbox worker's wake-up, decision 170). */
  listen: Listen;
  /**
   * PostgreSQL: a new client outside the pool, for what lives as long as a session (the video
   * uploads' advisory locks, decision 250). PGlite has no other process to share anything with.
   */
  sessionClient?: () => pg.Client;
  /**
   * Queries waiting for a connection right now (pg-pool's queue; a property read, no query): one
   * of the overload signals (decision 195). PGlite queues inside itself and shows no queue: 0.
   */
  poolWaiting: () => number;
  /** Connections running a query or transaction right now (a metric; PGlite: 0). */
  poolInUse: () => number;
};

/**
 * A PostgreSQL restart or pg_terminate_backend makes node-postgres emit 'error' on every Client
 * whose connection it ends. pg-pool listens on idle clients only (and re-emits on the pool); a
 * client checked out for a transaction or a query in flight has no listener, and an 'error' event
 * without one is an uncaught exception that ends the process (brianc/node-postgres#2762). So every
 * client gets a listener of its own for its whole life. The query or transaction using it still
 * fails (and is answered 503); the pool drops the dead client on release and connects anew.
 */
function keepAliveOnConnectionLoss(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', (err: Error & { code?: string }) => console.error(`PostgreSQL connection lost (${err.code ?? 'no code'}): ${err.message}`));
  });
  // An idle client losing its connection: pg-pool has already removed it.
  pool.on('error', (err: Error & { code?: string }) => console.error(`PostgreSQL idle connection lost (${err.code ?? 'no code'}): ${err.message}`));
}

export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    // Without a connect timeout a request waits for ever while the server is away; with it the
    // pool gives up and the error handler answers 503 (db/unavailable.ts).
    // TCP keepalive from 10 s of silence: a connection whose peer vanished without closing it (a
    // network partition, a failed-over host) is found dead by the kernel's probes (minutes, per
    // the host's tcp_keepalive_* settings) instead of never.
    // pg-pool hands these options to every client it makes (NamedStatementClient reads onRoundTrip).
    const options: pg.PoolConfig & { onRoundTrip?: () => void } = {
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: target.connectTimeoutMs ?? 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      Client: NamedStatementClient,
      onRoundTrip: target.onRoundTrip,
    };
    skipRowTemplateOfArrayResults();
    const pool = new pg.Pool(options);
    keepAliveOnConnectionLoss(pool);
    pool.on('release', (_err, client) => (client as unknown as NamedStatementClient).forgetHeldBegin());
    const db = drizzlePg(pool, { logger: target.logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: listenPostgres(target.url),
      sessionClient: () =>
        new pg.Client({
          connectionString: target.url,
          connectionTimeoutMillis: target.connectTimeoutMs ?? 5000,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
        }),
      poolWaiting: () => pool.waitingCount,
      poolInUse: () => pool.totalCount - pool.idleCount,
    };
  }
  // PGlite creates only the last folder of its path; a fresh clone has no ./data yet.
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  // pg_trgm backs the console's devotee-name search (migration 0005); PGlite loads extensions
  // only when asked, on every open, including a database restored from a snapshot.
  const extensions = { pg_trgm };
  const pglite = await PGlite.create(target.dataDir, target.snapshot ? { loadDataDir: target.snapshot, extensions } : { extensions });
  const db = drizzlePglite(pglite) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close(), listen: listenPglite(pglite), poolWaiting: () => 0, poolInUse: () => 0 };
}
