import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { ChannelError, type MessageChannel, type OutboundMessage } from './channels/channel.ts';
import type { Channels } from './channels/create-channels.ts';
import { whatsappConsent } from './consent.ts';
import { renderMessage } from './message-text.ts';
import { claimDueMessages, heldClaim, queueSmsFallback, releaseClaims, renewClaim, type OutboxRow } from './outbox-queries.ts';
import { pauseSends, reserveSendSlot, sendRateKey, waitForSlot, type SendSlot } from './send-rate.ts';
import { siteUrl } from './site-url.ts';
import { messagesDelivered } from '../../metrics/registry.ts';

export type NotifyConfig = Pick<
  Config,
  'NOTIFY_BATCH' | 'NOTIFY_CONCURRENCY' | 'NOTIFY_LEASE_SECONDS' | 'NOTIFY_MAX_ATTEMPTS' | 'PUBLIC_BASE_URL' | 'PORT' | 'WHATSAPP_SEND_RATE_PER_SECOND'
>;

export type NotifyDeps = { db: Db; config: NotifyConfig; log: FastifyBaseLogger; channels: Channels };

/** What became of one claimed message. `lost`: another worker re-claimed it (our lease ran out). */
export type Outcome = 'sent' | 'retry' | 'failed' | 'lost';

/** First retry after ~10 s, doubling to at most an hour; ±25 % jitter so a burst of failures spreads out. */
export function retryDelaySeconds(attempts: number, random = Math.random): number {
  const base = Math.min(10 * 2 ** Math.max(attempts - 1, 0), 3600);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * A rate-limited WhatsApp message is not counted as an attempt, so its backoff grows with how long
 * it has waited instead: half its age, from 2 s up to an hour (each retry ~1.5× the last), ±25 %.
 */
export function rateLimitedDelaySeconds(ageSeconds: number, random = Math.random): number {
  const base = Math.min(Math.max(ageSeconds / 2, 2), 3600);
  return Math.max(1, Math.round(base * (0.75 + random() * 0.5)));
}

/** A message rate-limited for longer than this is past waiting for WhatsApp: it counts as any transient failure (and so ends by SMS). */
export const RATE_LIMITED_GIVE_UP_MS = 24 * 3600 * 1000;

/**
 * One pass of the worker: claims a batch, sends each (NOTIFY_CONCURRENCY at a time, outside any
 * transaction: PGlite has one connection, and a send may take seconds), records each outcome.
 * Aborted: the sends in flight are aborted and the rows not started handed back. Returns how many were claimed (a full batch means more may be waiting).
 */
export async function drainOnce(deps: NotifyDeps, signal?: AbortSignal): Promise<number> {
  // Taken before the claim is sent, so it is no later than the lease's start in the database.
  const claimedAt = performance.now();
  const claimed = await claimDueMessages(deps.db, deps.config.NOTIFY_BATCH, deps.config.NOTIFY_LEASE_SECONDS);
  let next = 0;
  const lane = async () => {
    while (next < claimed.length && !signal?.aborted) {
      const row = claimed[next++]!;
      try {
        messagesDelivered.inc({ channel: row.channel, outcome: await deliver(deps, row, signal, claimedAt) });
      } catch (err) {
        // The database went away while recording: the row stays SENDING, its lease runs out and
        // it is sent again (at least once, decision 170).
        deps.log.error({ err, messageId: row.id }, 'recording a message outcome failed; its lease will run out and it is retried');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.config.NOTIFY_CONCURRENCY, claimed.length) }, lane));
  if (next < claimed.length) {
    // Aborted (shutdown) before these were started: hand them back rather than leave them to the lease.
    const released = await releaseClaims(deps.db, claimed.slice(next));
    deps.log.info({ released }, 'shutting down: claimed messages not yet sent handed back');
  }
  return claimed.length;
}

/**
 * Whether the claim's lease, taken at `claimedAt` (performance.now() before the claim was sent),
 * still has two thirds to run: config keeps the lease at least three times the longest send, so it
 * then covers this send twice over, and nobody else can have claimed the row (a claim takes only
 * rows whose lease ran out). Unknown (undefined): renew.
 */
const leaseStillCoversSend = (claimedAt: number | undefined, leaseSeconds: number) =>
  claimedAt !== undefined && performance.now() - claimedAt < (leaseSeconds * 1000) / 3;

