import { asc, eq } from 'drizzle-orm';
import type { TAdminOrderMessage } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { renderMessage } from './message-text.ts';

export type OrderMessageRow = typeof orderMessages.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A message as the console shows it: the text sent, or for one not yet sent the text it will say. */
export function toAdminMessage(row: OrderMessageRow, baseUrl: string): TAdminOrderMessage {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    language: row.language,
    recipient: row.recipient,
    body: row.body ?? renderMessage(row.kind, row.facts, row.language, baseUrl).body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    providerMessageId: row.providerMessageId,
    fallbackOf: row.fallbackOf,
    resendOf: row.resendOf,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
  };
}

/** An order's messages, oldest first. */
export async function findOrderMessages(db: Db, orderId: string, baseUrl: string): Promise<TAdminOrderMessage[]> {
  const rows = await db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)).orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map((row) => toAdminMessage(row, baseUrl));
}
