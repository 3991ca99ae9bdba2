import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { hasUnstorableText } from '../../lib/unstorable-text.ts';
import { recordOptOut } from './consent.ts';
import { failSentMessage } from './worker.ts';

/**
 * The parts of the WhatsApp Cloud API's webhook body (field "messages") we use: delivery statuses
 * of what we sent, and what devotees wrote to us. Each status and each inbound message is read on
 * its own (webhookItems), so one we do not understand cannot hold up the rest.
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
  /** When the devotee sent it (Unix seconds): a STOP is weighed against the opt-ins around it. */
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  /** A quick-reply button's text. */
  button: z.object({ text: z.string() }).optional(),
});
type StatusUpdate = z.infer<typeof ZStatus>;
type Inbound = z.infer<typeof ZInbound>;

/** What one signed webhook body holds: `entry[].changes[].value.statuses[]` and `.messages[]`, unparsed. */
export type WebhookItems = { statuses: unknown[]; messages: unknown[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Walks the envelope leniently: a part that is not there or not the expected shape holds no items. */
export function webhookItems(body: unknown): WebhookItems {
  const items: WebhookItems = { statuses: [], messages: [] };
  for (const entry of listOf(isRecord(body) ? body.entry : undefined)) {
    for (const change of listOf(isRecord(entry) ? entry.changes : undefined)) {
      const value = isRecord(change) && isRecord(change.value) ? change.value : undefined;
      items.statuses.push(...listOf(value?.statuses));
      items.messages.push(...listOf(value?.messages));
    }
  }
  return items;
}

/** One item parsed on its own; text PostgreSQL cannot store counts as not understood. */
function parseItem<T>(schema: z.ZodType<T>, item: unknown): z.ZodSafeParseResult<T> | null {
  if (hasUnstorableText(item)) return null;
  return schema.safeParse(item);
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
export function validHubSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The GET handshake's verify token against ours, in constant time (equal-length buffers; a length mismatch is simply false). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Replies that withdraw consent (decision 171), compared trimmed and case-insensitively. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'रोकें', 'रोके', 'बंद करें', 'बंद करे']);
export const isStopReply = (text: string) => STOP_WORDS.has(text.trim().replace(/\s+/g, ' ').toLowerCase());

/** 91XXXXXXXXXX (how WhatsApp names an Indian sender) → the 10-digit number we store. */
const indianMobile = (from: string) => (/^91[6-9]\d{9}$/.test(from) ? from.slice(2) : null);

const at = (status: StatusUpdate) => (status.timestamp ? new Date(Number(status.timestamp) * 1000) : new Date());

/**
 * What became of a body's items: applied (or not ours, which changes nothing), skipped as not
 * understood, and early: statuses of a send not recorded yet, to be delivered again (503).
 */
export type WebhookOutcome = { applied: number; skipped: number; early: number };

/**
 * Applies one signed webhook body, item by item: statuses only move a message forward (SENT →
 * DELIVERED → READ; Meta does not promise order, so a late "delivered" after "read" changes
 * nothing); "failed" after acceptance fails the message and queues its SMS fallback, once. A STOP
 * reply withdraws consent. A recent status naming a send not recorded yet counts as early (the
 * route then asks Meta to deliver the body again). An item not understood is logged and skipped, the others still apply:
 * Meta would retry the whole body for days, and the item would not change. A database error
 * still throws (a 5xx, which Meta retries; every item is idempotent).
 */
export async function applyWhatsAppWebhook(db: Db, body: unknown, log: FastifyBaseLogger): Promise<WebhookOutcome> {
  const items = webhookItems(body);
  const outcome: WebhookOutcome = { applied: 0, skipped: 0, early: 0 };
  const skip = (kind: string, issues: unknown) => {
    outcome.skipped++;
    log.error({ kind, issues }, 'a WhatsApp webhook item not understood: skipped');
  };
  for (const item of items.statuses) {
    const parsed = parseItem(ZStatus, item);
    if (!parsed?.success) {
      skip('status', parsed?.error.issues ?? 'unstorable text');
      continue;
    }
    if ((await applyStatus(db, parsed.data, log)) === 'early') outcome.early++;
    else outcome.applied++;
  }
  for (const item of items.messages) {
    const parsed = parseItem(ZInbound, item);
    if (!parsed?.success) {
      skip('message', parsed?.error.issues ?? 'unstorable text');
      continue;
    }
    await applyInbound(db, parsed.data, log);
    outcome.applied++;
  }
  return outcome;
}

async function applyInbound(db: Db, inbound: Inbound, log: FastifyBaseLogger): Promise<void> {
  const text = inbound.text?.body ?? inbound.button?.text;
  const phone = indianMobile(inbound.from);
  if (text === undefined || !phone || !isStopReply(text)) return;
  // A signed body can be delivered again (Meta's retries, or a replay): a STOP older than the
  // number's latest opt-in is over, and must not undo the owner's later "yes".
  if (!(await recordOptOut(db, phone, 'reply', { sentAt: new Date(Number(inbound.timestamp) * 1000) }))) {
    log.info({ phone }, 'WhatsApp STOP reply older than the latest opt-in: ignored');
    return;
  }
  log.info({ phone }, 'WhatsApp STOP reply: consent withdrawn, later messages go by SMS');
}

/**
 * A status may reach us before the worker has recorded the send it names (Meta's webhook and its
 * HTTP answer to our send race; a slow answer or a slow database widens the gap). Such a status is
 * not dropped: while it is under this old, the webhook answers 503 and Meta delivers it again
 * later, by which time the send is recorded (decision 172). Older ones are for messages that are
 * not ours (the number's other senders) or whose send was never recorded (its worker died, and the
 * message was sent again under a new id): ignored.
 */
export const EARLY_STATUS_RETRY_SECONDS = 120;

/** The statuses we track; "sent" we recorded on acceptance, other values (deleted, warning…) are not ours to track. */
const TRACKED_STATUSES = new Set(['delivered', 'read', 'failed']);

const recent = (status: StatusUpdate, now: number) =>
  status.timestamp !== undefined && now - Number(status.timestamp) * 1000 < EARLY_STATUS_RETRY_SECONDS * 1000;

/** Applies one status; 'early' when it names no message of ours yet and is recent enough to be retried. */
async function applyStatus(db: Db, status: StatusUpdate, log: FastifyBaseLogger): Promise<'applied' | 'early'> {
  if (!TRACKED_STATUSES.has(status.status)) return 'applied';
  const [row] = await db.select({ id: orderMessages.id }).from(orderMessages).where(eq(orderMessages.providerMessageId, status.id));
  if (!row) return recent(status, Date.now()) ? 'early' : 'applied';
  const byId = eq(orderMessages.id, row.id);
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
  } else {
    const error = status.errors?.[0];
    const reason = `WhatsApp reported failed${error ? `: ${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trimEnd() : ''}`.slice(0, 500);
    if (await failSentMessage(db, row.id, reason)) log.warn({ messageId: row.id, reason }, 'WhatsApp message failed after sending; falling back to SMS');
  }
  return 'applied';
}
