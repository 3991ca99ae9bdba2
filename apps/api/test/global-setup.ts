import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { catalogue } from '../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';
import { adminQuery } from './admin-query.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    adminUrl: string;
    /** PGlite: path of a dump of the migrated, seeded database; each test file loads its own copy. */
    snapshotPath: string;
    /** PostgreSQL: URL of this run's throwaway database. */
    databaseUrl: string;
    /**
     * PostgreSQL: a migrated, seeded database no session ever opens, which buildIsolatedTestApp
     * copies (`create database … template …`) instead of migrating and seeding a new one.
     */
    templateName: string;
    seededAt: string;
  }
}

/** Migrates and seeds once per run; test files then start from that state. */
export default async function setup(project: TestProject) {
  const kind = project.config.provide?.dbKind ?? 'pglite';
  const seededAt = new Date();
  project.provide('seededAt', seededAt.toISOString());
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'sankalp-test-'));
    const handle = await openDb({ kind: 'pglite' });
    await runMigrations(handle, { kind: 'pglite' });
    await seedCatalogue(handle.db, catalogue, seededAt);
    const dump = await handle.pglite!.dumpDataDir('none');
    const snapshotPath = path.join(dir, 'seeded.tar');
    await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('snapshotPath', snapshotPath);
    project.provide('databaseUrl', '');
    project.provide('templateName', '');
    return () => rm(dir, { recursive: true, force: true });
  }

  const adminUrl = project.config.provide?.adminUrl ?? '';
  const name = `sankalp_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres' as const, url: url.toString() };
  const handle = await openDb(target);
  await runMigrations(handle, target);
  await seedCatalogue(handle.db, catalogue, seededAt);
  await handle.close();
  // Copied now, while no session is open on the seeded database (a template must have none).
  const template = `${name}_template`;
  await adminQuery(adminUrl, `create database ${template} template ${name}`);
  project.provide('snapshotPath', '');
  project.provide('databaseUrl', target.url);
  project.provide('templateName', template);
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}
