import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The same Drizzle API over either driver; code below this line never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

export type DbHandle = { db: Db; kind: DbTarget['kind']; close: () => Promise<void>; pglite?: PGlite };

export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // An idle client losing its connection must be logged, not crash the process.
    pool.on('error', (err) => console.error('PostgreSQL pool error', err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite creates only the last folder of its path; a fresh clone has no ./data yet.
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const pglite = await PGlite.create(target.dataDir, target.snapshot ? { loadDataDir: target.snapshot } : {});
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
