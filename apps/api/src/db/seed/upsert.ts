import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Inserts rows or, when the key exists, overwrites every other column with the new values. */
export async function upsert<T extends PgTable>(db: Db, table: T, key: PgColumn, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const set: Record<string, SQL> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    if (column.name !== key.name && field !== 'createdAt') set[field] = sql.raw(`excluded."${column.name}"`);
  }
  await db.insert(table).values(rows).onConflictDoUpdate({ target: key, set });
}
