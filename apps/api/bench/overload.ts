import { loadavg } from 'node:os';
import { openDb } from '../src/db/client.ts';
import { startWhatsAppStandIn } from '../test/features/notification/whatsapp-stand-in.ts';
import { checkoutServerEnv, RECONCILE_WINDOW_MS, SHEDDING_OFF } from './checkout-server-env.ts';
import { findBookable } from './checkout-steps.ts';
import { checkMoney, printMoneyCheck } from './money-checks.ts';
import { freePort, startServer, stop, throwawaySecrets, waitForHttp } from './processes.ts';
import { checkoutLikeTheSite, fillBasket, makeDevoteesInBulk, newStats, percentile, statusCounts, type CheckoutStats } from './site-devotee.ts';
import { createThrowawayDb } from './throwaway-db.ts';

/**
 * `npm run bench:overload -w @sankalp/api` (issue 20 part 5, decision 195): one compiled API process
 * on a throwaway PostgreSQL database. First its capacity, with shedding off: --capacity-devotees
 * devotees (default 20) checking out one after another for --capacity-seconds (10), paid checkouts
 * per second. Then, restarted with the OVERLOAD_* settings of the environment (else the defaults),
 * --factor (3) times that is offered for --duration seconds (60) as an open-loop arrival rate (a new
 * devotee every 1/rate s, whatever the server does, arriving at the checkout with a basket filled
 * beforehand: what is offered is checkouts), each devotee behaving as the site does
 * (site-devotee.ts: in line on 503 BUSY until the offer ends). --rate <n> skips the capacity run.
 * Prints the admitted checkouts' p50/p99 (from the admitted /order/create to the callback), the
 * 503 BUSY answers (and any without Retry-After), every other 5xx, and checks the database.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const capacityDevotees = arg('capacity-devotees', 20);
const capacitySeconds = arg('capacity-seconds', 10);
const factor = arg('factor', 3);
const duration = arg('duration', 60);
const fixedRate = arg('rate', 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const target = await createThrowawayDb('Overload');
  if (!target) return;
  const standIn = await startWhatsAppStandIn();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = checkoutServerEnv({ port, publicBaseUrl: base, databaseUrl: target.url, whatsAppUrl: standIn.url, secrets: throwawaySecrets() });
  // The capacity is measured with shedding off (what the process can do), the offer with it on.
  let server = startServer({ ...env, SEED_ON_START: 'true', ...(fixedRate ? {} : SHEDDING_OFF) });
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: 4 });
  try {
    await waitForHttp(`${base}/readyz`);
    const item = await findBookable(handle.db);

    let rate = fixedRate;
    let capacityLine = `offered rate given (--rate ${fixedRate})`;
    if (!rate) {
      const tokens = await makeDevoteesInBulk(handle.db, capacityDevotees);
      const stats = newStats();
      const started = performance.now();
      const end = started + capacitySeconds * 1000;
      await Promise.all(
        tokens.map(async (token) => {
          // A devotee still in line when the time is up goes home.
          while (performance.now() < end && (await checkoutLikeTheSite(base, token, item, stats, end)) !== 'left');
        }),
      );
      const capacity = stats.doneAt.length / ((performance.now() - started) / 1000);
      rate = capacity * factor;
      capacityLine = `capacity ${capacity.toFixed(1)} paid checkouts/s (shedding off, ${capacityDevotees} devotees one checkout after another, ${capacitySeconds} s, ${stats.failed} failed); offered ${factor}× = ${rate.toFixed(1)}/s`;
      await stop(server);
      server = startServer(env);
      await waitForHttp(`${base}/readyz`);
    }

    const arrivals = Math.ceil(rate * duration);
    const tokens = await makeDevoteesInBulk(handle.db, arrivals);
    // What is offered is checkouts: each devotee arrives with a basket filled beforehand, 20 at a time.
    const baskets: string[] = [];
    const prep = newStats();
    for (let i = 0; i < tokens.length; i += 20)
      baskets.push(...(await Promise.all(tokens.slice(i, i + 20).map((token) => fillBasket(base, token, item, prep)))));
    const stats = newStats();
    const inFlight: Promise<unknown>[] = [];
    const started = performance.now();
    const end = started + duration * 1000;
    while (performance.now() < end) {
      const due = Math.min(arrivals, Math.floor(((performance.now() - started) / 1000) * rate));
      while (inFlight.length < due) {
        const i = inFlight.length;
        inFlight.push(checkoutLikeTheSite(base, tokens[i]!, item, stats, end, baskets[i]));
      }
      await sleep(5);
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
    report(stats, { rate, arrivals: inFlight.length, seconds, capacityLine, load });
    const check = await checkMoney(target.url, standIn.seen, RECONCILE_WINDOW_MS);
    const ok = printMoneyCheck(check, RECONCILE_WINDOW_MS) && stats.busyWithoutRetryAfter === 0 && stats.other5xx.size === 0 && stats.failed === 0;
    console.log(ok ? '\nAll checks passed.' : '\nSOME CHECKS FAILED.');
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
    await stop(server);
    await standIn.close();
    await target.drop();
  }
}

function report(stats: CheckoutStats, run: { rate: number; arrivals: number; seconds: number; capacityLine: string; load: string }) {
  const admitted = [...stats.admittedMs].sort((a, b) => a - b);
  console.log(`\nOverload — one API process, PostgreSQL, simulated provider; ${run.capacityLine}; load average ${run.load}\n`);
  console.log(
    '| offered/s | devotees arrived | admitted | paid | paid/s | admitted p50 ms | admitted p99 ms | 503 BUSY (at initiate; no Retry-After) | other 5xx | lost answers | 409 in flight, asked again | failed | left the line |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${run.rate.toFixed(1)} | ${run.arrivals} | ${stats.orderIds.length} | ${stats.doneAt.length} | ${(stats.doneAt.length / run.seconds).toFixed(1)} | ${percentile(admitted, 50).toFixed(0)} | ${percentile(admitted, 99).toFixed(0)} | ${stats.busy} (${stats.busyAtInitiate}; ${stats.busyWithoutRetryAfter}) | ${statusCounts(stats.other5xx)} | ${stats.lostAnswers} | ${stats.inFlight} | ${stats.failed} | ${stats.leftTheLine} |`,
  );
  for (const failure of stats.failures) console.log(`  failure: ${failure}`);
  const p99 = percentile(admitted, 99);
  console.log(`  issue 20's target, admitted checkouts p99 ≤ 1 s: ${p99 <= 1000 ? 'met' : 'NOT met'} (${p99.toFixed(0)} ms)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
