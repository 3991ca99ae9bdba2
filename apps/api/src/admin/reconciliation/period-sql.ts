import { sql } from 'drizzle-orm';

/** A period's instants, as bounds() gives them: [start, end). */
export type Range = { start: string; end: string };

/** `column` (a trusted column name of the query, never input) within the range. */
export const inRange = (column: string, r: Range) => sql`${sql.raw(column)} >= ${r.start}::timestamptz and ${sql.raw(column)} < ${r.end}::timestamptz`;
