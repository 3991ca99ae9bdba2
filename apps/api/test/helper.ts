import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import type { PressureSource } from '../src/lib/pressure.ts';
import { adminQuery } from './admin-query.ts';

export type TestContext = {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
  /** PostgreSQL: the database's URL (for a second pool, as a second process would open). */
  databaseUrl?: string;
};

export type TestAppOptions = {
  /**
   * Another test app's database, for two apps standing in for two API processes behind the load
   * balancer. PostgreSQL: a pool of this app's own on the same database. PGlite (one connection
   * per database): that very handle, left open when this app closes.
   */
  sameDbAs?: DbHandle;
  /** A database opened by the caller (buildIsolatedTestApp), closed with the app. */
  handle?: DbHandle;
  /**
   * How loaded the process reads (the overload tests force it). Default: never loaded, so that a
   * busy test machine or a test queueing many queries on purpose is never answered 503 BUSY.
   */
  pressure?: PressureSource;
};

/**
 * Builds the app on this test file's own database: a fresh PGlite loaded from the run's seeded
 * snapshot, or the run's PostgreSQL database. Nothing is mocked.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const shared = options.sameDbAs?.kind === 'pglite' ? options.sameDbAs : undefined;
  const handle = shared ?? options.handle ?? (await openTestDb());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CATALOGUE_CACHE_SECONDS: '0',
    WEB_DIST_DIR: '/nonexistent',
    // Ordinary tests read messages as the order change queued them (PENDING): no worker takes them.
    // On PostgreSQL all files share one database, so a worker here would take other files' rows;
    // worker tests use buildIsolatedTestApp.
    NOTIFY_WORKER: 'false',
    // Likewise never a crowd: the concurrency tests send hundreds of checkouts at once on purpose.
    OVERLOAD_REQUESTS_IN_FLIGHT: '0',
    ...env,
  });
  const app = await buildApp(config, handle.db, {
    listen: handle.listen,
    poolWaiting: handle.poolWaiting,
    sessionClient: handle.sessionClient,
    pressure: options.pressure ?? idle,
  });
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      if (!shared) await handle.close();
    },
  };
}

/** Two apps on one database, standing for two API processes behind the load balancer; `close` closes both. */
export type TestAppPair = { a: TestContext; b: TestContext; close: () => Promise<void> };
export async function buildTestAppPair(env: Record<string, string> = {}): Promise<TestAppPair> {
  const a = await buildTestApp(env);
  const b = await buildTestApp(env, { sameDbAs: a.handle });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

const idle: PressureSource = { read: () => ({ eventLoopDelayMs: 0, poolWaiting: 0, writeLatencyMs: 0, heapUsedBytes: 0, rssBytes: 0 }) };

/** On PostgreSQL a pool of its own (as a separate process would have); on PGlite a fresh copy of the seeded snapshot. */
async function openTestDb(): Promise<DbHandle> {
  return inject('dbKind') === 'postgres'
    ? // A long connect timeout: pg-pool also applies it to waiting for a free client, and the concurrency tests queue many on a busy machine.
      openDb({ kind: 'postgres', url: inject('databaseUrl'), poolSize: 10, connectTimeoutMs: 30_000 })
    : openDb({ kind: 'pglite', snapshot: new Blob([await readFile(inject('snapshotPath'))]) });
}

/** When the run's database was seeded: seed day offsets are relative to it. */
export const seededAt = () => new Date(inject('seededAt'));

/**
 * A test app on a database of its own, for tests whose writes other files must not see or take:
 * the outbox worker (it takes every due message in its database), and the catalogue tests (they
 * publish events and add banners, FAQs and testimonials, which the site's tests compare with the
 * seed). On PostgreSQL all test files share one database and run in parallel, so this copies the
 * run's seeded template (global-setup.ts) into a fresh one and drops it on close. On PGlite every
 * file already has its own copy.
 */
export async function buildIsolatedTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  if (inject('dbKind') !== 'postgres') return buildTestApp(env);
  const adminUrl = inject('adminUrl');
  const name = `sankalp_test_iso_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('templateName')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres' as const, url: url.toString(), poolSize: 10, connectTimeoutMs: 30_000 };
  let ctx: TestContext;
  try {
    ctx = await buildTestApp(env, { handle: await openDb(target) });
  } catch (err) {
    await dropWhenClosed(adminUrl, name);
    throw err;
  }
  return {
    ...ctx,
    databaseUrl: target.url,
    close: async () => {
      await ctx.close();
      await dropWhenClosed(adminUrl, name);
    },
  };
}

/**
 * An empty PostgreSQL database of its own (not migrated), for tests that fill one themselves (the
 * restore drill, the migrate step); drop() waits for its sessions to end, then drops it.
 */
export async function createEmptyPostgresDb(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminUrl');
  const name = `sankalp_test_empty_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenClosed(adminUrl, name) };
}

/**
 * pg-pool's end() resolves once it has asked its clients to close, before their sockets are gone;
 * dropping the database "with (force)" at that moment would cut them (and log each). So wait, a
 * few seconds at most, for the database's sessions to end first.
 */
async function dropWhenClosed(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
