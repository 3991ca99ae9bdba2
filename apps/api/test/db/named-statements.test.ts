import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDb } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw-rows.ts';
import { statementNameFor } from '../../src/db/named-statements.ts';
import { events } from '../../src/db/schema/index.ts';

describe('statementNameFor', () => {
  it('names a text from its third use on, the same name each time, one name per text', () => {
    const text = `select ${randomUUID()} where 1 = $1`;
    expect(statementNameFor(text)).toBeUndefined();
    expect(statementNameFor(text)).toBeUndefined();
    const name = statementNameFor(text);
    expect(name).toMatch(/^s[A-Za-z0-9_-]{27}$/);
    expect(statementNameFor(text)).toBe(name);
    const other = `select ${randomUUID()} where 1 = $1`;
    for (let i = 0; i < 3; i++) statementNameFor(other);
    expect(statementNameFor(other)).not.toBe(name);
  });
});

/** On a real PostgreSQL connection: what the server holds prepared after the app's statements ran. */
describe.skipIf(inject('dbKind') !== 'postgres')('named statements on PostgreSQL', () => {
  it('a statement run repeatedly is prepared once on its connection and keeps answering; a text without parameters is not named', async () => {
    // One connection, so every statement below and the look-up at the end share it.
    const handle = await openDb({ kind: 'postgres', url: inject('databaseUrl'), poolSize: 1 });
    try {
      const marker = randomUUID();
      const byId = () => handle.db.select({ id: events.id }).from(events).where(eq(events.id, marker));
      for (let i = 0; i < 6; i++) expect(await byId()).toEqual([]);
      await handle.db.execute(sql.raw(`select '${marker}' as unnamed`));
      await handle.db.execute(sql.raw(`select '${marker}' as unnamed`));
      await handle.db.execute(sql.raw(`select '${marker}' as unnamed`));
      const prepared = await rowsOf<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
        handle.db,
        sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements`,
      );
      const ours = prepared.filter((p) => p.statement.includes('from "events" where "events"."id" = $1'));
      expect(ours).toHaveLength(1);
      expect(ours[0]!.name).toMatch(/^s/);
      // Runs 3 to 6 used it: parsed once, planned per PostgreSQL's plan cache (custom, then generic).
      expect(Number(ours[0]!.generic_plans) + Number(ours[0]!.custom_plans)).toBe(4);
      expect(prepared.some((p) => p.statement.includes(marker))).toBe(false);
      // query(text, values), as preparedSql runs a statement written as SQL: named the same way.
      const pool = (handle.db as unknown as { $client: { query(text: string, values: unknown[]): Promise<unknown> } }).$client;
      const written = `select $1::text as marker /* ${marker} */`;
      for (let i = 0; i < 4; i++) await pool.query(written, [marker]);
      const afterWritten = await rowsOf<{ name: string; statement: string }>(handle.db, sql`select name, statement from pg_prepared_statements`);
      expect(afterWritten.filter((p) => p.statement === written)).toEqual([{ name: expect.stringMatching(/^s/), statement: written }]);
    } finally {
      await handle.close();
    }
  });
});
