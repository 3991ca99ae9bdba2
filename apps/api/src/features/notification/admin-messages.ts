import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TAdminOrderMessage } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { renderMessage } from './message-text.ts';

export type OrderMessageRow = typeof orderMessages.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Shown in the console for a message whose text cannot be rendered from its stored facts. */
export const TEXT_UNAVAILABLE = '(text unavailable)';

/**
 * The text a message not yet sent will say. Its facts are JSON written when it was queued; one row
 * that does not render (facts malformed, or from an older shape) must not take the whole order page
 * down: it shows a placeholder, and the log says which row.
 */
function pendingText(row: OrderMessageRow, baseUrl: string, log?: Pick<FastifyBaseLogger, 'error'>): string {
  try {
    return renderMessage(row.kind, row.facts, row.language, baseUrl).body;
  } catch (err) {
    log?.error({ err, messageId: row.id, kind: row.kind }, 'an order message could not be rendered from its facts');
    return TEXT_UNAVAILABLE;
  }
}

/** A message as the console shows it: the text sent, or for one not yet sent the text it will say. */
export function toAdminMessage(row: OrderMessageRow, baseUrl: string, log?: Pick<FastifyBaseLogger, 'error'>): TAdminOrderMessage {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    language: row.language,
    recipient: row.recipient,
    body: row.body ?? pendingText(row, baseUrl, log),
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
export async function findOrderMessages(db: Db, orderId: string, baseUrl: string, log?: Pick<FastifyBaseLogger, 'error'>): Promise<TAdminOrderMessage[]> {
  const rows = await db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)).orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map((row) => toAdminMessage(row, baseUrl, log));
}
