import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
