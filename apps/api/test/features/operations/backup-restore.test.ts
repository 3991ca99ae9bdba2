import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoot } from '../../../bench/processes.ts';
import { openDb, type DbHandle } from '../../../src/db/client.ts';
import { migrationsApplied, newestShippedMigration } from '../../../src/db/migration-state.ts';
import { initiate, placeOrder } from '../../fixtures/orders.ts';
import { buildIsolatedTestApp, buildTestApp, createEmptyPostgresDb, type TestContext } from '../../helper.ts';

/**
 * The restore drill of deploy/README.md, run once for real: deploy/backup/sankalp-backup.sh dumps a
 * migrated, seeded database holding a paid-for order, deploy/backup/sankalp-restore.sh loads the
 * dump into a new database, and the copy has the same rows and passes the API's readiness check
 * (every migration applied). PostgreSQL only (TEST_DATABASE_URL): the scripts run pg_dump and
 * pg_restore, which must be of the server's version (15 here).
 */
const run = promisify(execFile);
const backupDir = path.resolve(apiRoot, '../../deploy/backup');

/** The tables a restore must not lose: money, devotees, the catalogue, and the migrations' own record. */
const KEY_TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'payments',
  'users',
  'sessions',
  'events',
  'temples',
  'puja_packages',
  'idempotency_keys',
  'drizzle.__drizzle_migrations',
];

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of KEY_TABLES) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

describe.skipIf(inject('dbKind') !== 'postgres')('backup and restore drill (deploy/backup)', () => {
  let source: TestContext;
  let restored: { url: string; drop: () => Promise<void> } | undefined;
  let restoredApp: TestContext | undefined;
  let dumps: string;

  beforeAll(async () => {
    source = await buildIsolatedTestApp();
    dumps = await mkdtemp(path.join(tmpdir(), 'sankalp-backups-'));
  });

  afterAll(async () => {
    await restoredApp?.close();
    await restored?.drop();
    await source.close();
    await rm(dumps, { recursive: true, force: true });
  });

  it('dumps, restores into a new database with the same rows, and the copy is ready', async () => {
    // An order with its payment: the rows a restore exists for.
    const placed = await placeOrder(source.app);
    await initiate(source.app, placed.user.token, placed.orderId);
    const before = await rowCounts(source.databaseUrl!);
    expect(before.orders).toBeGreaterThan(0);
    expect(before.payments).toBeGreaterThan(0);

    // Retention: a dump older than BACKUP_KEEP_DAYS goes, anything else in the folder stays.
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const old = path.join(dumps, 'sankalp-20200101T000000Z.dump');
    const other = path.join(dumps, 'notes.txt');
    for (const file of [old, other]) {
      await writeFile(file, 'x');
      await utimes(file, monthAgo, monthAgo);
    }

    const backup = await run('sh', [path.join(backupDir, 'sankalp-backup.sh')], {
      env: { ...process.env, DATABASE_URL: source.databaseUrl!, BACKUP_DIR: dumps, BACKUP_KEEP_DAYS: '14' },
    });
    const written = /backup written: (\S+)/.exec(backup.stdout)?.[1];
    expect(written, backup.stdout + backup.stderr).toMatch(/\/sankalp-\d{8}T\d{6}Z\.dump$/);
    expect((await readdir(dumps)).sort()).toEqual([path.basename(written!), 'notes.txt'].sort());

    restored = await createEmptyPostgresDb();
    await run('sh', [path.join(backupDir, 'sankalp-restore.sh'), written!, restored.url]);
    expect(await rowCounts(restored.url)).toEqual(before);

    // The copy as a process would see it: every migration applied, /readyz 200.
    const handle: DbHandle = await openDb({ kind: 'postgres', url: restored.url, poolSize: 2 });
    expect(await migrationsApplied(handle.db, newestShippedMigration())).toBe(true);
    restoredApp = await buildTestApp({}, { handle });
    const ready = await restoredApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);

    // The restore refuses a database that has tables: never over a live one by mistake.
    const refused = await run('sh', [path.join(backupDir, 'sankalp-restore.sh'), written!, restored.url]).then(
      () => null,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/refusing to restore/);
  });
});
