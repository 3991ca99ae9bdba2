import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../src/db/client.ts';
import { orderMessages, rateLimits, whatsappConsents } from '../../../src/db/schema/index.ts';
import { sendRateKey } from '../../../src/features/notification/send-rate.ts';
import { drainOnce, rateLimitedDelaySeconds } from '../../../src/features/notification/worker.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { bookPaid, makeDue, messageById, messagesOf, workerDeps } from './fixtures.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

/**
 * The WhatsApp send rate across processes, and Meta's rate-limit answers (issue 19 part 7,
 * decision 185), on a database of this file's own (a worker takes every due message in it).
 */
const RATE = 5;
let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
beforeAll(async () => {
  ctx = await buildIsolatedTestApp({ WHATSAPP_SEND_RATE_PER_SECOND: String(RATE), NOTIFY_MAX_ATTEMPTS: '3' });
  standIn = await startWhatsAppStandIn();
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

const deps = (db = ctx.app.db, config = ctx.config) => workerDeps(db, config, { whatsappUrl: standIn.url });
const sentTo = (phone: string) => standIn.seen.filter((s) => s.body.to === `91${phone}`);
/** The stand-in channel's number (workerDeps): its sends share one rate. */
const RATE_KEY = sendRateKey('1234567890');

/** `count` WhatsApp messages queued to fresh opted-in numbers from `first`, with the facts of a real paid order. */
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
        kind: 'PUJA_PERFORMED' as const,
        channel: 'WHATSAPP' as const,
        language: 'english' as const,
        recipient: phone,
        facts: paid!.facts,
      })),
    )
    .returning({ id: orderMessages.id });
  return { phones, ids: rows.map((r) => r.id) };
}

/** The most of `ids` sent (by their recorded send time) within any one second: counted from each send, where a busiest window can start. */
async function mostInOneSecond(ids: string[]): Promise<number> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await ctx.app.db
    .select({
      n: sql<number>`(select count(*)::int from order_messages b where b.id in (${list}) and b.sent_at >= order_messages.sent_at and b.sent_at < order_messages.sent_at + interval '1 second')`,
    })
    .from(orderMessages)
    .where(inArray(orderMessages.id, ids));
  return Math.max(...rows.map((r) => Number(r.n)));
}

/** How far ahead the number's next free send slot is, in ms (negative: free now). */
async function nextSlotInMs(): Promise<number> {
  const [row] = await ctx.app.db
    .select({ ms: sql<string>`extract(epoch from (${rateLimits.windowStartedAt} - clock_timestamp())) * 1000` })
    .from(rateLimits)
    .where(eq(rateLimits.key, RATE_KEY));
  return row ? Number(row.ms) : -Infinity;
}

