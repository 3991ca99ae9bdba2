import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What Drizzle's `.prepare()` gives: a built statement run with the placeholders' values. */
type Preparable<R> = { prepare(name?: string): { execute(values?: Record<string, unknown>): Promise<R> } };

/**
 * The parts of a Drizzle session this relies on. `client` is the connection a query runs on (the
 * pool, a transaction's pooled client, PGlite or its transaction). `options` is one object per
 * drizzle() instance, handed on to every transaction's session: it tells databases apart.
 */
type Session = { client: unknown; options: object };
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

/** A placeholder where Drizzle's types take a value or SQL only (an update's `set`). */
export const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
