import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { landingJsGzipBytes, printLandingJs, type LandingJs } from './landing-js.ts';
import { apiRoot, freePort, startServer, startTs, stop, throwawaySecrets, waitForHttp } from './processes.ts';
import { captureAnswer, load, printRows, replayOnBare, type Measured, type Row, type Target } from './same-bytes.ts';
import { createThrowawayDb } from './throwaway-db.ts';

/**
 * `npm run bench`: throughput, p99 and server CPU per answer of the catalogue endpoints, of a
 * server-rendered page and of an unknown path's 404 page, each next to a bare Fastify route answering
 * the same bytes (bench/bare-server.ts) measured just before and just after it; then the same reads
 * with the catalogue cache off, on PGlite and (when a PostgreSQL answers at BENCH_DATABASE_URL, a
 * throwaway database) on PostgreSQL; and the landing page's JavaScript weight.
 * Options: --duration <s> (default 8) --connections <n> (default 100).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 8);
const connections = arg('connections', 100);

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const HINDI = { 'accept-language': 'hindi' };
/** Issue 20's targets. */
const CATALOGUE_RATIO: Target = { ratio: 0.8 };
const DETAIL_CACHE_OFF: Target = { rps: 1_500 };
const UNKNOWN_PATH: Target = { rps: 5_000 };
/** Issue 11's. */
const CACHED_PAGE: Target = { rps: 500 };

type Endpoint = { name: string; path: string; headers?: Record<string, string>; target?: Target; status?: number; randomPath?: () => string };

let replays = 0;

/**
 * The endpoint, with the bare route answering its bytes measured just before and just after it: on
 * a shared or noisy machine the speed drifts within a run, so each ratio compares with its own neighbours.
 */
async function measure(server: ChildProcess, base: string, bare: { base: string; server: ChildProcess }, e: Endpoint): Promise<Row> {
  const answer = await captureAnswer(`${base}${e.path}`, e.headers ?? {});
  if (answer.status !== (e.status ?? 200)) throw new Error(`${e.path} answered ${answer.status}`);
  const bareUrl = await replayOnBare(bare.base, `r${++replays}`, answer);
  const onBare = () => load({ url: bareUrl, seconds: duration / 2, connections, headers: e.headers, server: bare.server, expectStatus: e.status });
  const before = await onBare();
  const r = await load({
    url: `${base}${e.path}`,
    seconds: duration,
    connections,
    headers: e.headers,
    server,
    expectStatus: e.status,
    path: e.randomPath,
  });
  const after = await onBare();
  const mean = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.round((a + b) / 2));
  const bareMeasured: Measured = {
    rps: Math.round((before.rps + after.rps) / 2),
    p99: Math.max(before.p99, after.p99),
    errors: before.errors + after.errors,
    cpuUsPerRequest: mean(before.cpuUsPerRequest, after.cpuUsPerRequest),
  };
  return { ...r, name: e.name, bare: bareMeasured, target: e.target ?? null };
}

