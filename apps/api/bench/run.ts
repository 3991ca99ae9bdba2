import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { landingJsGzipBytes, printLandingJs, type LandingJs } from './landing-js.ts';
import { apiRoot, freePort, startServer, startTs, stop, throwawaySecrets, waitForHttp } from './processes.ts';

/**
 * `npm run bench`: throughput and p99 of catalogue endpoints and of a server-rendered page (its
 * HTML kept for the catalogue cache period, and rendered on every request) next to a bare Fastify
 * route measured in the same run, and the landing page's JavaScript weight.
 * Options: --duration <s> (default 8) --connections <n> (default 100).
 * The database is PGlite unless DATABASE_URL is set in the environment (passed to the server).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 8);
const connections = arg('connections', 100);

type Result = { name: string; rps: number; p99: number; errors: number; bareRps: number };

async function run(url: string, seconds: number, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: 10, duration: 1, headers }); // warm up JIT, pools and caches
  return autocannon({ url, connections, duration: seconds, headers });
}

/**
 * The endpoint, with the bare route measured just before and just after it: on a shared or noisy
 * machine the speed drifts within a run, so each ratio compares against its own neighbours.
 */
async function measure(name: string, url: string, bareUrl: string, headers: Record<string, string> = {}): Promise<Result> {
  const before = await run(bareUrl, duration / 2);
  const r = await run(url, duration, headers);
  const after = await run(bareUrl, duration / 2);
  const bareRps = Math.round((before.requests.average + after.requests.average) / 2);
  return { name, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx, bareRps };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankalp-bench-'));
  const [apiPort, barePort, uncachedPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const secrets = throwawaySecrets();
  const common = { LOG_LEVEL: 'warn', NODE_ENV: 'production', HOST: '127.0.0.1', ...secrets };
  const api = startServer({
    ...common,
    PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}`,
    PORT: String(apiPort),
    DATA_DIR: path.join(dataDir, 'a'),
    SEED_ON_START: 'true',
  });
  const bare = startTs('bench/bare-server.ts', [String(barePort)], {});
  const results: Result[] = [];
  try {
    const base = `http://127.0.0.1:${apiPort}`;
    await Promise.all([waitForHttp(`${base}/public/api/v1/puja/all`), waitForHttp(`http://127.0.0.1:${barePort}/bare`)]);
    const list = (await (await fetch(`${base}/public/api/v1/puja/all?pageNumber=0`)).json()) as { data: { pujaList: { id: string; searchKey: string }[] } };
    const detailPath = `/public/api/v1/puja/${list.data.pujaList[0]!.id}`;
    // The puja's page as a browser asks for it; the Lighthouse bench measures the same page.
    const pagePath = `/puja/${list.data.pujaList[0]!.searchKey}?language=hindi`;
    const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    results.push(await measure('GET /puja/all (cache on, default)', `${base}/public/api/v1/puja/all?pageNumber=0`, bareUrl));
    results.push(await measure('GET /puja/{id} (cache on, default)', `${base}${detailPath}`, bareUrl));
    // Hindi bodies are ~1.7× the bytes (~10 KB): uncompressed, loopback bytes bound the rate.
    results.push(await measure('GET /puja/{id} Hindi, uncompressed', `${base}${detailPath}`, bareUrl, { 'accept-language': 'hindi' }));
    results.push(
      await measure('GET /puja/{id} Hindi, brotli (as browsers ask)', `${base}${detailPath}`, bareUrl, {
        'accept-language': 'hindi',
        'accept-encoding': 'gzip, deflate, br',
      }),
    );
    const hasSite = existsSync(path.join(apiRoot, '../web/dist/index.html'));
    if (hasSite)
      results.push(
        await measure('GET /puja/<searchKey>?language=hindi (server-rendered, cached HTML, default)', `${base}${pagePath}`, bareUrl, browserHeaders),
      );
    await stop(api);

    // Same endpoints with the read cache off: every request goes to the database.
    const uncached = startServer({
      ...common,
      PUBLIC_BASE_URL: `http://127.0.0.1:${uncachedPort}`,
      PORT: String(uncachedPort),
      DATA_DIR: path.join(dataDir, 'a'),
      CATALOGUE_CACHE_SECONDS: '0',
    });
    const ub = `http://127.0.0.1:${uncachedPort}`;
    try {
      await waitForHttp(`${ub}/public/api/v1/puja/all`);
      results.push(await measure('GET /puja/all (cache off)', `${ub}/public/api/v1/puja/all?pageNumber=0`, bareUrl));
      results.push(await measure('GET /puja/{id} (cache off)', `${ub}${detailPath}`, bareUrl));
      if (hasSite)
        results.push(
          await measure('GET /puja/<searchKey>?language=hindi (server-rendered per request, cache off)', `${ub}${pagePath}`, bareUrl, browserHeaders),
        );
      const js = hasSite ? await landingJsGzipBytes(ub) : null;
      report(results, js);
    } finally {
      await stop(uncached);
    }
  } finally {
    await Promise.all([stop(api), stop(bare)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(results: Result[], js: LandingJs | null) {
  console.log(
    `\nSankalp benchmark — ${connections} connections, ${duration} s each (bare route ${duration / 2} s before and after each), database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log('| endpoint | requests/s | p99 ms | bare route requests/s | ratio to bare | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${r.rps} | ${r.p99} | ${r.bareRps} | ${(r.rps / r.bareRps).toFixed(2)} | ${r.errors} |`);
  if (js) {
    printLandingJs(js);
  } else {
    console.log('\nLanding page JavaScript: site not built (npm run build -w @sankalp/web)');
  }
}

await main();
