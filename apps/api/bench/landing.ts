import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { landingJsGzipBytes, printLandingJs } from './landing-js.ts';
import { startSeededSite, stop } from './processes.ts';

/** `npm run bench:landing`: only the landing page's JavaScript weight (quick to repeat while trimming the bundle). */
async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankalp-landing-'));
  const { base, server } = await startSeededSite(dataDir);
  try {
    printLandingJs(await landingJsGzipBytes(base));
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
