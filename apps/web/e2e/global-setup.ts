import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startWhatsappStandIn } from './whatsapp-stand-in.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The WhatsApp Cloud API stand-in the server sends to (whatsapp-stand-in.ts). */
    whatsappStandInUrl: string;
  }
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiRoot = path.resolve(webRoot, '../api');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * Runs the real product for the browser tests: the compiled API server (apps/api/dist) in its own
 * process, on a fresh PGlite folder, seeded, serving the built site (npm run build) — as a devotee
 * would meet it.
 */
export default async function setup(project: TestProject) {
  const serverEntry = path.join(apiRoot, 'dist', 'main.js');
  if (!existsSync(path.join(webRoot, 'dist', 'index.html')) || !existsSync(serverEntry)) throw new Error('Build first: npm run build (npm run test:e2e does)');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankalp-e2e-'));
  const port = await freePort();
  const whatsapp = await startWhatsappStandIn('e2e-whatsapp-token');
  // The compiled server, as `npm start` and production run it (no tsx at run time).
  const server = spawn(process.execPath, [serverEntry], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(webRoot, 'dist'),
      // The operator console at /admin (npm run build builds it too): its browser tests drive the real thing.
      ADMIN_DIST_DIR: path.join(webRoot, '../admin/dist'),
      DATABASE_URL: '',
      // Every browser test signs in from 127.0.0.1; the per-IP send limit is tested in the API tests.
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
      // The console's browser tests sign the demo operator in once per file, more than 5 times an
      // hour; the per-phone send limit is tested in the API tests.
      OTP_SENDS_PER_PHONE_PER_HOUR: '1000',
      // Two files run at once and the console's files sign the same demo operator in: a 10 s wait
      // between codes for one phone, not 30 (the 30 s default is tested in the API tests; the
      // sign-in walk still sees the countdown).
      OTP_RESEND_SECONDS: '10',
      // Messages to devotees who opted in go to the real WhatsApp adapter, pointed at the stand-in.
      WHATSAPP_PROVIDER: 'meta',
      WHATSAPP_API_BASE_URL: whatsapp.url,
      WHATSAPP_ACCESS_TOKEN: 'e2e-whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '100200300',
      WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify',
      // The carrier tracking webhook's token (occurrence-day.e2e.ts sends it as Shiprocket would, in x-api-key).
      SHIPPING_WEBHOOK_TOKEN_SHIPROCKET: 'e2e-shiprocket-webhook-token',
      // Many browsers book at once on one shared machine: a slow moment must not send a test's
      // checkout into the line (decision 195; the line is tested in the API and site unit tests).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_POOL_WAITING: '0',
      OVERLOAD_WRITE_LATENCY_MS: '0',
      OVERLOAD_REQUESTS_IN_FLIGHT: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/public/api/v1/puja/all`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('whatsappStandInUrl', whatsapp.url);
  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    await whatsapp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
