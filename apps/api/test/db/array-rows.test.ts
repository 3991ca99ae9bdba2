import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { skipRowTemplateOfArrayResults } from '../../src/db/array-rows.ts';

/** Rows asked as arrays skip node-postgres's object-row template (decision 288); everything else reads as before. */
describe.skipIf(inject('dbKind') !== 'postgres')('array rows without the object-row template', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
  });
  afterAll(() => client.end());

  const STATEMENT = `select 7::int as n, 'नमस्ते'::text as t, '2026-11-27T10:00:00Z'::timestamptz as at, '{"a":[1]}'::json as j,
    true as b, null::int as nothing, 2.50::numeric as amount, array[1,2]::int[] as list, '\\x0102'::bytea as bytes`;
  const EXPECTED = [7, 'नमस्ते', new Date('2026-11-27T10:00:00Z'), { a: [1] }, true, null, '2.50', [1, 2], Buffer.from([1, 2])];

  it('applies to the installed node-postgres (a new release fails here until array-rows.ts is checked against it)', () => {
    expect(skipRowTemplateOfArrayResults()).toBe(true);
    expect(skipRowTemplateOfArrayResults()).toBe(true);
  });

  it('parses every type of an array row as node-postgres does, and builds no template for it', async () => {
    skipRowTemplateOfArrayResults();
    for (const query of [
      { text: STATEMENT, rowMode: 'array' },
      { text: `${STATEMENT} where $1::int = 1`, values: [1], rowMode: 'array', name: 'array_rows_test' },
    ]) {
      const result = await client.query(query);
      expect(result.rows).toEqual([EXPECTED]);
      expect(result.fields.map((f) => f.name)).toEqual(['n', 't', 'at', 'j', 'b', 'nothing', 'amount', 'list', 'bytes']);
      expect((result as unknown as { _prebuiltEmptyResultObject: unknown })._prebuiltEmptyResultObject).toBeNull();
    }
  });

  it('leaves object rows and a query’s own type parsers as they were', async () => {
    skipRowTemplateOfArrayResults();
    const objects = await client.query(STATEMENT);
    expect(objects.rows[0]).toEqual(Object.fromEntries(['n', 't', 'at', 'j', 'b', 'nothing', 'amount', 'list', 'bytes'].map((k, i) => [k, EXPECTED[i]])));
    const own = { getTypeParser: () => (value: string) => `own:${value}` };
    const custom = await client.query({ text: 'select 7::int, null::text', rowMode: 'array', types: own } as pg.QueryConfig);
    expect(custom.rows).toEqual([['own:7', null]]);
  });
});
