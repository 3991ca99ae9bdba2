import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A correlated subquery that brings the rows of `table` matching `where` (in `orderBy` order) into
 * the outer query's row as one JSON array, keyed by the table's field names, and turned back into
 * the rows Drizzle would have selected (each value through its column's own decoder: a timestamp
 * becomes a Date, a jsonb stays an array). One statement then reads an event and everything its page
 * shows, in one round trip instead of one per table (decision 186).
 */
export function jsonRows<T extends PgTable>(table: T, where: SQL, orderBy?: SQL): SQL.Aliased<T['$inferSelect'][]> {
  const columns = Object.entries(getTableColumns(table));
  const fields = sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const decode = (raw: unknown): T['$inferSelect'][] => {
    const rows = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>[];
    return rows.map((row) => {
      const decoded: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = row[key];
        decoded[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return decoded;
    });
  };
  return sql`coalesce((select json_agg(json_build_object(${fields})${order}) from ${table} where ${where}), '[]'::json)`
    .mapWith(decode)
    .as(`${getTableName(table)}_rows`);
}

/**
 * A column named with its table, for a correlated subquery written as SQL: Drizzle names a column
 * without its table when the outer select reads one table, and inside the subquery that name
 * would mean the subquery's own column.
 */
export const qualified = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
