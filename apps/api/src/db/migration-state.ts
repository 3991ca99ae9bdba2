import { errorChain } from '../lib/error-chain.ts';
import { max } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../config.ts';
import type { Db } from './client.ts';

/**
 * Drizzle's own record of applied migrations (schema "drizzle", its migrator's default). Declared
 * here, outside db/schema, so drizzle-kit never generates a migration for it. The migrator writes
 * each migration's journal timestamp (`when`) into created_at and applies what is newer than the
 * newest row, so comparing the newest row with the newest journal entry is its own test.
 */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** Journal timestamp of the newest migration this build ships (read once: the files do not change at run time). */
export const newestShippedMigration = (folder = MIGRATIONS_DIR): number =>
  Math.max(...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));

/** Whether the database has every migration this build ships (a round trip, so it also proves the database answers). */
export async function migrationsApplied(db: Db, newest: number): Promise<boolean> {
  try {
    const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    return Number(row?.newest ?? 0) >= newest;
  } catch (err) {
    // A database never migrated has no such table: it answered, and it lacks every migration.
    if (postgresCode(err) === UNDEFINED_TABLE) return false;
    throw err;
  }
}

/** PostgreSQL's SQLSTATE for a relation that does not exist. */
const UNDEFINED_TABLE = '42P01';

/** The SQLSTATE of a failed query, whether the driver's error comes bare or wrapped by Drizzle (`cause`). */
function postgresCode(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
