import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMessages, orders } from '../../db/schema/index.ts';

/** Messages of a set of orders by where they stand: sent (SENT, DELIVERED, READ), waiting (PENDING, SENDING), failed (FAILED). */
export type MessageCounts = { sent: number; waiting: number; failed: number };

/**
 * How many messages of the orders matching `orderFilter` (a condition on `orders`, e.g. an
 * occurrence's occurrenceOrders(key)) are sent, waiting and failed: what the occurrence page shows
 * (issue 19 part 7). Every outbox row counts on its own: a WhatsApp message that failed is failed,
 * its SMS fallback (and any resend) sent or waiting by its own status. One aggregate over the
 * orders' messages (orders by the filter's index, messages by order_messages_order_idx).
 */
export async function occurrenceMessageCounts(db: Db, orderFilter: SQL): Promise<MessageCounts> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${orderMessages.status} in ('SENT', 'DELIVERED', 'READ'))::int`,
      waiting: sql<number>`count(*) filter (where ${orderMessages.status} in ('PENDING', 'SENDING'))::int`,
      failed: sql<number>`count(*) filter (where ${orderMessages.status} = 'FAILED')::int`,
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .where(orderFilter);
  return { sent: Number(row?.sent ?? 0), waiting: Number(row?.waiting ?? 0), failed: Number(row?.failed ?? 0) };
}
