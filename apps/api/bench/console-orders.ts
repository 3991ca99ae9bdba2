import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createThrowawayDb } from './throwaway-db.ts';
import { ADMIN_API_PREFIX, STAFF_TOKEN_HEADER } from '@sankalp/contract';
import { grantStaff } from '../src/admin/staff/grant-staff.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { orders, staffSessions } from '../src/db/schema/index.ts';
import { catalogue } from '../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';
import { hashToken } from '../src/plugins/auth.ts';

/**
 * `npm run bench` (also `npm run bench:console-orders`): the console's order list and sankalp list
 * on 100 000 orders, on PostgreSQL. Seeds a throwaway database (made and dropped on the server
 * named by BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) with
 * generate_series, then times each request over HTTP, one at a time: p50 and p99 of --requests
 * (default 200) after 20 warm-up calls. Target: p99 ≤ 100 ms (issue 10). Skips if no PostgreSQL.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('orders', 100_000);
const REQUESTS = arg('requests', 200);
const BUSY_DAY = '2026-12-15';
const BUSY_ORDERS = 800;

/**
 * 100 000 orders in one statement each for users, orders and items: spread over every seeded
 * event and temple, 180 puja days, 35 days of creation times, the statuses in realistic shares,
 * 40 × 30 names; the first 800 are one busy event's paid orders on BUSY_DAY.
 */
const SEED_SQL = (orders: number) => `
insert into users (phone, name) select '8' || lpad(g::text, 9, '0'), 'Bench devotee' from generate_series(1, 20000) g;
with ev as (select array_agg(id order by name_en) ids, array_agg(temple_id order by name_en) temples,
                   array_agg(name_en order by name_en) en, array_agg(name_hi order by name_en) hi, count(*)::int n from events),
     us as (select array_agg(id order by phone) ids from users where phone like '8%'),
     names as (select array['Ramesh','Suresh','Sita','Gita','Mohan','Sohan','Anil','Sunil','Kavita','Savita','Rajesh','Mahesh','Priya','Pooja',
                            'Amit','Sumit','Neha','Sneha','Vijay','Ajay','Rekha','Lata','Arun','Varun','Deepak','Manoj','Asha','Usha',
                            'Ravi','Kiran','Meera','Radha','Gopal','Shyam','Ram','Lakshmi','Durga','Ganesh','Kishore','Nandini'] f,
                      array['Sharma','Verma','Gupta','Mishra','Tiwari','Pandey','Yadav','Singh','Kumar','Patel','Shah','Joshi','Agarwal',
                            'Dubey','Trivedi','Chaturvedi','Srivastava','Saxena','Rastogi','Bansal','Goyal','Mittal','Jain','Khanna',
                            'Kapoor','Malhotra','Reddy','Nair','Iyer','Rao'] s),
     g as (select g, case when g <= ${BUSY_ORDERS} then 1 else ((g * 7) % (select n from ev)) + 1 end e from generate_series(1, ${orders}) g)
insert into orders (id, user_id, event_id, temple_id, type, status, total_paise, event_name_en, event_name_hi, image_url, event_date_time,
                    devotee_name, whatsapp_number, gotra, additional_names, shipping, created_at, updated_at)
select 'SKP' || lpad(g.g::text, 9, '0'), us.ids[(g.g % 20000) + 1], ev.ids[g.e], ev.temples[g.e], 'PUJA',
       case when g.g <= ${BUSY_ORDERS} then 'SUCCESS'
            else (array['SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','COMPLETED',
                        'COMPLETED','IN TRANSIT','CREATED','PAYMENT_FAILED','CANCELLED','AWAITING_PAYMENT_CONFIRMATION','SUCCESS','COMPLETED','SUCCESS'])[(g.g % 20) + 1] end,
       110100, ev.en[g.e], ev.hi[g.e], '/images/bench.webp',
       case when g.g <= ${BUSY_ORDERS} then '${BUSY_DAY}T07:00:00+05:30'::timestamptz
            else '2026-09-01T07:00:00+05:30'::timestamptz + ((g.g % 180) * interval '1 day') end,
       names.f[(g.g % 40) + 1] || ' ' || names.s[((g.g / 40) % 30) + 1],
       '7' || lpad(g.g::text, 9, '0'), 'Kashyap',
       case when g.g % 4 = 0 then '["Sita Devi","Mohan Lal"]'::jsonb else '[]'::jsonb end,
       case when g.g % 3 = 0 then '{"address":"1 Ghat Road","city":"Varanasi","state":"UP","pincode":"221001","country":"India"}'::jsonb end,
       now() - (g.g * interval '30 seconds'), now()
from g, ev, us, names;
insert into order_items (order_id, sub_type, item_id, name_en, name_hi, unit_paise, list_unit_paise, quantity, total_paise, position)
select id, 'PUJA_PACKAGE', gen_random_uuid(), 'Family package', 'परिवार पैकेज', 110100, 150100, 1, 110100, 0 from orders where id like 'SKP0%';
insert into order_items (order_id, sub_type, item_id, name_en, name_hi, unit_paise, list_unit_paise, quantity, total_paise, position)
select id, 'PRASAD', gen_random_uuid(), 'Prasad', 'प्रसाद', 0, 0, 1, 0, 1 from orders where id like 'SKP0%' and shipping is not null;
analyze;
`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function time(name: string, url: string, headers: Record<string, string>): Promise<{ name: string; p50: number; p99: number; bytes: number }> {
  let bytes = 0;
  const once = async () => {
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
  };
  for (let i = 0; i < 20; i += 1) await once();
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    await once();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { name, p50: percentile(latencies, 50), p99: percentile(latencies, 99), bytes };
}

