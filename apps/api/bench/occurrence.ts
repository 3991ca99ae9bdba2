import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { busiestSecond, createThrowawayDb } from './throwaway-db.ts';
import { ADMIN_API_PREFIX, occurrencePath, STAFF_TOKEN_HEADER } from '@sankalp/contract';
import { grantStaff } from '../src/admin/staff/grant-staff.ts';
import { ensureOccurrence } from '../src/admin/occurrences/occurrence-key.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { startWhatsAppStandIn } from '../test/features/notification/whatsapp-stand-in.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { events, mediaFiles, orderMessages, staffSessions } from '../src/db/schema/index.ts';
import { catalogue } from '../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';
import { hashToken } from '../src/plugins/auth.ts';

/**
 * `npm run bench` (also `npm run bench:occurrence`): one puja day of 2 000 paid orders on
 * PostgreSQL (issue 19). Times, over HTTP: batch "performed" and the group video's attach (target:
 * both committed in ≤ 10 s), then the occurrence page, one request at a time (target p99 ≤ 200 ms),
 * then the day's messages drained by a worker: WhatsApp at no more than --send-rate (default 80) a second.
 * Seeds a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * and drops it. Skips if there is no PostgreSQL.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('orders', 2000);
const REQUESTS = arg('requests', 100);
const DAY = '2026-11-20';

/** ORDERS paid orders of one puja at 07:00 IST on DAY, a third with prasad, names in both scripts. */
const SEED_SQL = (eventId: string, templeId: string) => `
insert into users (phone, name) select '8' || lpad(g::text, 9, '0'), 'Bench devotee' from generate_series(1, ${ORDERS}) g;
with us as (select array_agg(id order by phone) ids from users where phone like '8%'),
     names as (select array['Ramesh Sharma','सीता देवी','Mohan Lal','गीता मिश्रा','Priya Gupta','राधा तिवारी','Amit Verma','लक्ष्मी पांडेय'] n)
insert into orders (id, user_id, event_id, temple_id, type, status, total_paise, event_name_en, event_name_hi, image_url, event_date_time,
                    devotee_name, whatsapp_number, gotra, additional_names, shipping, language, whatsapp_opt_in_at, created_at, updated_at)
select 'SKB' || lpad(g::text, 9, '0'), us.ids[g], '${eventId}', '${templeId}', 'PUJA', 'SUCCESS', 110100, 'Bench puja', 'बेंच पूजा', '/images/bench.webp',
       '${DAY}T07:00:00+05:30'::timestamptz, names.n[(g % 8) + 1] || ' ' || g, '7' || lpad(g::text, 9, '0'), 'Kashyap', '[]'::jsonb,
       case when g % 3 = 0 then '{"address":"1 Ghat Road","city":"Varanasi","state":"UP","pincode":"221001","country":"India"}'::jsonb end,
       case when g % 2 = 0 then 'hindi' else 'english' end, case when g % 2 = 0 then now() end, now(), now()
from generate_series(1, ${ORDERS}) g, us, names;
insert into whatsapp_consents (phone, opted_in_at, source) select '7' || lpad(g::text, 9, '0'), now(), 'checkout' from generate_series(2, ${ORDERS}, 2) g;
insert into order_items (order_id, sub_type, item_id, name_en, name_hi, unit_paise, list_unit_paise, quantity, total_paise, position)
select id, 'PUJA_PACKAGE', gen_random_uuid(), 'Family package', 'परिवार पैकेज', 110100, 150100, 1, 110100, 0 from orders where id like 'SKB%';
analyze;
`;

const SEND_RATE = arg('send-rate', 80);

/**
 * The outbox drained by a worker (as every API process runs one) to a local WhatsApp Cloud API
 * stand-in at SEND_RATE per second, SMS to the console sender: how long, and the busiest second
 * of WhatsApp sends by the rows' send times.
 */
