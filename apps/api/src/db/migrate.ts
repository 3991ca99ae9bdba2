import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config.ts';
import type { DbHandle, DbTarget } from './client.ts';

/** Any fixed number: all API processes take this advisory lock so only one migrates at a time. */
const MIGRATION_LOCK_ID = 720_4_2026;

/** Applies pending migrations. On PostgreSQL several processes may start together, hence the lock. */
export async function runMigrations(handle: DbHandle, target: DbTarget): Promise<void> {
  if (target.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.pglite!), { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
