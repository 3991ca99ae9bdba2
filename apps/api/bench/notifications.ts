import { randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { busiestSecond } from './throwaway-db.ts';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { events, orderMessages, orders, users, whatsappConsents } from '../src/db/schema/index.ts';
import { catalogue } from '../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';
import { transitionOrder } from '../src/features/order/order-status.ts';
import { startWhatsAppStandIn } from '../test/features/notification/whatsapp-stand-in.ts';
import { findBookable } from './checkout-steps.ts';

/**
 * `npm run bench:notifications` (also in `npm run bench`): one outbox worker (this process's app,
 * NOTIFY_WORKER on, WhatsApp Cloud API at a local stand-in) delivering messages queued by real
 * order changes (CREATED → SUCCESS in a transaction, which queues ORDER_PAID and NOTIFYs at commit).
 *  1. Throughput: --messages changes committed before the worker starts; messages delivered per
 *     second, from the worker's start to the stand-in's last receipt, at the WhatsApp send rate
 *     --send-rate (default 80/s, Meta's): the busiest second, by the rows' send times and by the
 *     stand-in's receipts, against that rate.
 *  2. Delay: --paced changes, one every 1000/--rate ms; from each change's commit to the stand-in's
 *     receipt of its message, p50 / p99 (the LISTEN wake-up, claim, render, HTTP send).
 * On PostgreSQL (its own throwaway database on BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; skipped, saying why, if it cannot connect); with
 * --pglite on the embedded database instead.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const messages = arg('messages', 2000);
const paced = arg('paced', 200);
const rate = arg('rate', 20);
/** WHATSAPP_SEND_RATE_PER_SECOND (decision 185): 80, Meta's default, as in production; the worker's own speed shows with e.g. 1000. */
const sendRate = arg('send-rate', 80);
const usePglite = process.argv.includes('--pglite');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = pino({ level: 'silent' });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const now = () => performance.timeOrigin + performance.now();

async function openBenchDb(): Promise<{ handle: DbHandle; url?: string; drop: () => Promise<void> } | null> {
  if (usePglite) {
    const handle = await openDb({ kind: 'pglite' });
    await runMigrations(handle, { kind: 'pglite' });
    return { handle, drop: async () => undefined };
  }
  const name = `sankalp_bench_notify_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`Notifications bench skipped: no PostgreSQL at BENCH_DATABASE_URL (${(err as Error).message}); try --pglite`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres' as const, url: url.toString(), poolSize: 20 };
  const handle = await openDb(target);
  await runMigrations(handle, target);
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { handle, url: target.url, drop };
}

/** `count` CREATED orders straight in the database, each with its own opted-in number: the checkout is not what this measures. */
async function makeOrders(handle: DbHandle, count: number, tag: string): Promise<{ id: string; phone: string }[]> {
  const { db } = handle;
  const { eventId } = await findBookable(db);
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const [user] = await db
    .insert(users)
    .values({ phone: `9${randomBytes(4).readUInt32BE() % 1e9}`.padEnd(10, '0'), name: 'Bench Devotee' })
    .returning({ id: users.id });
  const made = Array.from({ length: count }, (_, i) => ({
    id: `SKPB${tag}${String(i).padStart(7, '0')}`,
    phone: `${tag === 'T' ? 6 : 7}${String(i).padStart(9, '0')}`,
  }));
  for (let i = 0; i < made.length; i += 500) {
    const chunk = made.slice(i, i + 500);
    await db.insert(whatsappConsents).values(chunk.map((o) => ({ phone: o.phone, optedInAt: new Date(), source: 'checkout' as const })));
    await db.insert(orders).values(
      chunk.map((o) => ({
        id: o.id,
        userId: user!.id,
        eventId,
        templeId: event!.templeId,
        type: 'PUJA' as const,
        status: 'CREATED' as const,
        totalPaise: 110_000,
        eventNameEn: event!.nameEn,
        eventNameHi: event!.nameHi,
        imageUrl: '/media/bench.jpg',
        eventDateTime: event!.eventDateTime,
        devoteeName: 'Asha Devi',
        whatsappNumber: o.phone,
        gotra: 'Kashyap',
        language: 'english' as const,
      })),
    );
  }
  return made;
}

const pay = (handle: DbHandle, id: string) => handle.db.transaction((tx) => transitionOrder(tx, id, 'SUCCESS', 'bench: paid', log));

async function main() {
  const bench = await openBenchDb();
  if (!bench) return;
  const standIn = await startWhatsAppStandIn();
  const { handle } = bench;
  try {
    await seedCatalogue(handle.db, catalogue);
    const throughputOrders = await makeOrders(handle, messages, 'T');
    const pacedOrders = await makeOrders(handle, paced, 'P');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      NOTIFY_WORKER: 'true',
      NOTIFY_SWEEP_SECONDS: '0',
      WHATSAPP_PROVIDER: 'meta',
      WHATSAPP_ACCESS_TOKEN: 'bench-token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: 'bench-app-secret',
      WHATSAPP_API_BASE_URL: standIn.url,
      WHATSAPP_SEND_RATE_PER_SECOND: String(sendRate),
      ...(bench.url ? { DATABASE_URL: bench.url } : {}),
    });
    // 1. Throughput: the changes are committed first (10 at a time), then the worker starts and drains them.
    let next = 0;
    const commitsStarted = now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < throughputOrders.length) await pay(handle, throughputOrders[next++]!.id);
      }),
    );
    const commitSeconds = (now() - commitsStarted) / 1000;
    const throughputPhones = new Set(throughputOrders.map((o) => `91${o.phone}`));
    const receivedFor = (phones: Set<string>) => standIn.seen.filter((s) => phones.has(s.body.to));
    const waitFor = async (phones: Set<string>) => {
      const deadline = Date.now() + 300_000;
      while (receivedFor(phones).length < phones.size) {
        if (Date.now() > deadline) throw new Error(`only ${receivedFor(phones).length} of ${phones.size} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const app = await buildApp(config, handle.db, { listen: handle.listen });
    const started = now();
    await app.ready(); // the worker's first pass starts here
    try {
      await waitFor(throughputPhones);
      const last = Math.max(...receivedFor(throughputPhones).map((s) => s.receivedAt));
      const perSecond = messages / ((last - started) / 1000);
      // The stand-in may have the last messages before the worker recorded them SENT.
      let sentTimes: number[] = [];
      for (let waited = 0; sentTimes.length < messages && waited < 10_000; waited += 5) {
        sentTimes = (await handle.db.select({ at: orderMessages.sentAt }).from(orderMessages).where(isNotNull(orderMessages.sentAt))).map((r) =>
          r.at!.getTime(),
        );
        if (sentTimes.length < messages) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const busiestByRows = busiestSecond(sentTimes);
      const busiestAtStandIn = busiestSecond(receivedFor(throughputPhones).map((s) => s.receivedAt));

      // 2. Delay from the commit of each change to the stand-in's receipt of its message.
      const commits = new Map<string, number>();
      for (const order of pacedOrders) {
        const tick = now();
        await pay(handle, order.id);
        commits.set(`91${order.phone}`, now());
        const wait = 1000 / rate - (now() - tick);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const pacedPhones = new Set(commits.keys());
      await waitFor(pacedPhones);
      const delays = receivedFor(pacedPhones)
        .map((s) => s.receivedAt - commits.get(s.body.to)!)
        .sort((a, b) => a - b);

      const duplicates = standIn.seen.length - new Set(standIn.seen.map((s) => s.body.to)).size;
      console.log(
        `\nNotifications (${usePglite ? 'PGlite' : 'PostgreSQL'}, one worker, batch ${config.NOTIFY_BATCH}, ${config.NOTIFY_CONCURRENCY} sends in flight, WhatsApp stand-in)`,
      );
      console.log(
        `  throughput: ${messages} messages in ${((last - started) / 1000).toFixed(2)} s = ${perSecond.toFixed(0)} delivered/s at a send rate of ${sendRate}/s (the ${messages} order changes took ${commitSeconds.toFixed(2)} s to commit)`,
      );
      console.log(`  busiest second: ${busiestByRows} sends by the rows' send times, ${busiestAtStandIn} received at the stand-in (rate ${sendRate})`);
      console.log(
        `  delay commit → send (${paced} changes at ${rate}/s): p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, max ${delays.at(-1)!.toFixed(1)} ms`,
      );
      console.log(`  duplicates: ${duplicates}`);
    } finally {
      await app.close();
    }
  } finally {
    await standIn.close();
    await handle.close();
    await bench.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
