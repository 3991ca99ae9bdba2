import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { landingJsGzipBytes, printLandingJs } from './landing-js.ts';
import { freePort, startServer, stop, waitForHttp } from './processes.ts';

/** `npm run bench:landing`: only the landing page's JavaScript weight (quick to repeat while trimming the bundle). */
async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankalp-landing-'));
  const port = await freePort();
  const secrets = { OTP_SECRET: randomBytes(24).toString('hex'), SIMULATED_PAYMENT_SECRET: randomBytes(24).toString('hex') };
  const api = startServer({
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    ...secrets,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/public/api/v1/puja/all`);
    printLandingJs(await landingJsGzipBytes(base));
  } finally {
    await stop(api);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
