import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { recordOptOut } from './consent.ts';
import { failSentMessage } from './worker.ts';

/**
 * The WhatsApp Cloud API's webhook body (field "messages"): delivery statuses of what we sent, and
 * what devotees wrote to us. Only the parts we use are read; the rest passes unread.
 */
const ZStatus = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
const ZInbound = z.object({
  from: z.string(),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  /** A quick-reply button's text. */
  button: z.object({ text: z.string() }).optional(),
});
export const ZWhatsAppWebhook = z.object({
  entry: z.array(
    z.object({
      changes: z.array(z.object({ value: z.object({ statuses: z.array(ZStatus).optional(), messages: z.array(ZInbound).optional() }).optional() })),
    }),
  ),
});
export type WhatsAppWebhook = z.infer<typeof ZWhatsAppWebhook>;
type StatusUpdate = z.infer<typeof ZStatus>;

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
export function validHubSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Replies that withdraw consent (decision 171), compared trimmed and case-insensitively. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'रोकें', 'रोके', 'बंद करें', 'बंद करे']);
export const isStopReply = (text: string) => STOP_WORDS.has(text.trim().replace(/\s+/g, ' ').toLowerCase());

/** 91XXXXXXXXXX (how WhatsApp names an Indian sender) → the 10-digit number we store. */
const indianMobile = (from: string) => (/^91[6-9]\d{9}$/.test(from) ? from.slice(2) : null);

const at = (status: StatusUpdate) => (status.timestamp ? new Date(Number(status.timestamp) * 1000) : new Date());

/**
 * Applies one signed webhook body: statuses only move a message forward (SENT → DELIVERED → READ;
 * Meta does not promise order, so a late "delivered" after "read" changes nothing); "failed" after
 * acceptance fails the message and queues its SMS fallback, once. A STOP reply withdraws consent.
 */
export async function applyWhatsAppWebhook(db: Db, body: WhatsAppWebhook, log: FastifyBaseLogger): Promise<void> {
  for (const change of body.entry.flatMap((e) => e.changes)) {
    for (const status of change.value?.statuses ?? []) await applyStatus(db, status, log);
    for (const inbound of change.value?.messages ?? []) {
      const text = inbound.text?.body ?? inbound.button?.text;
      const phone = indianMobile(inbound.from);
      if (text === undefined || !phone || !isStopReply(text)) continue;
      await recordOptOut(db, phone, 'reply');
      log.info({ phone }, 'WhatsApp STOP reply: consent withdrawn, later messages go by SMS');
    }
  }
}

async function applyStatus(db: Db, status: StatusUpdate, log: FastifyBaseLogger): Promise<void> {
  const byId = eq(orderMessages.providerMessageId, status.id);
  const when = at(status);
  if (status.status === 'delivered') {
    await db
      .update(orderMessages)
      .set({ status: 'DELIVERED', deliveredAt: when, updatedAt: sql`now()` })
      .where(and(byId, eq(orderMessages.status, 'SENT')));
  } else if (status.status === 'read') {
    await db
      .update(orderMessages)
      .set({ status: 'READ', readAt: when, deliveredAt: sql`coalesce(${orderMessages.deliveredAt}, ${when})`, updatedAt: sql`now()` })
      .where(and(byId, inArray(orderMessages.status, ['SENT', 'DELIVERED'])));
  } else if (status.status === 'failed') {
    const [row] = await db.select({ id: orderMessages.id }).from(orderMessages).where(byId);
    if (!row) return;
    const error = status.errors?.[0];
    const reason = `WhatsApp reported failed${error ? `: ${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trimEnd() : ''}`.slice(0, 500);
    if (await failSentMessage(db, row.id, reason)) log.warn({ messageId: row.id, reason }, 'WhatsApp message failed after sending; falling back to SMS');
  }
  // "sent" is what we recorded on acceptance already; other values (deleted, warning…) are not ours to track.
}