async function drainMessages(handle: DbHandle, url: string): Promise<{ whatsapp: number; sms: number; seconds: number; busiest: number }> {
  const standIn = await startWhatsAppStandIn();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
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
    WHATSAPP_SEND_RATE_PER_SECOND: String(SEND_RATE),
  });
  const started = performance.now();
  const worker = await buildApp(config, handle.db, { listen: handle.listen });
  await worker.ready();
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      const waiting = await handle.db.$count(orderMessages, inArray(orderMessages.status, ['PENDING', 'SENDING']));
      if (waiting === 0) break;
      if (Date.now() > deadline) throw new Error(`${waiting} messages still waiting after 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const sent = await handle.db
      .select({ channel: orderMessages.channel, at: orderMessages.sentAt })
      .from(orderMessages)
      .where(isNotNull(orderMessages.sentAt));
    const whatsapp = sent.filter((m) => m.channel === 'WHATSAPP');
    return { whatsapp: whatsapp.length, sms: sent.length - whatsapp.length, seconds, busiest: busiestSecond(whatsapp.map((m) => m.at!.getTime())) };
  } finally {
    await worker.close();
    await standIn.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function post(url: string, headers: Record<string, string>, body: object): Promise<{ ms: number; done: number; skipped: number; failed: number }> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: { done: string[]; skipped: unknown[]; failed: unknown[] } };
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, done: json.data.done.length, skipped: json.data.skipped.length, failed: json.data.failed.length };
}

async function main() {
  const target = await createThrowawayDb('Occurrence');
  if (!target) return;
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: 10 });
  try {
    await runMigrations(handle, { kind: 'postgres', url: target.url });
    await seedCatalogue(handle.db, catalogue);
    const [event] = await handle.db
      .select({ id: events.id, templeId: events.templeId })
      .from(events)
      .where(sql`${events.type} = 'PUJA'`)
      .limit(1);
    if (!event) throw new Error('seed failed: no puja');
    await handle.db.execute(sql.raw(SEED_SQL(event.id, event.templeId)));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: target.url,
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      NOTIFY_WORKER: 'false',
    });
    const app = await buildApp(config, handle.db);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const token = randomBytes(24).toString('base64url');
      const staffId = await grantStaff(handle.db, { cli: 'bench' }, { phone: '9999912345', name: 'Bench operator', role: 'operator', templeIds: [] });
      await handle.db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
      const headers = { [STAFF_TOKEN_HEADER]: token };
      const key = { eventId: event.id, date: DAY };
      const url = (path: Parameters<typeof occurrencePath>[0]) => `${address}${ADMIN_API_PREFIX}${occurrencePath(path, key)}`;

      const performed = await post(url('performed'), headers, {
        batchId: randomUUID(),
        performedAt: `${DAY}T07:40:00+05:30`,
        priestName: 'Pt. Ramesh Shastri',
      });
      const occurrence = await ensureOccurrence(handle.db, key, event.templeId);
      const mediaId = randomUUID();
      await handle.db.insert(mediaFiles).values({
        id: mediaId,
        kind: 'VIDEO',
        storage: 'local',
        key: `videos/${mediaId}.mp4`,
        contentType: 'video/mp4',
        bytes: 1,
        occurrenceId: occurrence.id,
        templeId: event.templeId,
      });
      const video = await post(url('groupVideo'), headers, { batchId: randomUUID(), mediaId });

      for (let i = 0; i < 10; i += 1) await fetch(url('detail'), { headers });
      const latencies: number[] = [];
      let bytes = 0;
      for (let i = 0; i < REQUESTS; i += 1) {
        const started = performance.now();
        const res = await fetch(url('detail'), { headers });
        bytes = (await res.arrayBuffer()).byteLength;
        latencies.push(performance.now() - started);
      }
      latencies.sort((a, b) => a - b);
      const messages = await handle.db.$count(orderMessages);
      await app.close();
      const sending = await drainMessages(handle, target.url);

      console.log(
        `\nOne occurrence of ${ORDERS} paid orders, PostgreSQL (load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}):\n`,
      );
      console.log('| what | figure | target |');
      console.log('|---|---|---|');
      console.log(
        `| batch performed (${performed.done} done, ${performed.skipped} skipped, ${performed.failed} failed) | ${(performed.ms / 1000).toFixed(2)} s | |`,
      );
      console.log(`| group video attach (${video.done} done, ${video.skipped} skipped, ${video.failed} failed) | ${(video.ms / 1000).toFixed(2)} s | |`);
      console.log(`| performed + video, committed | ${((performed.ms + video.ms) / 1000).toFixed(2)} s | ≤ 10 s |`);
      console.log(
        `| occurrence page p50 / p99 (${bytes} bytes, ${REQUESTS} requests) | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} ms | p99 ≤ 200 ms |`,
      );
      console.log(`| messages queued (one per order and kind) | ${messages} | ${ORDERS * 2} |`);
      console.log(
        `| ${sending.whatsapp} WhatsApp messages sent (and ${sending.sms} SMS) in ${sending.seconds.toFixed(1)} s; busiest second by send time | ${sending.busiest} | ≤ ${SEND_RATE} (the configured rate) |`,
      );
    } finally {
      if (app.server.listening) await app.close();
    }
  } finally {
    await handle.close();
    await target.drop();
  }
}

await main();
