import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { catalogue } from '../src/db/seed/catalogue/index.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';
import { checkoutOnce, findBookable, makeDevotees } from './checkout-steps.ts';
import { createThrowawayDb } from './throwaway-db.ts';
import { SHEDDING_OFF } from './checkout-server-env.ts';

/**
 * `npm run bench:checkout-queries`: round trips to PostgreSQL (COMMIT included; a BEGIN rides with
 * its transaction's first statement, decision 281) per step of one checkout and in all, counted by
 * the pool's clients of the server run in this process (`--sql` prints the statements Drizzle
 * handed them). The background part (the provider's webhook, the paid message's outbox
 * delivery) is counted once the server has gone quiet after each checkout.
 */
const CHECKOUTS = 40;
/** `--sql`: also print every statement of the last checkout. */
const showSql = process.argv.includes('--sql');
const QUIET_MS = 300;

const stepOf = (url: string) => {
  const path = new URL(url).pathname;
  if (path.includes('/cart')) return 'cart';
  if (path.includes('/order/create')) return 'order/create';
  if (path.includes('/payment/initiate')) return 'payment/initiate';
  if (path.endsWith('/pay')) return 'provider pay';
  if (path.includes('/checkout')) return 'provider page';
  if (path.includes('/callback')) return 'callback';
  return path;
};

async function main() {
  const target = await createThrowawayDb('Checkout queries');
  if (!target) return;
  let queries = 0;
  let statements: string[] = [];
  let lastQueryAt = performance.now();
  const dbTarget = {
    kind: 'postgres' as const,
    url: target.url,
    onRoundTrip: () => {
      queries++;
      lastQueryAt = performance.now();
    },
    logger: {
      logQuery: (sql: string) => {
        if (showSql) statements.push(sql.slice(0, 160));
      },
    },
  };
  const handle = await openDb(dbTarget);
  await runMigrations(handle, dbTarget);
  await seedCatalogue(handle.db, catalogue);
  Object.assign(process.env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: 'http://127.0.0.1:1',
    OTP_SECRET: randomBytes(24).toString('hex'),
    SIMULATED_PAYMENT_SECRET: randomBytes(24).toString('hex'),
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    // Counting, not the line: the event-loop delay of the start itself would refuse the first order.
    ...SHEDDING_OFF,
  });
  const app = await buildApp(loadConfig(), handle.db, { listen: handle.listen });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const item = await findBookable(handle.db);
    const [token] = await makeDevotees(handle.db, 1);
    const quiet = async () => {
      while (performance.now() - lastQueryAt < QUIET_MS) await new Promise((r) => setTimeout(r, 50));
    };
    await checkoutOnce(base, token!, item); // warm up
    await quiet();
    const perStep = new Map<string, number>();
    let background = 0;
    const counting: typeof fetch = async (input, init) => {
      const before = queries;
      const res = await fetch(input, init);
      const step = stepOf(input instanceof Request ? input.url : input.toString());
      if (showSql) statements.push(`--- ${step}`);
      perStep.set(step, (perStep.get(step) ?? 0) + queries - before);
      return res;
    };
    const start = queries;
    for (let i = 0; i < CHECKOUTS; i++) {
      statements = [];
      await checkoutOnce(base, token!, item, counting);
      const before = queries;
      await quiet();
      background += queries - before;
    }
    if (showSql) console.log(statements.join('\n'));
    console.log(`\nQueries per checkout (PostgreSQL round trips, mean of ${CHECKOUTS})\n`);
    console.log('| step | queries |');
    console.log('|---|---:|');
    for (const [step, n] of perStep) console.log(`| ${step} | ${(n / CHECKOUTS).toFixed(1)} |`);
    console.log(`| background (webhook, paid message) | ${(background / CHECKOUTS).toFixed(1)} |`);
    console.log(`| **all** | ${((queries - start) / CHECKOUTS).toFixed(1)} |`);
  } finally {
    await app.close();
    await handle.close();
    await target.drop();
  }
}

await main();
