import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/client.ts';
import { startWhatsAppStandIn } from '../test/features/notification/whatsapp-stand-in.ts';
import { checkoutServerEnv, RECONCILE_WINDOW_MS } from './checkout-server-env.ts';
import { findBookable } from './checkout-steps.ts';
import { haproxyConfig, haproxyMissing, startHaproxy } from './haproxy.ts';
import { checkMoney, printMoneyCheck } from './money-checks.ts';
import { freePort, startServer, stop, throwawaySecrets, waitForHttp } from './processes.ts';
import { checkoutLikeTheSite, makeDevoteesInBulk, newStats, percentile, statusCounts, type CheckoutStats } from './site-devotee.ts';
import { createThrowawayDb } from './throwaway-db.ts';

/**
 * `npm run bench:peak` (at the repo root: builds first; issue 20 part 6, decision 197): a festival
 * peak on one machine. Two compiled API processes on one throwaway PostgreSQL database (on
 * BENCH_DATABASE_URL's server), Debian's HAProxy in front (haproxy.ts), --devotees devotees
 * (default 1000) each checking out again and again for --duration seconds (120) as the site does
 * (site-devotee.ts: in line on 503 BUSY, the same Idempotency-Key on a retry). At --kill-at seconds
 * (default half-way) one API process is killed with SIGKILL; --restart-after seconds later (5; 0 =
 * never) it is started again, as a process manager would. Prints paid/s, p50/p99, the 503s and
 * every other error, then checks the database: every payment the provider captured is paid with us
 * within the reconcile window, none captured twice, one paid message each.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const devotees = arg('devotees', 1000);
const duration = arg('duration', 120);
const killAt = arg('kill-at', duration / 2);
const restartAfter = arg('restart-after', 5);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const missing = haproxyMissing();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const target = await createThrowawayDb('Peak');
  if (!target) {
    process.exitCode = 1;
    return;
  }
  const standIn = await startWhatsAppStandIn();
  const [lbPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
  const base = `http://127.0.0.1:${lbPort}`;
  const secrets = throwawaySecrets();
  const envFor = (port: number) => ({
    ...checkoutServerEnv({ port, publicBaseUrl: base, databaseUrl: target.url, whatsAppUrl: standIn.url, secrets }),
    TRUST_PROXY: 'true',
  });
  const configDir = await mkdtemp(path.join(tmpdir(), 'sankalp-peak-'));
  const processes: ChildProcess[] = [];
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: 4 });
  try {
    // One seeds (both at once would race on the same rows), then the other starts.
    let killed = startServer({ ...envFor(portA), SEED_ON_START: 'true' });
    processes.push(killed);
    await waitForHttp(`http://127.0.0.1:${portA}/readyz`);
    processes.push(startServer(envFor(portB)));
    await waitForHttp(`http://127.0.0.1:${portB}/readyz`);
    const config = haproxyConfig(lbPort, [
      { name: 'a', port: portA },
      { name: 'b', port: portB },
    ]);
    processes.push(await startHaproxy(path.join(configDir, 'haproxy.cfg'), config, lbPort));
    await waitForHttp(`${base}/readyz`);
    const item = await findBookable(handle.db);
    const tokens = await makeDevoteesInBulk(handle.db, devotees);

    const stats = newStats();
    const started = performance.now();
    const end = started + duration * 1000;
    const events: string[] = [];
    const chaos = (async () => {
      await sleep(killAt * 1000);
      killed.kill('SIGKILL');
      events.push(`${killAt.toFixed(0)} s: API process a killed (SIGKILL)`);
      if (restartAfter <= 0) return;
      await sleep(restartAfter * 1000);
      killed = startServer(envFor(portA));
      processes.push(killed);
      await waitForHttp(`http://127.0.0.1:${portA}/readyz`);
      events.push(`${((performance.now() - started) / 1000).toFixed(0)} s: process a started again and ready`);
    })();
    await Promise.all(
      tokens.map(async (token) => {
        // A devotee still in line when the time is up goes home.
        while (performance.now() < end && (await checkoutLikeTheSite(base, token, item, stats, end)) !== 'left');
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await chaos;
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
    report(stats, { seconds, started, events, load });
    const check = await checkMoney(target.url, standIn.seen, RECONCILE_WINDOW_MS);
    const ok = printMoneyCheck(check, RECONCILE_WINDOW_MS) && stats.failed === 0 && stats.busyWithoutRetryAfter === 0;
    console.log(ok ? '\nAll checks passed.' : '\nSOME CHECKS FAILED.');
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
    for (const child of processes.reverse()) await stop(child);
    await standIn.close();
    await target.drop();
    await rm(configDir, { recursive: true, force: true });
  }
}

function report(stats: CheckoutStats, run: { seconds: number; started: number; events: string[]; load: string }) {
  const whole = [...stats.wholeMs].sort((a, b) => a - b);
  const admitted = [...stats.admittedMs].sort((a, b) => a - b);
  console.log(`\nPeak — ${devotees} devotees for ${duration} s, 2 API processes behind HAProxy, one PostgreSQL; load average at the end ${run.load}\n`);
  console.log(
    '| paid/s | paid | whole checkout p50 / p99 ms | admitted p50 / p99 ms | 503 BUSY (at initiate) | other 5xx | lost answers | 409 in flight, asked again | failed | left the line | paid without our callback |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const pair = (sorted: number[]) => `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 99).toFixed(0)}`;
  console.log(
    `| ${(stats.doneAt.length / run.seconds).toFixed(1)} | ${stats.doneAt.length} | ${pair(whole)} | ${pair(admitted)} | ${stats.busy} (${stats.busyAtInitiate}) | ${statusCounts(stats.other5xx)} | ${stats.lostAnswers} | ${stats.inFlight} | ${stats.failed} | ${stats.leftTheLine} | ${stats.paidWithoutCallback} |`,
  );
  for (const failure of stats.failures) console.log(`  failure: ${failure}`);
  // Paid checkouts per 10 s, to see the kill and the recovery.
  const buckets = new Array<number>(Math.ceil(run.seconds / 10)).fill(0);
  for (const at of stats.doneAt) buckets[Math.min(buckets.length - 1, Math.floor((at - run.started) / 10_000))]!++;
  console.log(`  paid per 10 s: ${buckets.join(' ')}`);
  for (const event of run.events) console.log(`  ${event}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
