import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDb } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { catalogue } from '../../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../../src/db/seed/seed-catalogue.ts';
import { buildTestApp, seededAt, type TestContext } from '../helper.ts';

/**
 * The catalogue tests publish events and add banners, FAQs and testimonials: on PostgreSQL, where
 * every test file shares the run's database, the site's tests (which compare the lists with the
 * seed) would see them. So on PostgreSQL these files get a database of their own, migrated and
 * seeded like the run's, dropped at the end. On PGlite every file has its own copy anyway.
 */
export async function buildCatalogueTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  if (inject('dbKind') !== 'postgres') return buildTestApp(env);
  const adminUrl = inject('adminUrl');
  const name = `sankalp_catalogue_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres' as const, url: url.toString() };
  const setup = await openDb(target);
  await runMigrations(setup, target);
  await seedCatalogue(setup.db, catalogue, seededAt());
  await setup.close();
  const handle = await openDb({ ...target, poolSize: 10, connectTimeoutMs: 30_000 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_SECONDS: '0',
    WEB_DIST_DIR: '/nonexistent',
    NOTIFY_WORKER: 'false',
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
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
