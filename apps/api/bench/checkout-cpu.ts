import { checkoutOnce, makeDevotees } from './checkout-steps.ts';
import { withMeasuredServer } from './measured-server.ts';
import { lightFetch } from './light-fetch.ts';
import { cpuNanos, localPostgresPids, msPer } from './process-cpu.ts';

/**
 * `npm run bench:checkout-cpu`: the CPU each step of a checkout costs the server process and the
 * local PostgreSQL, one devotee at a time (so each step's CPU is its own), on a throwaway database
 * as bench:checkout. After Pay it waits until both are idle again, so the webhooks and the paid
 * message that Pay sets off are counted with it. Under load the same checkout costs less per step
 * (work batches up): bench:checkout prints that total. Options: --checkouts <n> (default 300).
 */
const arg = process.argv.indexOf('--checkouts');
const checkouts = arg > 0 ? Number(process.argv[arg + 1]) : 300;

const STEPS: [RegExp, string][] = [
  [/\/cart\/?$/, 'cart'],
  [/\/order\/create$/, 'order/create'],
  [/\/payment\/initiate$/, 'payment/initiate'],
  [/\/pay$/, 'provider pay, then its webhooks and message'],
  [/\/simulated\//, 'provider page'],
  [/\/payment\/callback$/, 'callback'],
];
const stepOf = (url: string) => STEPS.find(([path]) => path.test(new URL(url).pathname))?.[1] ?? new URL(url).pathname;
const IDLE_NS = 200_000;

async function main() {
  await withMeasuredServer('Checkout CPU', { poolSize: 1 }, async ({ base, server, db, item }) => {
    const [token] = await makeDevotees(db, 1);
    const plain = lightFetch(4);
    const read = () => ({ server: cpuNanos([server.pid!]), postgres: cpuNanos(localPostgresPids()) });
    const total = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    /** What Pay sets off runs after its answer: wait until neither process spends CPU for a while. */
    const idle = async () => {
      let last = total(cpuNanos([server.pid!, ...localPostgresPids()]));
      for (;;) {
        await new Promise((r) => setTimeout(r, 20));
        const now = total(cpuNanos([server.pid!, ...localPostgresPids()]));
        if (now - last < IDLE_NS) return;
        last = now;
      }
    };
    const spent = new Map<string, { server: number; postgres: number }>();
    const measured = (async (url: string, init?: RequestInit) => {
      const before = read();
      const res = await plain(url, init);
      const step = stepOf(url);
      if (step.startsWith('provider pay')) await idle();
      const after = read();
      const row = spent.get(step) ?? { server: 0, postgres: 0 };
      row.server += msPer(before.server, after.server, checkouts);
      row.postgres += msPer(before.postgres, after.postgres, checkouts);
      spent.set(step, row);
      return res;
    }) as typeof fetch;
    for (let i = 0; i < 50; i++) await checkoutOnce(base, token!, item, plain); // warm up
    for (let i = 0; i < checkouts; i++) await checkoutOnce(base, token!, item, measured);

    console.log(`\nCPU per checkout step — one devotee at a time, ${checkouts} checkouts, PostgreSQL, simulated provider (webhooks on)\n`);
    console.log('| step | server µs | PostgreSQL µs |');
    console.log('|---|---:|---:|');
    for (const [step, r] of spent) console.log(`| ${step} | ${(r.server * 1000).toFixed(0)} | ${(r.postgres * 1000).toFixed(0)} |`);
    const sum = (k: 'server' | 'postgres') => [...spent.values()].reduce((a, r) => a + r[k], 0) * 1000;
    console.log(`| **a whole checkout** | ${sum('server').toFixed(0)} | ${sum('postgres').toFixed(0)} |`);
  });
}

await main();