/** Unknown paths, a new one every request: the 404 page must cost the same whatever the path. */
let unknown = 0;
const unknownPath = () => `/anything-random-${++unknown}`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankalp-bench-'));
  const [apiPort, barePort] = await Promise.all([freePort(), freePort()]);
  const secrets = throwawaySecrets();
  const common = { LOG_LEVEL: 'warn', NODE_ENV: 'production', HOST: '127.0.0.1', ...secrets };
  const serverOn = async (port: number, env: Record<string, string>) => {
    const server = startServer({ ...common, PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, PORT: String(port), ...env });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHttp(`${base}/public/api/v1/puja/all`);
    } catch (error) {
      await stop(server);
      throw error;
    }
    return { server, base };
  };
  const bare = { base: `http://127.0.0.1:${barePort}`, server: startTs('bench/bare-server.ts', [String(barePort)], {}) };
  const rows: Row[] = [];
  let js: LandingJs | null;
  try {
    await waitForHttp(`${bare.base}/ready`);
    const hasSite = existsSync(path.join(apiRoot, '../web/dist/index.html'));
    const api = await serverOn(apiPort, { DATA_DIR: path.join(dataDir, 'a'), SEED_ON_START: 'true' });
    const list = (await (await fetch(`${api.base}/public/api/v1/puja/all?pageNumber=0`)).json()) as { data: { pujaList: { id: string; searchKey: string }[] } };
    const listPath = '/public/api/v1/puja/all?pageNumber=0';
    const detailPath = `/public/api/v1/puja/${list.data.pujaList[0]!.id}`;
    // The puja's page as a browser asks for it; the Lighthouse bench measures the same page.
    const pagePath = `/puja/${list.data.pujaList[0]!.searchKey}?language=hindi`;
    const cached: Endpoint[] = [
      { name: 'GET /puja/all (cache on, default)', path: listPath, target: CATALOGUE_RATIO },
      { name: 'GET /puja/{id} (cache on, default)', path: detailPath, target: CATALOGUE_RATIO },
      // Hindi bodies are ~1.7× the bytes (~10 KB): uncompressed, loopback bytes bound the rate.
      { name: 'GET /puja/{id} Hindi, uncompressed', path: detailPath, headers: HINDI, target: CATALOGUE_RATIO },
      { name: 'GET /puja/{id} Hindi, brotli (as browsers ask)', path: detailPath, headers: { ...HINDI, ...BROWSER }, target: CATALOGUE_RATIO },
    ];
    if (hasSite)
      cached.push(
        { name: 'page /puja/<searchKey>?language=hindi (server-rendered, cached HTML, default)', path: pagePath, headers: BROWSER, target: CACHED_PAGE },
        {
          name: 'unknown path /anything-random-<n>, a new one each request (404 page)',
          path: unknownPath(),
          headers: BROWSER,
          status: 404,
          randomPath: unknownPath,
          target: UNKNOWN_PATH,
        },
      );
    try {
      for (const e of cached) rows.push(await measure(api.server, api.base, bare, e));
    } finally {
      await stop(api.server);
    }

    // Same endpoints with the read cache off: every request goes to the database.
    const uncached = await serverOn(apiPort, { DATA_DIR: path.join(dataDir, 'a'), CATALOGUE_CACHE_SECONDS: '0' });
    try {
      rows.push(await measure(uncached.server, uncached.base, bare, { name: 'GET /puja/all, cache off (PGlite: one connection)', path: listPath }));
      rows.push(await measure(uncached.server, uncached.base, bare, { name: 'GET /puja/{id}, cache off (PGlite: one connection)', path: detailPath }));
      if (hasSite)
        rows.push(
          await measure(uncached.server, uncached.base, bare, {
            name: 'page /puja/<searchKey>?language=hindi (server-rendered per request, cache off)',
            path: pagePath,
            headers: BROWSER,
          }),
        );
      js = hasSite ? await landingJsGzipBytes(uncached.base) : null;
    } finally {
      await stop(uncached.server);
    }

    // The figures for the cache off are on PostgreSQL, as production runs.
    const db = await createThrowawayDb('Catalogue');
    if (db) {
      try {
        const pgApi = await serverOn(apiPort, { DATABASE_URL: db.url, SEED_ON_START: 'true', CATALOGUE_CACHE_SECONDS: '0' });
        try {
          const pgList = (await (await fetch(`${pgApi.base}${listPath}`)).json()) as { data: { pujaList: { id: string }[] } };
          const pgDetail = `/public/api/v1/puja/${pgList.data.pujaList[0]!.id}`;
          rows.push(await measure(pgApi.server, pgApi.base, bare, { name: 'GET /puja/all, cache off (PostgreSQL)', path: listPath }));
          rows.push(
            await measure(pgApi.server, pgApi.base, bare, { name: 'GET /puja/{id}, cache off (PostgreSQL)', path: pgDetail, target: DETAIL_CACHE_OFF }),
          );
          // As a browser asks, so each answer is also compressed: what every cache expiry costs (decision 274).
          rows.push(
            await measure(pgApi.server, pgApi.base, bare, { name: 'GET /puja/{id}, cache off, brotli (PostgreSQL)', path: pgDetail, headers: BROWSER }),
          );
        } finally {
          await stop(pgApi.server);
        }
      } finally {
        await db.drop();
      }
    }
    report(rows, js);
  } finally {
    await stop(bare.server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(rows: Row[], js: LandingJs | null) {
  console.log(
    `\nSankalp benchmark — ${connections} connections, ${duration} s each (the bare route answering the same bytes ${duration / 2} s before and after each)\n`,
  );
  printRows(rows);
  if (js) {
    printLandingJs(js);
  } else {
    console.log('\nLanding page JavaScript: site not built (npm run build -w @sankalp/web)');
  }
}

await main();
