import { sql } from 'drizzle-orm';
import { createThrowawayDb } from './throwaway-db.ts';
import { getStatement } from '../src/admin/statements/get-statement.ts';
import { settleStatement } from '../src/admin/statements/settle-statement.ts';
import { countMovements, csvLines, openMovements } from '../src/admin/statements/statement-queries.ts';
import { rowsOf } from '../src/db/raw-rows.ts';
import { statementCsv } from '../src/admin/statements/statement-csv.ts';
import { reconcile } from '../src/admin/reconciliation/reconcile.ts';
import { grantStaff } from '../src/admin/staff/grant-staff.ts';
import type { StaffCaller } from '../src/admin/core/staff-auth.ts';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { catalogue } from '../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';

/**
 * `npm run bench` (also `npm run bench:statement`): a temple statement of 100 000 paid orders, on
 * PostgreSQL (issue 23: ≤ 1 s). Seeds a throwaway database (BENCH_DATABASE_URL's server) with
 * --orders (default 100 000) orders of one temple paid on one IST day, 1 in 20 partly refunded that
 * day, and as many again of other temples and days (what the statement must not read); then times
 * the statement the console loads (totals + one page of lines: the target, ≤ 1 s), and, reported
 * beside it, the CSV of every line, settling it (its lines written) and the reconciliation of the
 * day. Median of 5 runs (settling runs once). Prints EXPLAIN ANALYZE of the totals. Skips if no
 * PostgreSQL.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('orders', 100_000);
const DAY = '2026-12-15';
const TARGET_MS = 1000;

const SEED_SQL = (n: number) => `
insert into users (phone, name) select '8' || lpad(g::text, 9, '0'), 'Bench devotee' from generate_series(1, 5000) g;
create table bench_events as
  select e.id, e.temple_id, e.name_en, e.name_hi, row_number() over (order by e.name_en) as k from events e;
with us as (select array_agg(id order by phone) ids from users where phone like '8%'),
     target as (select id, temple_id, name_en, name_hi from bench_events where k = 1),
     other as (select array_agg(id order by k) ids, array_agg(temple_id order by k) temples, count(*)::int c from bench_events
                where temple_id <> (select temple_id from bench_events where k = 1))
insert into orders (id, user_id, event_id, temple_id, type, status, total_paise, event_name_en, event_name_hi, image_url, event_date_time,
                    devotee_name, whatsapp_number, gotra, created_at, updated_at)
select 'SKP' || lpad(g::text, 9, '0'), us.ids[(g % 5000) + 1],
       case when g <= ${n} then target.id else other.ids[(g % other.c) + 1] end,
       case when g <= ${n} then target.temple_id else other.temples[(g % other.c) + 1] end,
       'PUJA', 'SUCCESS', 110100 + (g % 7) * 1000, target.name_en, target.name_hi, '/images/bench.webp',
       '${DAY}T07:00:00+05:30'::timestamptz, 'Bench devotee ' || g, '7' || lpad(g::text, 9, '0'), 'Kashyap',
       '${DAY}T00:00:00+05:30'::timestamptz + ((g % 86000) * interval '1 second'), now()
from generate_series(1, ${2 * n}) g, us, target, other;
insert into payments (order_id, provider, provider_order_id, provider_payment_id, amount_paise, status, created_at, updated_at)
select id, 'simulated', 'order_b_' || id, 'pay_b_' || id, total_paise, 'CAPTURED', created_at,
       -- the target temple's on the day; the others' spread over the 60 days before and after
       case when temple_id = (select temple_id from bench_events where k = 1) then created_at
            else created_at + ((substr(id, 4)::int % 121) - 60) * interval '1 day' end
from orders where id like 'SKP%';
insert into refunds (order_id, payment_id, provider, provider_payment_id, provider_refund_id, idempotency_key, amount_paise, status, reason, created_at, updated_at)
select p.order_id, p.id, 'simulated', p.provider_payment_id, 'rfnd_b_' || p.order_id, 'bench-' || p.order_id, 10000, 'PROCESSED', 'bench',
       p.updated_at + interval '1 minute', least(p.updated_at + interval '1 minute', '${DAY}T23:59:59+05:30'::timestamptz)
from payments p where p.provider_payment_id like 'pay_b_%' and substr(p.order_id, 4)::int % 20 = 0;
analyze;
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed<T>(runs: number, f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    value = await f();
    times.push(performance.now() - started);
  }
  return { ms: median(times), value };
}

async function main() {
  const target = await createThrowawayDb('Statement');
  if (!target) return;
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: 5 });
  try {
    await runMigrations(handle, { kind: 'postgres', url: target.url });
    await seedCatalogue(handle.db, catalogue);
    const seedStarted = performance.now();
    await handle.db.execute(sql.raw(SEED_SQL(ORDERS)));
    console.log(`Seeded ${ORDERS} paid orders of one temple on ${DAY} (and ${ORDERS} of others) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const [{ templeId } = { templeId: '' }] = await rowsOf<{ templeId: string }>(handle.db, sql`select temple_id as "templeId" from bench_events where k = 1`);
    await handle.db.execute(sql`update temples set share_bps = 1000, fee_per_order_paise = 500 where id = ${templeId}::uuid`);
    const staffId = await grantStaff(handle.db, { cli: 'bench' }, { phone: '9999912346', name: 'Bench admin', role: 'admin', templeIds: [] });
    const staff: StaffCaller = { staffId, sessionId: 'bench', phone: '9999912346', name: 'Bench admin', role: 'admin', templeIds: [] };
    const period = { templeId, from: DAY, to: DAY };

    const page = await timed(5, () => getStatement(handle.db, staff, { ...period, page: 0 }));
    const t = page.value.totals;
    console.log(
      `statement (totals and first page): ${page.ms.toFixed(0)} ms — ${t.paymentsCount} payments, ${t.refundsCount} refunds, gross ${t.grossPaise}, owed ${t.owedPaise}`,
    );
    const csv = await timed(5, async () => {
      const lines = await csvLines(handle.db, openMovements(templeId, period), 'english');
      return statementCsv({ ...page.value, templeName: 'Bench temple', reference: null, lines }, 'english');
    });
    console.log(`statement CSV (every line, built): ${csv.ms.toFixed(0)} ms — ${(csv.value.length / 1e6).toFixed(1)} MB`);
    const rec = await timed(5, () => reconcile(handle.db, { from: DAY, to: DAY }));
    console.log(
      `reconciliation of the day: ${rec.ms.toFixed(0)} ms — difference ${rec.value.differencePaise}, ${rec.value.differencesTotal} differences (no receipts are seeded), ${rec.value.differences.length} listed`,
    );

    const explain = await rowsOf<{ 'QUERY PLAN': string }>(
      handle.db,
      sql`explain (analyze, buffers, costs off) select count(*) from (${openMovements(templeId, period)}) m`,
    );
    console.log(explain.map((r) => r['QUERY PLAN']).join('\n'));

    const expected = await countMovements(handle.db, openMovements(templeId, period));
    const settled = await timed(1, () => settleStatement(handle.db, staff, { ...period, reference: 'BENCH', expected }));
    console.log(`settle (statement, ${expected.paymentsCount + expected.refundsCount} lines, audit): ${settled.ms.toFixed(0)} ms`);
    const after = await timed(5, () => getStatement(handle.db, staff, { ...period, page: 0 }));
    console.log(`statement after settling (every movement settled): ${after.ms.toFixed(0)} ms — ${after.value.totals.paymentsCount} payments left`);

    // The target (issue 23) is the statement: what the console computes and shows. The CSV of every
    // line and the settling write 105 000 rows; they are reported, and kept near it (decision 270).
    const worst = Math.max(page.ms, after.ms);
    console.log(`Statement of ${ORDERS} orders: ${worst.toFixed(0)} ms (target ≤ ${TARGET_MS} ms): ${worst <= TARGET_MS ? 'PASS' : 'FAIL'}`);
    if (worst > TARGET_MS) process.exitCode = 1;
  } finally {
    await handle.close();
    await target.drop();
  }
}

await main();
