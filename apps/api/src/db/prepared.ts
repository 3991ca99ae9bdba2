import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** What Drizzle's `.prepare()` gives: a built statement run with the placeholders' values. */
type Preparable<R> = { prepare(name?: string): { execute(values?: Record<string, unknown>): Promise<R> } };

/** A connection as both drivers have it: node-postgres's pool or client, PGlite or its transaction. */
type Connection = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The parts of a Drizzle session this relies on. `client` is the connection a query runs on.
 * `options` is one object per drizzle() instance, handed on to every transaction's session: it
 * tells databases apart. `logger` sees every statement (the checkout-queries bench counts them).
 */
type Session = { client: Connection; options: object; logger: { logQuery(query: string, params: unknown[]): void } };
const sessionOf = (db: Db) => (db as unknown as { session: Session }).session;

/**
 * A Drizzle query built once per database and then run on whichever connection the caller holds:
 * the pool or a transaction (decision 278). Building a query costs Drizzle ~100 µs for a wide row
 * (checked names, aliases, mappers), four times what running it costs here; on the checkout's hot
 * path that was a third of the server's CPU. Drizzle's own `.prepare()` binds the built query to
 * the session that built it, so a transaction could not use one; this runs the same built query
 * with only its connection swapped. Every varying value must be a `sql.placeholder(name)`.
 * Unnamed: the pool's client names what runs often (decision 276).
 */
export function prepared<R>(build: (db: Db) => Preparable<R>): (db: Db, values: Record<string, unknown>) => Promise<R> {
  const built = new WeakMap<object, ReturnType<Preparable<R>['prepare']>>();
  return (db, values) => {
    const session = sessionOf(db);
    let query = built.get(session.options);
    if (!query) built.set(session.options, (query = build(db).prepare()));
    const onThisConnection = Object.create(query, { client: { value: session.client } }) as typeof query;
    return onThisConnection.execute(values);
  };
}

/**
 * A statement Drizzle's builder cannot express (a data-modifying CTE: several writes in one round
 * trip), written as `sql` once and run like `prepared`. Rows come as the driver gives them: name
 * every column `as "camelCase"` and cast what the drivers would read differently (bigint, date).
 */
export function preparedSql<Row>(build: () => SQL): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= new PgDialect().sqlToQuery(build());
    const session = sessionOf(db);
    const params = fillPlaceholders(query.params, values);
    session.logger.logQuery(query.sql, params);
    try {
      return (await session.client.query(query.sql, params)).rows as Row[];
    } catch (err) {
      // As Drizzle's own queries fail: the log's serializer finds the statement and hides its values (lib/log-errors.ts).
      throw new DrizzleQueryError(query.sql, params, err as Error);
    }
  };
}

/** A placeholder where Drizzle's types take a value or SQL only (an update's `set`). */
export const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
