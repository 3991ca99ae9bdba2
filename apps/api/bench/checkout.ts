import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { createThrowawayDb } from './throwaway-db.ts';
import { openDb } from '../src/db/client.ts';
import { orders, payments } from '../src/db/schema/index.ts';
import { checkoutOnce, findBookable, makeDevotees } from './checkout-steps.ts';
import { SHEDDING_OFF } from './checkout-server-env.ts';
import { freePort, startServer, stop, waitForHttp } from './processes.ts';
import { lightFetch } from './light-fetch.ts';

/**
 * `npm run bench:checkout` (also the end of `npm run bench`): orders created and paid per second,
 * end to end over HTTP through the simulated provider (cart, order, initiate, checkout page, pay,
 * signed callback), with p50/p99 of one whole checkout, on PostgreSQL. Each run makes and drops
 * its own database on the server named by BENCH_DATABASE_URL (an admin URL; default
 * postgres://postgres@127.0.0.1:5432/postgres) and skips, saying why, if it cannot connect.
 * Options: --duration <s> (default 10) --connections <n> (concurrent devotees, default 100, the
 * issue-20 target's) --cpu-prof <dir> (the server writes a V8 CPU profile there when it stops).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 100);
const profileDir = process.argv.includes('--cpu-prof') ? process.argv[process.argv.indexOf('--cpu-prof') + 1] : undefined;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const target = await createThrowawayDb('Checkout');
  if (!target) return;
  const port = await freePort();
  const server = startServer(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: target.url,
      SEED_ON_START: 'true',
      OTP_SECRET: randomBytes(24).toString('hex'),
      PAYMENT_PROVIDER: 'simulated',
      SIMULATED_PAYMENT_SECRET: randomBytes(24).toString('hex'),
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      // Capacity, not the line: a refused checkout would count as an error here (bench:overload measures shedding).
      ...SHEDDING_OFF,
    },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: 4 });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/public/api/v1/puja/all`);
    const item = await findBookable(handle.db);
    const tokens = await makeDevotees(handle.db, connections);
    for (const t of tokens.slice(0, 5)) await checkoutOnce(base, t, item); // warm up

    const client = lightFetch(connections * 2);
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + duration * 1000;
    await Promise.all(
      tokens.map(async (token) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          try {
            await checkoutOnce(base, token, item, client);
            latencies.push(performance.now() - t0);
          } catch (err) {
            errors++;
            if (errors <= 3) console.error(err);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [paid] = await handle.db.select({ n: count() }).from(orders).where(eq(orders.status, 'SUCCESS'));
    const [captured] = await handle.db.select({ n: count() }).from(payments).where(eq(payments.status, 'CAPTURED'));
    const sorted = latencies.sort((a, b) => a - b);
    console.log(`\nCheckout benchmark — ${connections} concurrent devotees, ${duration} s, PostgreSQL, simulated provider (webhooks on)\n`);
    console.log('| checkouts/s (order created + paid) | p50 ms | p99 ms | errors | orders paid | payments captured |');
    console.log('|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${(sorted.length / seconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${errors} | ${paid!.n} | ${captured!.n} |`,
    );
  } finally {
    await handle.close();
    await stop(server);
    await target.drop();
  }
}

await main();