describe('the WhatsApp send rate', () => {
  it(`two workers (two pools on PostgreSQL, as two processes) send 30 messages, never more than ${RATE} in any one second, each once`, async () => {
    const { phones, ids } = await queueToManyNumbers(30, 7_300_000_000);
    let other: DbHandle | undefined;
    try {
      other = ctx.databaseUrl ? await openDb({ kind: 'postgres', url: ctx.databaseUrl, poolSize: 4 }) : undefined;
      // Small batches and several lanes each, so both workers take part and many sends wait for slots at once.
      const config = { ...ctx.config, NOTIFY_BATCH: 4, NOTIFY_CONCURRENCY: 3 };
      const unsent = async () =>
        (await ctx.app.db.select({ status: orderMessages.status }).from(orderMessages).where(inArray(orderMessages.id, ids))).filter((r) => r.status !== 'SENT')
          .length;
      const drainUntilSent = async (db: typeof ctx.app.db) => {
        const worker = deps(db, config);
        let claimed = 0;
        // Keeps looking (as its poll would) until every message is sent; the other worker may hold the rest.
        while ((await unsent()) > 0) {
          const n = await drainOnce(worker);
          claimed += n;
          if (n === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return claimed;
      };
      const [a, b] = await Promise.all([drainUntilSent(ctx.app.db), drainUntilSent(other?.db ?? ctx.app.db)]);
      expect(a + b).toBe(30);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
    // All sent, each once.
    expect(phones.map((p) => sentTo(p).length)).toEqual(phones.map(() => 1));
    // By the rows' send times (the slots, to the microsecond): at most RATE in any second, and so 30 take at least (30 − 1) / RATE s.
    expect(await mostInOneSecond(ids)).toBeLessThanOrEqual(RATE);
    const rows = await ctx.app.db.select().from(orderMessages).where(inArray(orderMessages.id, ids));
    const sentAt = rows.map((r) => r.sentAt!.getTime()).sort((x, y) => x - y);
    expect(sentAt.at(-1)! - sentAt[0]!).toBeGreaterThanOrEqual(((30 - 1) * 1000) / RATE - 1);
    // And no request reached the provider before its slot (same machine clock; a few ms of reading the clocks apart).
    for (const row of rows) {
      const received = sentTo(row.recipient)[0]!.receivedAt;
      expect(received).toBeGreaterThanOrEqual(row.sentAt!.getTime() - 20);
    }
  });

  it('a 130429 "rate limit hit" from Meta is retried on WhatsApp, not counted as an attempt and never sent by SMS; every send from the number pauses', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { optIn: true });
    const [row] = await messagesOf(ctx.app.db, orderId);
    standIn.setReply({ status: 400, body: JSON.stringify({ error: { message: '(#130429) Rate limit hit', code: 130429 } }) });
    try {
      // More times than NOTIFY_MAX_ATTEMPTS (3), after which any other transient error would go by SMS.
      for (let i = 1; i <= 4; i++) {
        expect(await drainOnce(deps())).toBe(1);
        const retry = await messageById(ctx.app.db, row!.id);
        expect(retry).toMatchObject({ status: 'PENDING', channel: 'WHATSAPP', attempts: 0, leaseUntil: null });
        expect(retry.lastError).toContain('130429');
        const backoffMs = retry.nextAttemptAt.getTime() - retry.updatedAt.getTime();
        expect(backoffMs).toBeGreaterThanOrEqual(rateLimitedDelaySeconds(0, () => 0) * 1000);
        expect(backoffMs).toBeLessThanOrEqual(rateLimitedDelaySeconds((Date.now() - row!.createdAt.getTime()) / 1000, () => 1) * 1000);
        // The number's throughput is exceeded: every process's next send waits about a second.
        expect(await nextSlotInMs()).toBeGreaterThan(500);
        expect(await drainOnce(deps())).toBe(0); // not due before its backoff…
        await makeDue(ctx.app.db, row!.id); // …which the test does not wait out
      }
    } finally {
      standIn.setReply('accept');
    }
    expect(await drainOnce(deps())).toBe(1);
    expect(await messagesOf(ctx.app.db, orderId)).toEqual([expect.objectContaining({ id: row!.id, status: 'SENT', channel: 'WHATSAPP', attempts: 1 })]);
    expect(sentTo(phone)).toHaveLength(5);
  });

  it("a recipient's limit (131056 pair rate limit) retries only that message: the number's other sends do not pause", async () => {
    const { orderId } = await bookPaid(ctx.app, { optIn: true });
    const [row] = await messagesOf(ctx.app.db, orderId);
    standIn.setReply({ status: 400, body: JSON.stringify({ error: { message: '(#131056) Pair rate limit hit', code: 131056 } }) });
    try {
      expect(await drainOnce(deps())).toBe(1);
    } finally {
      standIn.setReply('accept');
    }
    expect(await messageById(ctx.app.db, row!.id)).toMatchObject({ status: 'PENDING', channel: 'WHATSAPP', attempts: 0 });
    // Only the slot the send itself took (1/RATE s) lies ahead, no pause.
    expect(await nextSlotInMs()).toBeLessThanOrEqual(1000 / RATE);
  });

  it('a message rate-limited for more than a day counts the attempt like any transient failure, and so ends by SMS', async () => {
    const { orderId } = await bookPaid(ctx.app, { optIn: true });
    const [row] = await messagesOf(ctx.app.db, orderId);
    // Queued 25 h ago, two attempts spent: this claim is its last (NOTIFY_MAX_ATTEMPTS 3).
    await ctx.app.db
      .update(orderMessages)
      .set({ createdAt: sql`now() - interval '25 hours'`, attempts: 2 })
      .where(eq(orderMessages.id, row!.id));
    standIn.setReply({ status: 400, body: JSON.stringify({ error: { message: '(#131048) Spam rate limit hit', code: 131048 } }) });
    try {
      expect(await drainOnce(deps())).toBe(1);
    } finally {
      standIn.setReply('accept');
    }
    const rows = await messagesOf(ctx.app.db, orderId);
    expect(rows.map((r) => `${r.channel}:${r.status}:${r.attempts}`)).toEqual(['WHATSAPP:FAILED:3', 'SMS:PENDING:0']);
  });

  it('backoff of a rate-limited message: half its age, from about 2 s up to an hour, with jitter', () => {
    expect([0, 4, 10, 60, 600].map((age) => rateLimitedDelaySeconds(age, () => 0.5))).toEqual([2, 2, 5, 30, 300]);
    expect(rateLimitedDelaySeconds(86_400, () => 0.5)).toBe(3600);
    expect(rateLimitedDelaySeconds(0, () => 0)).toBeGreaterThanOrEqual(1);
  });
});
