import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';

export type TestContext = { app: FastifyInstance; handle: DbHandle; config: Config; close: () => Promise<void> };

export type TestAppOptions = {
  /**
   * Another test app's database, for two apps standing in for two API processes behind the load
   * balancer. PostgreSQL: a pool of this app's own on the same database. PGlite (one connection
   * per database): that very handle, left open when this app closes.
   */
  sameDbAs?: DbHandle;
};

/**
 * Builds the app on this test file's own database: a fresh PGlite loaded from the run's seeded
 * snapshot, or the run's PostgreSQL database. Nothing is mocked.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const shared = options.sameDbAs?.kind === 'pglite' ? options.sameDbAs : undefined;
  const handle = shared ?? (await openTestDb());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_SECONDS: '0',
    WEB_DIST_DIR: '/nonexistent',
    // Ordinary tests read messages as the order change queued them (PENDING): no worker takes them.
    // On PostgreSQL all files share one database, so a worker here would take other files' rows;
    // worker tests use buildIsolatedTestApp.
    NOTIFY_WORKER: 'false',
    ...env,
  });
  const app = await buildApp(config, handle.db, { listen: handle.listen });
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

/** On PostgreSQL a pool of its own (as a separate process would have); on PGlite a fresh copy of the seeded snapshot. */
async function openTestDb(): Promise<DbHandle> {
  return inject('dbKind') === 'postgres'
    ? // A long connect timeout: pg-pool also applies it to waiting for a free client, and the concurrency tests queue many on a busy machine.
      openDb({ kind: 'postgres', url: inject('databaseUrl'), poolSize: 10, connectTimeoutMs: 30_000 })
    : openDb({ kind: 'pglite', snapshot: new Blob([await readFile(inject('snapshotPath'))]) });
}

/** When the run's database was seeded: seed day offsets are relative to it. */
export const seededAt = () => new Date(inject('seededAt'));
