import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { ADMIN_ORDER_MESSAGES } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

const ORDER_ID = /^SKP[0-9A-Z]{9}$/;
/** Name search needs 3 letters: a trigram index has nothing to look up for fewer. */
export const NAME_SEARCH_MIN = 3;

export type OrderSearch = { kind: 'order'; orderId: string } | { kind: 'phone'; phone: string } | { kind: 'name'; text: string };

/**
 * What one search box means (decision 130): an order id as devotees read it out, a phone number
 * as people type it (spaces, dashes, +91 or a leading 0), or else part of the devotee's name.
 */
export function classifySearch(raw: string): OrderSearch {
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (ORDER_ID.test(compact)) return { kind: 'order', orderId: compact };
  const digits = compact.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    const phone = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
    if (phone.length === 10) return { kind: 'phone', phone };
  }
  if ([...text].length < NAME_SEARCH_MIN) throw badRequest(ADMIN_ORDER_MESSAGES.searchTooShort);
  return { kind: 'name', text };
}

/** LIKE treats % and _ (and the escape \) as patterns: a name containing them is searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(db: Db, search: OrderSearch): SQL {
  switch (search.kind) {
    case 'order':
      return eq(orders.id, search.orderId);
    case 'phone': {
      // The account's phone or the WhatsApp number given at checkout. Two indexed lookups united,
      // not an OR (with an OR the planner reads the whole list in date order to find a few rows).
      const byWhatsapp = db.select({ id: orders.id }).from(orders).where(eq(orders.whatsappNumber, search.phone));
      const byAccount = db.select({ id: orders.id }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(users.phone, search.phone));
      return inArray(orders.id, unionAll(byWhatsapp, byAccount));
    }
    case 'name':
      // Matches the trigram index's expression, lower(devotee_name), exactly (migration 0005).
      return sql`lower(${orders.devoteeName}) like ${`%${escapeLike(search.text.toLowerCase())}%`}`;
  }
}
