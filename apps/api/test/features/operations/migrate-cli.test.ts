import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoot } from '../../../bench/processes.ts';
import { openDb, type DbTarget } from '../../../src/db/client.ts';
import { migrationsApplied, newestShippedMigration } from '../../../src/db/migration-state.ts';
import { createEmptyPostgresDb } from '../../helper.ts';

/**
 * The upgrade's one-shot step (deploy/README.md, sankalp-migrate.service): src/migrate-cli.ts, run
 * as its own process (through tsx, as the shutdown test runs main.ts; the build compiles it to
 * dist/migrate-cli.js), brings a database never migrated to every migration this build ships, and
 * running it again changes nothing. PostgreSQL only (TEST_DATABASE_URL; .ci/run sets it), an empty
 * database: production's database, and the step exists for several processes sharing one. On
 * PGlite the step is the same runMigrations every start runs, and a PGlite data folder booted five
 * times here took ~50 s of the suite.
 */
const run = promisify(execFile);

describe.skipIf(inject('dbKind') !== 'postgres')('the migrate step (src/migrate-cli.ts)', () => {
  let target: DbTarget;
  let env: Record<string, string>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createEmptyPostgresDb();
    target = { kind: 'postgres', url: db.url, poolSize: 2 };
    env = { DATABASE_URL: db.url };
    drop = db.drop;
  });
  afterAll(() => drop());

  const migrate = () =>
    run(process.execPath, ['--conditions=@sankalp/source', '--import', 'tsx', 'src/migrate-cli.ts'], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    });

  async function applied(): Promise<boolean> {
    const handle = await openDb(target);
    try {
      return await migrationsApplied(handle.db, newestShippedMigration());
    } finally {
      await handle.close();
    }
  }

  it('applies every migration to a new database, then finds nothing to do', async () => {
    expect(await applied()).toBe(false);
    const first = await migrate();
    expect(first.stdout).toMatch(/^Migrations applied \(postgres\)\./);
    expect(await applied()).toBe(true);
    const again = await migrate();
    expect(again.stdout).toMatch(/^Migrations applied/);
    expect(await applied()).toBe(true);
  }, 120_000);
});
