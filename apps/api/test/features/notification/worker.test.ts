import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type DbHandle } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/raw-rows.ts';
import { orderMessages, whatsappConsents } from '../../../src/db/schema/index.ts';
import { recordOptOut } from '../../../src/features/notification/consent.ts';
import { renderMessage } from '../../../src/features/notification/message-text.ts';
import { siteUrl } from '../../../src/features/notification/site-url.ts';
import { claimDueMessages } from '../../../src/features/notification/outbox-queries.ts';
import { deliver, drainOnce, retryDelaySeconds } from '../../../src/features/notification/worker.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { bookPaid, makeDue, messageById, messagesOf, workerDeps } from './fixtures.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

/**
 * The outbox worker against a WhatsApp stand-in, on a database of this file's own (a worker takes
 * every due message in its database). Each test drives passes with drainOnce and looks at what the
 * stand-in received and what the rows say.
 */
let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
beforeAll(async () => {
  ctx = await buildIsolatedTestApp({ NOTIFY_MAX_ATTEMPTS: '3' });
  standIn = await startWhatsAppStandIn();
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

const deps = (options: Parameters<typeof workerDeps>[2] = {}) => workerDeps(ctx.app.db, ctx.config, { whatsappUrl: standIn.url, ...options });
const sentTo = (phone: string) => standIn.seen.filter((s) => s.body.to === `91${phone}`);

/**
 * A paid order (its own ORDER_PAID sent) and `count` more WhatsApp messages of it queued to fresh
 * opted-in numbers starting at `first`: many messages without booking many orders.
 */
async function queueToManyNumbers(count: number, first: number) {
  const { orderId } = await bookPaid(ctx.app, { optIn: true });
  await drainOnce(deps()); // its ORDER_PAID
  const [paid] = await messagesOf(ctx.app.db, orderId);
  const phones = Array.from({ length: count }, (_, i) => String(first + i));
  await ctx.app.db.insert(whatsappConsents).values(phones.map((phone) => ({ phone, optedInAt: new Date(), source: 'checkout' as const })));
  const rows = await ctx.app.db
    .insert(orderMessages)
    .values(
      phones.map((phone) => ({
        orderId,
        kind: 'VIDEO_READY' as const,
        channel: 'WHATSAPP' as const,
        language: 'english' as const,
        recipient: phone,
        facts: paid!.facts,
      })),
    )
    .returning({ id: orderMessages.id });
  return { phones, ids: rows.map((r) => r.id) };
}

/** How many messages a stand-in received for each number, in the numbers' order. */
const sendsPer = (seen: { body: { to: string } }[], phones: string[]) => phones.map((p) => seen.filter((s) => s.body.to === `91${p}`).length);

describe('outbox worker', () => {
  it('sends a queued message once, as the template in the devotee language, and records it SENT with its text', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { optIn: true, hindi: true });
    expect(await drainOnce(deps())).toBe(1);
    const [row] = await messagesOf(ctx.app.db, orderId);
    const rendered = renderMessage('ORDER_PAID', row!.facts, 'hindi', siteUrl(ctx.config));
    expect(sentTo(phone)).toHaveLength(1);
    expect(sentTo(phone)[0]!.body.template).toMatchObject({ name: 'sankalp_order_paid', language: { code: 'hi' } });
    expect(sentTo(phone)[0]!.body.template.components[0]!.parameters.map((p) => p.text)).toEqual(rendered.params);
    expect(row).toMatchObject({ status: 'SENT', channel: 'WHATSAPP', attempts: 1, body: rendered.body, leaseUntil: null, lastError: null });
    expect(row!.providerMessageId).toMatch(/^wamid\./);
    expect(row!.sentAt).not.toBeNull();
    expect(await drainOnce(deps())).toBe(0);
    expect(sentTo(phone)).toHaveLength(1);
  });

  it('a worker killed mid-delivery: another worker redelivers the message exactly once, after the lease runs out', async () => {
    const hanging = await startWhatsAppStandIn('hang');
    try {
      const { orderId, phone } = await bookPaid(ctx.app, { optIn: true });
      const killed = new AbortController();
      const first = drainOnce(workerDeps(ctx.app.db, ctx.config, { whatsappUrl: hanging.url, timeoutMs: 20_000 }), killed.signal);
      await vi.waitFor(() => expect(hanging.seen).toHaveLength(1), { timeout: 10_000, interval: 20 });
      const [claimed] = await messagesOf(ctx.app.db, orderId);
      expect(claimed).toMatchObject({ status: 'SENDING', attempts: 1 });
      // While the lease holds, nobody else takes it.
      expect(await drainOnce(deps())).toBe(0);
      // The worker dies: its send never returns and nothing is recorded (an abort records nothing, as a killed process would).
      killed.abort();
      await first;
      expect(await messageById(ctx.app.db, claimed!.id)).toMatchObject({ status: 'SENDING', attempts: 1 });
      // Rather than wait NOTIFY_LEASE_SECONDS (60 s), the test moves the lease's end into the past.
      await ctx.app.db
        .update(orderMessages)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(orderMessages.id, claimed!.id));
      expect(await drainOnce(deps())).toBe(1);
      expect(await drainOnce(deps())).toBe(0);
      expect(sentTo(phone)).toHaveLength(1);
      expect(await messageById(ctx.app.db, claimed!.id)).toMatchObject({ status: 'SENT', attempts: 2 });
    } finally {
      await hanging.close();
    }
  });

  it('two workers (two pools on PostgreSQL, as two processes) drain a few hundred messages and never send one twice', async () => {
    const { phones } = await queueToManyNumbers(300, 7_100_000_000);
    let other: DbHandle | undefined;
    try {
      other = ctx.databaseUrl ? await openDb({ kind: 'postgres', url: ctx.databaseUrl, poolSize: 5 }) : undefined;
      const config = { ...ctx.config, NOTIFY_BATCH: 10, NOTIFY_CONCURRENCY: 4 };
      const drainAll = async (db: typeof ctx.app.db) => {
        const worker = workerDeps(db, config, { whatsappUrl: standIn.url });
        let claimed = 0;
        for (let n = await drainOnce(worker); n > 0; n = await drainOnce(worker)) claimed += n;
        return claimed;
      };
      const [a, b] = await Promise.all([drainAll(ctx.app.db), drainAll(other?.db ?? ctx.app.db)]);
      expect(a + b).toBe(300);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
    expect(sendsPer(standIn.seen, phones)).toEqual(phones.map(() => 1));
    const statuses = await ctx.app.db
      .select({ status: orderMessages.status, n: sql<number>`count(*)::int` })
      .from(orderMessages)
      .where(eq(orderMessages.kind, 'VIDEO_READY'))
      .groupBy(orderMessages.status);
    expect(statuses).toEqual([{ status: 'SENT', n: 300 }]);
  });

  it('a slow provider and a batch larger than the concurrency: rows that waited past the lease are not sent twice', async () => {
    const slow = await startWhatsAppStandIn();
    slow.setDelay(500);
    const { phones, ids } = await queueToManyNumbers(12, 8_200_000_000);
    const unsent = async () =>
      (await ctx.app.db.select({ status: orderMessages.status }).from(orderMessages).where(inArray(orderMessages.id, ids))).filter((r) => r.status !== 'SENT')
        .length;
    let other: DbHandle | undefined;
    try {
      other = ctx.databaseUrl ? await openDb({ kind: 'postgres', url: ctx.databaseUrl, poolSize: 3 }) : undefined;
      // 12 rows claimed at once, sent 2 at a time at 0.5 s each: the batch takes 3 s, its lease 2 s.
      const config = { ...ctx.config, NOTIFY_BATCH: 12, NOTIFY_CONCURRENCY: 2, NOTIFY_LEASE_SECONDS: 2 };
      const drainUntilSent = async (db: typeof ctx.app.db) => {
        const worker = workerDeps(db, config, { whatsappUrl: slow.url });
        // The second worker keeps looking (as its poll would) until the first one's leases run out.
        while ((await unsent()) > 0) if ((await drainOnce(worker)) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await Promise.all([drainUntilSent(ctx.app.db), drainUntilSent(other?.db ?? ctx.app.db)]);
    } finally {
      await other?.close();
      await slow.close();
    }
    expect(sendsPer(slow.seen, phones)).toEqual(phones.map(() => 1));
    // The first worker's batch did outlive its lease: some rows were taken over (a second claim).
    const attempts = await ctx.app.db.select({ attempts: orderMessages.attempts }).from(orderMessages).where(inArray(orderMessages.id, ids));
    expect(attempts.some((r) => r.attempts > 1)).toBe(true);
  });

  it('a message sent within a third of its lease is sent on the lease of its claim; one sent later renews the lease first', async () => {
    const hanging = await startWhatsAppStandIn('hang');
    const stop = new AbortController();
    try {
      const { ids } = await queueToManyNumbers(2, 8_400_000_000);
      const [fresh, late] = await claimDueMessages(ctx.app.db, 2, ctx.config.NOTIFY_LEASE_SECONDS);
      expect([fresh!.id, late!.id].sort()).toEqual([...ids].sort());
      // To the microsecond: a renewal can come within the millisecond of its claim.
      const leaseOf = async (id: string) => {
        const [row] = await ctx.app.db
          .select({ us: sql<string>`(extract(epoch from ${orderMessages.leaseUntil}) * 1000000)::bigint::text` })
          .from(orderMessages)
          .where(eq(orderMessages.id, id));
        return BigInt(row!.us);
      };
      const claimedLease = await leaseOf(late!.id);
      // A renewal in the claim's own millisecond (PGlite's clock) would look like none.
      const leaseUs = BigInt(ctx.config.NOTIFY_LEASE_SECONDS) * 1_000_000n;
      const dbClockUs = async () =>
        BigInt((await rowsOf<{ us: string }>(ctx.app.db, sql`select (extract(epoch from clock_timestamp()) * 1000000)::bigint::text as us`))[0]!.us);
      await vi.waitFor(async () => expect(await dbClockUs()).toBeGreaterThan(claimedLease - leaseUs + 1000n), { interval: 5 });
      const worker = workerDeps(ctx.app.db, ctx.config, { whatsappUrl: hanging.url, timeoutMs: 20_000 });
      const leaseMs = ctx.config.NOTIFY_LEASE_SECONDS * 1000;
      // Claimed just now: sent without a statement more. Claimed half a lease ago: renewed from now.
      const sends = [deliver(worker, fresh!, stop.signal, performance.now()), deliver(worker, late!, stop.signal, performance.now() - leaseMs / 2)];
      await vi.waitFor(() => expect(hanging.seen).toHaveLength(2), { timeout: 10_000, interval: 20 });
      expect(await leaseOf(fresh!.id)).toBe(claimedLease);
      expect(await leaseOf(late!.id)).toBeGreaterThan(claimedLease);
      stop.abort();
      await Promise.all(sends);
    } finally {
      stop.abort();
      await hanging.close();
    }
  });

  it('shutting down mid-batch: the rows not yet started go back to PENDING at once, their attempt not counted', async () => {
    const hanging = await startWhatsAppStandIn('hang');
    try {
      const { ids } = await queueToManyNumbers(3, 8_300_000_000);
      const stop = new AbortController();
      const config = { ...ctx.config, NOTIFY_BATCH: 3, NOTIFY_CONCURRENCY: 1 };
      const pass = drainOnce(workerDeps(ctx.app.db, config, { whatsappUrl: hanging.url, timeoutMs: 20_000 }), stop.signal);
      await vi.waitFor(() => expect(hanging.seen).toHaveLength(1), { timeout: 10_000, interval: 20 });
      stop.abort();
      expect(await pass).toBe(3);
      const after = await ctx.app.db.select().from(orderMessages).where(inArray(orderMessages.id, ids));
      const inFlight = after.find((r) => r.recipient === hanging.seen[0]!.body.to.slice(2))!;
      // The one in flight may have reached the provider: it is left to its lease.
      expect(inFlight).toMatchObject({ status: 'SENDING', attempts: 1 });
      expect(after.filter((r) => r !== inFlight)).toEqual([
        expect.objectContaining({ status: 'PENDING', attempts: 0, leaseUntil: null }),
        expect.objectContaining({ status: 'PENDING', attempts: 0, leaseUntil: null }),
      ]);
      // Another process takes them at once, without waiting for a lease.
      expect(await drainOnce(deps())).toBe(2);
      expect(after.filter((r) => r !== inFlight).map((r) => sentTo(r.recipient).length)).toEqual([1, 1]);
    } finally {
      await hanging.close();
    }
  });

  it('a permanent refusal fails the WhatsApp message at once and sends it by SMS instead', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { optIn: true });
    standIn.setReply({ status: 400, body: JSON.stringify({ error: { message: '(#131026) Message undeliverable', code: 131026 } }) });
    try {
      expect(await drainOnce(deps())).toBe(1);
    } finally {
      standIn.setReply('accept');
    }
    const [failed, fallback] = await messagesOf(ctx.app.db, orderId);
    expect(failed).toMatchObject({ status: 'FAILED', channel: 'WHATSAPP', attempts: 1 });
    expect(failed!.lastError).toContain('131026');
    expect(failed!.failedAt).not.toBeNull();
    expect(fallback).toMatchObject({
      status: 'PENDING',
      channel: 'SMS',
      kind: 'ORDER_PAID',
      fallbackOf: failed!.id,
      recipient: phone,
      facts: failed!.facts,
      dedupeKey: null,
    });
    expect(await drainOnce(deps())).toBe(1);
    expect(await messageById(ctx.app.db, fallback!.id)).toMatchObject({ status: 'SENT', channel: 'SMS' });
    expect(sentTo(phone)).toHaveLength(1); // the refused WhatsApp attempt only
  });

  it('transient errors are retried with backoff until NOTIFY_MAX_ATTEMPTS, then it goes by SMS', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { optIn: true });
    standIn.setReply({ status: 503, body: 'Service Unavailable' });
    try {
      const [row] = await messagesOf(ctx.app.db, orderId);
      for (let attempt = 1; attempt < 3; attempt++) {
        expect(await drainOnce(deps())).toBe(1);
        const retry = await messageById(ctx.app.db, row!.id);
        expect(retry).toMatchObject({ status: 'PENDING', attempts: attempt, leaseUntil: null });
        expect(retry.lastError).toContain('HTTP 503');
        // Database times against database times (next_attempt_at and updated_at come from one now()): no clock skew.
        const backoffMs = retry.nextAttemptAt.getTime() - retry.updatedAt.getTime();
        expect(backoffMs).toBeGreaterThanOrEqual(retryDelaySeconds(attempt, () => 0) * 1000);
        expect(backoffMs).toBeLessThanOrEqual(retryDelaySeconds(attempt, () => 1) * 1000);
        expect(await drainOnce(deps())).toBe(0); // not due before its backoff…
        await makeDue(ctx.app.db, row!.id); // …which the test does not wait out
      }
      expect(await drainOnce(deps())).toBe(1);
      expect(await messageById(ctx.app.db, row!.id)).toMatchObject({ status: 'FAILED', attempts: 3 });
    } finally {
      standIn.setReply('accept');
    }
    const rows = await messagesOf(ctx.app.db, orderId);
    expect(rows.map((r) => `${r.channel}:${r.status}`)).toEqual(['WHATSAPP:FAILED', 'SMS:PENDING']);
    expect(await drainOnce(deps())).toBe(1);
    expect(sentTo(phone)).toHaveLength(3);
  });

  it('consent withdrawn after the message was queued: it is sent by SMS, not WhatsApp', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { optIn: true });
    expect((await messagesOf(ctx.app.db, orderId))[0]).toMatchObject({ channel: 'WHATSAPP', status: 'PENDING' });
    await recordOptOut(ctx.app.db, phone, 'profile');
    expect(await drainOnce(deps())).toBe(1);
    expect(await messagesOf(ctx.app.db, orderId)).toEqual([expect.objectContaining({ channel: 'SMS', status: 'SENT', attempts: 1 })]);
    expect(sentTo(phone)).toHaveLength(0);
  });

  it('a message whose workers kept dying mid-send is failed after NOTIFY_MAX_ATTEMPTS claims, not sent again', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { optIn: true });
    const [row] = await messagesOf(ctx.app.db, orderId);
    // As three workers would leave it, each killed mid-send (the test writes that state directly).
    await ctx.app.db
      .update(orderMessages)
      .set({ status: 'SENDING', attempts: 3, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(orderMessages.id, row!.id));
    expect(await drainOnce(deps())).toBe(1);
    expect(sentTo(phone)).toHaveLength(0);
    const rows = await messagesOf(ctx.app.db, orderId);
    expect(rows.map((r) => `${r.channel}:${r.status}`)).toEqual(['WHATSAPP:FAILED', 'SMS:PENDING']);
    expect(rows[0]!.lastError).toBe('gave up after 3 attempts whose worker stopped mid-send');
    expect(await drainOnce(deps())).toBe(1);
  });

  it('a message whose facts do not render is failed at once (not left SENDING to its lease), and so is its SMS fallback', async () => {
    const { orderId } = await bookPaid(ctx.app, { optIn: true });
    const [row] = await messagesOf(ctx.app.db, orderId);
    await ctx.app.db
      .update(orderMessages)
      .set({ facts: sql`'{"unexpected": true}'::jsonb` })
      .where(eq(orderMessages.id, row!.id));
    expect(await drainOnce(deps())).toBe(1);
    expect(await drainOnce(deps())).toBe(1); // the SMS fallback, with the same facts
    const rows = await messagesOf(ctx.app.db, orderId);
    expect(rows.map((r) => `${r.channel}:${r.status}:${r.attempts}`)).toEqual(['WHATSAPP:FAILED:1', 'SMS:FAILED:1']);
    expect(rows[0]!.lastError).toMatch(/^message text could not be rendered/);
    expect(await drainOnce(deps())).toBe(0);
  });

  it('backoff doubles from about 10 s, with jitter, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, () => 0.5))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(30, () => 0.5)).toBe(3600);
    expect(retryDelaySeconds(1, () => 0)).toBeLessThan(retryDelaySeconds(1, () => 0.99));
  });
});
