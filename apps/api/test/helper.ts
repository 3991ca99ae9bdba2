import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';

export type TestContext = { app: FastifyInstance; handle: DbHandle; config: Config; close: () => Promise<void> };

/**
 * Builds the app on this test file's own database: a fresh PGlite loaded from the run's seeded
 * snapshot, or the run's PostgreSQL database. Nothing is mocked.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const handle =
    inject('dbKind') === 'postgres'
      ? await openDb({ kind: 'postgres', url: inject('databaseUrl'), poolSize: 10 })
      : await openDb({ kind: 'pglite', snapshot: new Blob([await readFile(inject('snapshotPath'))]) });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_SECONDS: '0',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp(config, handle.db);
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** When the run's database was seeded: seed day offsets are relative to it. */
export const seededAt = () => new Date(inject('seededAt'));
