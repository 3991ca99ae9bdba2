import { count, eq } from 'drizzle-orm';
import { orders, payments } from '../src/db/schema/index.ts';
import { checkoutOnce, checkoutThroughRazorpay, makeDevotees } from './checkout-steps.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from './razorpay-stand-in.ts';
import { withMeasuredServer } from './measured-server.ts';
import { lightFetch } from './light-fetch.ts';
import { cpuNanos, localPostgresPids, msPer } from './process-cpu.ts';
import { measureMachineYardstick, yardstickLine } from './machine-yardstick.ts';

/**
 * `npm run bench:checkout` (also the end of `npm run bench`): orders created and paid per second,
 * end to end over HTTP through the simulated provider (cart, order, initiate, checkout page, pay,
 * signed callback), with p50/p99 of one whole checkout, on PostgreSQL. Each run makes and drops
 * its own database on the server named by BENCH_DATABASE_URL (an admin URL; default
 * postgres://postgres@127.0.0.1:5432/postgres) and skips, saying why, if it cannot connect.
 * Options: --duration <s> (default 10) --connections <n> (concurrent devotees, default 100, the
 * issue-20 target's) --cpu-prof <dir> (the server writes a V8 CPU profile there when it stops)
 * --provider simulated|razorpay (default simulated): `simulated` is the product's own stand-in,
 * which serves its checkout page and pay form from our process and keeps its orders in our database;
 * `razorpay` is production's path, our Razorpay adapter against a stand-in for Razorpay's API in the
 * bench's process (bench/razorpay-stand-in.ts), whose webhook and callback come as Razorpay's do.
 * It ends with the machine's yardstick (bench/machine-yardstick.ts), measured just before the run.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 100);
const provider = process.argv.includes('--provider') ? process.argv[process.argv.indexOf('--provider') + 1] : 'simulated';
if (provider !== 'simulated' && provider !== 'razorpay') throw new Error(`--provider ${provider}: simulated or razorpay`);
const profileDir = process.argv.includes('--cpu-prof') ? process.argv[process.argv.indexOf('--cpu-prof') + 1] : undefined;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const yardstick = await measureMachineYardstick();
  const razorpay: RazorpayStandIn | null = provider === 'razorpay' ? await startRazorpayStandIn() : null;
  await withMeasuredServer(
    'Checkout',
    { poolSize: 4, nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [], env: razorpay?.env },
    async ({ base, server, db, item }) => {
      const tokens = await makeDevotees(db, connections);
      const checkout = (token: string, fetch?: typeof globalThis.fetch) =>
        razorpay ? checkoutThroughRazorpay(base, token, item, razorpay, fetch) : checkoutOnce(base, token, item, fetch);
      for (const t of tokens.slice(0, 5)) await checkout(t); // warm up

      // Two connections a devotee: the Razorpay path's webhook and callback go together.
      const client = lightFetch(connections * 2);
      const latencies: number[] = [];
      let errors = 0;
      const cpuBefore = { server: cpuNanos([server.pid!]), postgres: cpuNanos(localPostgresPids()), bench: process.cpuUsage() };
      const started = performance.now();
      const deadline = started + duration * 1000;
      await Promise.all(
        tokens.map(async (token) => {
          while (performance.now() < deadline) {
            const t0 = performance.now();
            try {
              await checkout(token, client);
              latencies.push(performance.now() - t0);
            } catch (err) {
              errors++;
              if (errors <= 3) console.error(err);
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const done = latencies.length;
      const benchCpu = process.cpuUsage(cpuBefore.bench);
      const cpu = {
        server: msPer(cpuBefore.server, cpuNanos([server.pid!]), done),
        postgres: msPer(cpuBefore.postgres, cpuNanos(localPostgresPids()), done),
        bench: (benchCpu.user + benchCpu.system) / 1000 / done,
      };
      const [paid] = await db.select({ n: count() }).from(orders).where(eq(orders.status, 'SUCCESS'));
      const [captured] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'CAPTURED'));
      const sorted = latencies.sort((a, b) => a - b);
      const through = razorpay ? 'Razorpay adapter, Razorpay stand-in in the load generator' : 'simulated provider (webhooks on)';
      console.log(`\nCheckout benchmark — ${connections} concurrent devotees, ${duration} s, PostgreSQL, ${through}\n`);
      console.log('| checkouts/s (order created + paid) | p50 ms | p99 ms | errors | orders paid | payments captured |');
      console.log('|---:|---:|---:|---:|---:|---:|');
      console.log(
        `| ${(done / seconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${errors} | ${paid!.n} | ${captured!.n} |`,
      );
      // What one checkout costs each process: the server's share of two cores is what throughput can reach.
      const pg = cpuBefore.postgres.size > 0 ? cpu.postgres.toFixed(2) : 'not local';
      console.log(
        `\nCPU per checkout (ms): server ${cpu.server.toFixed(2)}, PostgreSQL ${pg}, ${razorpay ? 'load generator with the Razorpay stand-in' : 'load generator'} ${cpu.bench.toFixed(2)}`,
      );
      console.log(yardstickLine(yardstick));
    },
  );
  await razorpay?.close();
}

await main();