/** Sends one claimed message and records what happened, guarded by the claim. */
export async function deliver(deps: NotifyDeps, claimed: OutboxRow, signal?: AbortSignal, claimedAt?: number): Promise<Outcome> {
  // Claimed again and again after its workers died mid-send (a message that crashes the process?):
  // stop trying it, so it cannot take every worker down in turn.
  if (claimed.attempts > deps.config.NOTIFY_MAX_ATTEMPTS) {
    return recordFailure(deps, claimed, new ChannelError(`gave up after ${claimed.attempts - 1} attempts whose worker stopped mid-send`, true));
  }
  const row = await consentedChannel(deps, claimed);
  if (!row) return 'lost';
  let rendered: ReturnType<typeof renderMessage>;
  try {
    rendered = renderMessage(row.kind, row.facts, row.language, siteUrl(deps.config));
  } catch (err) {
    // Facts that do not render will not render next time either: fail it now rather than leave it to the lease.
    deps.log.error({ err, messageId: row.id, kind: row.kind }, 'a message could not be rendered from its facts');
    return recordFailure(deps, row, new ChannelError(`message text could not be rendered: ${(err as Error)?.message ?? String(err)}`, true, { cause: err }));
  }
  const message: OutboundMessage = { id: row.id, kind: row.kind, language: row.language, recipient: row.recipient, ...rendered };
  const channel: MessageChannel = deps.channels[row.channel];
  // WhatsApp at the configured rate across every process (decision 185): a slot is reserved in the
  // database and waited for before the claim is renewed, so the lease still covers only the send.
  const rateKey = row.channel === 'WHATSAPP' ? sendRateKey(channel.sender ?? channel.provider) : null;
  let slot: SendSlot | null = null;
  if (rateKey) {
    slot = await reserveSendSlot(deps.db, rateKey, deps.config.WHATSAPP_SEND_RATE_PER_SECOND);
    if (!(await waitForSlot(slot, signal))) {
      // Shutting down while waiting: nothing was sent, hand it back.
      await releaseClaims(deps.db, [row]);
      return 'lost';
    }
  }
  // The lease must cover this send, not the batch's wait before it (decision 170). A message sent
  // soon after its claim (most are) needs no renewal: one statement fewer a message (decision 279).
  if (!leaseStillCoversSend(claimedAt, deps.config.NOTIFY_LEASE_SECONDS) && !(await renewClaim(deps.db, row, deps.config.NOTIFY_LEASE_SECONDS))) {
    deps.log.warn({ messageId: row.id }, 'a claimed message waited past its lease and another worker took it: not sent here');
    return 'lost';
  }
  if (signal?.aborted) {
    // Shutting down before the send began: nothing reached the provider, hand it back.
    await releaseClaims(deps.db, [row]);
    return 'lost';
  }
  let providerMessageId: string;
  try {
    ({ providerMessageId } = await channel.send(message, signal));
  } catch (err) {
    // Shutting down mid-send: we cannot know whether the provider took it; the lease decides.
    if (signal?.aborted) return 'lost';
    const failure =
      err instanceof ChannelError ? err : new ChannelError(`${channel.provider}: ${(err as Error)?.message ?? String(err)}`, false, { cause: err });
    return recordFailure(deps, row, failure, rateKey);
  }
  // A paced WhatsApp send is recorded at its slot (when it was handed over), to the microsecond.
  const sentAt = slot ? sql`${slot.at}::timestamptz` : sql`now()`;
  const updated = await deps.db
    .update(orderMessages)
    .set({ status: 'SENT', providerMessageId, body: rendered.body, sentAt, leaseUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(heldClaim(row))
    .returning({ id: orderMessages.id });
  if (updated.length === 0) {
    // Only when a send outlived its renewed lease (config keeps the lease ≥ 3× the send timeouts).
    deps.log.error({ messageId: row.id, providerMessageId }, 'a message was sent after its lease ran out: another worker may have sent it too');
    return 'lost';
  }
  return 'sent';
}

/**
 * WhatsApp only while the devotee's consent holds (decision 171): a STOP since the message was
 * queued moves it to SMS before it is sent. Returns the row as it is to be sent, or null when the
 * claim was lost meanwhile.
 */
async function consentedChannel(deps: NotifyDeps, row: OutboxRow): Promise<OutboxRow | null> {
  if (row.channel !== 'WHATSAPP') return row;
  if ((await whatsappConsent(deps.db, row.recipient)).whatsapp) return row;
  const [moved] = await deps.db
    .update(orderMessages)
    .set({ channel: 'SMS', updatedAt: sql`now()` })
    .where(heldClaim(row))
    .returning();
  if (moved) deps.log.info({ messageId: row.id }, 'WhatsApp consent withdrawn since the message was queued: sending it by SMS');
  return moved ?? null;
}

/**
 * Transient and tries left: back to PENDING, later. Otherwise FAILED, and a WhatsApp message's SMS
 * fallback. A WhatsApp rate limit: back to PENDING on WhatsApp, not counted (rateLimitedRetry).
 */
async function recordFailure(deps: NotifyDeps, row: OutboxRow, error: ChannelError, rateKey: string | null = null): Promise<Outcome> {
  const lastError = error.message.slice(0, 500);
  if (error.rateLimited && rateKey && Date.now() - row.createdAt.getTime() < RATE_LIMITED_GIVE_UP_MS) {
    return rateLimitedRetry(deps, row, error.rateLimited.pauseSenderSeconds, rateKey, lastError);
  }
  if (!error.permanent && row.attempts < deps.config.NOTIFY_MAX_ATTEMPTS) {
    const delay = retryDelaySeconds(row.attempts);
    const updated = await deps.db
      .update(orderMessages)
      .set({ status: 'PENDING', nextAttemptAt: sql`now() + make_interval(secs => ${delay})`, leaseUntil: null, lastError, updatedAt: sql`now()` })
      .where(heldClaim(row))
      .returning({ id: orderMessages.id });
    deps.log.warn({ messageId: row.id, attempts: row.attempts, retryInSeconds: delay, error: lastError }, 'message not sent; retrying later');
    return updated.length > 0 ? 'retry' : 'lost';
  }
  const failed = await failMessage(deps.db, row, lastError);
  if (failed) deps.log.warn({ messageId: row.id, attempts: row.attempts, permanent: error.permanent, error: lastError }, 'message failed');
  return failed ? 'failed' : 'lost';
}

/**
 * Meta refused the send for its rate (decision 185): the message goes back to PENDING on WhatsApp,
 * the claim's attempt not counted (a rate limit says nothing about the message, and counting it
 * would end in the SMS fallback this is meant to avoid), due again after a delay that grows with
 * its age. A throughput limit also pauses every process's sends from the number.
 */
async function rateLimitedRetry(deps: NotifyDeps, row: OutboxRow, pauseSenderSeconds: number, rateKey: string, lastError: string): Promise<Outcome> {
  if (pauseSenderSeconds > 0) await pauseSends(deps.db, rateKey, pauseSenderSeconds);
  const delay = rateLimitedDelaySeconds((Date.now() - row.createdAt.getTime()) / 1000);
  const updated = await deps.db
    .update(orderMessages)
    .set({
      status: 'PENDING',
      attempts: sql`${orderMessages.attempts} - 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      leaseUntil: null,
      lastError,
      updatedAt: sql`now()`,
    })
    .where(heldClaim(row))
    .returning({ id: orderMessages.id });
  deps.log.warn({ messageId: row.id, retryInSeconds: delay, pauseSenderSeconds, error: lastError }, 'WhatsApp rate limit: retrying on WhatsApp later');
  return updated.length > 0 ? 'retry' : 'lost';
}

/** FAILED and, for WhatsApp, its SMS fallback in the same transaction; only while the claim holds. */
async function failMessage(db: Db, row: OutboxRow, lastError: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orderMessages)
      .set({ status: 'FAILED', failedAt: sql`now()`, leaseUntil: null, lastError, updatedAt: sql`now()` })
      .where(heldClaim(row))
      .returning();
    if (!failed) return false;
    await queueSmsFallback(tx, failed);
    return true;
  });
}

/** A message the provider reported failed after accepting it (status webhook): FAILED once, then SMS. */
export async function failSentMessage(db: Db, id: string, lastError: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orderMessages)
      .set({ status: 'FAILED', failedAt: sql`now()`, lastError, updatedAt: sql`now()` })
      .where(sql`${orderMessages.id} = ${id} and ${orderMessages.status} = 'SENT'`)
      .returning();
    if (!failed) return false;
    await queueSmsFallback(tx, failed);
    return true;
  });
}
