import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES } from '@sankalp/contract';
import { orders } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * Keyset paging (decision 130): a page ends at an order (created_at, id) and the next one starts
 * strictly after it, in the order the (created_at DESC, id DESC) index is read. The cursor carries
 * created_at to the microsecond as PostgreSQL wrote it: a JavaScript Date keeps milliseconds only,
 * and a truncated cursor would skip the orders created in the same millisecond after it.
 */
export type OrderCursor = { createdAt: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[A-Z0-9]{1,64}$/;

/** created_at as text, exact to the microsecond, in UTC: select it with a page to build its cursor. */
export const cursorTimestamp = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (cursor: OrderCursor): string => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

export function decodeCursor(raw: string): OrderCursor {
  const [createdAt = '', id = '', ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (rest.length || !TIMESTAMP.test(createdAt) || !ID.test(id)) throw badRequest(ADMIN_ORDER_MESSAGES.cursorInvalid);
  return { createdAt, id };
}

/** Orders after the cursor, newest first: a row comparison the btree index answers directly. */
export const afterCursor = (cursor: OrderCursor): SQL => sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