async function main() {
  const target = await createThrowawayDb('Console orders');
  if (!target) return;
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: 10 });
  try {
    await runMigrations(handle, { kind: 'postgres', url: target.url });
    await seedCatalogue(handle.db, catalogue);
    const seedStarted = performance.now();
    await handle.db.execute(sql.raw(SEED_SQL(ORDERS)));
    console.log(`Seeded ${ORDERS} orders in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: target.url,
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      CATALOGUE_CACHE_SECONDS: '0',
      NOTIFY_WORKER: 'false',
    });
    const app = await buildApp(config, handle.db);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const token = randomBytes(24).toString('base64url');
      const staffId = await grantStaff(handle.db, { cli: 'bench' }, { phone: '9999912345', name: 'Bench operator', role: 'operator', templeIds: [] });
      await handle.db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
      const headers = { [STAFF_TOKEN_HEADER]: token };
      const base = `${address}${ADMIN_API_PREFIX}`;

      const [busy] = await handle.db.select({ eventId: orders.eventId, templeId: orders.templeId }).from(orders).where(eq(orders.id, 'SKP000000001'));
      if (!busy) throw new Error('seed failed: no busy order');
      // A page 2 000 orders deep, reached by following 40 cursors.
      let cursor = '';
      for (let i = 0; i < 40; i += 1) {
        const page = (await (await fetch(`${base}/orders${cursor ? `?cursor=${cursor}` : ''}`, { headers })).json()) as { data: { nextCursor: string } };
        cursor = page.data.nextCursor;
      }
      const sankalp = `eventId=${busy.eventId}&date=${BUSY_DAY}`;
      const results = [];
      results.push(await time('order list, first page', `${base}/orders`, headers));
      results.push(await time('order list, page 41 (2 000 deep, cursor)', `${base}/orders?cursor=${cursor}`, headers));
      results.push(await time('filter temple + status', `${base}/orders?templeId=${busy.templeId}&status=SUCCESS,COMPLETED`, headers));
      results.push(await time('filter puja date + paid', `${base}/orders?pujaDate=2026-10-01&payment=paid`, headers));
      results.push(await time('search devotee name ("sharma")', `${base}/orders?q=sharma`, headers));
      results.push(await time('search devotee name ("kavita sax")', `${base}/orders?q=kavita%20sax`, headers));
      results.push(await time('search phone', `${base}/orders?q=8000001234`, headers));
      results.push(await time('search order id', `${base}/orders?q=SKP000054321`, headers));
      results.push(await time(`sankalp list (${BUSY_ORDERS} orders)`, `${base}/sankalp?${sankalp}`, headers));
      results.push(await time(`sankalp CSV (${BUSY_ORDERS} orders)`, `${base}/sankalp.csv?${sankalp}&language=hindi`, headers));
      results.push(await time('dashboard', `${base}/dashboard`, headers));
      console.log(`\nConsole on ${ORDERS} orders, PostgreSQL, ${REQUESTS} sequential requests each (target p99 ≤ 100 ms):\n`);
      console.log('| request | p50 ms | p99 ms | bytes |');
      console.log('|---|---|---|---|');
      for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.bytes} |`);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await target.drop();
  }
}

await main();
