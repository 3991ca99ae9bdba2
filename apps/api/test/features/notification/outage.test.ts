import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../../../bench/processes.ts';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDb, type DbHandle } from '../../../src/db/client.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { OutageProxy } from '../resilience/outage-proxy.ts';
import { bookPaid } from './fixtures.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

/**
 * PostgreSQL only: the app's worker reaches its database through a relay the test takes down and
 * brings back (the shared server is never touched). While it is down the worker's passes and its
 * LISTEN connection fail, are logged, and the process lives on; once it is back, a message queued
 * during the outage is delivered (the listener reconnects; the poll is the safety net).
 */
const postgres = inject('dbKind') === 'postgres';

let ctx: TestContext;
let proxy: OutageProxy;
let viaProxy: DbHandle;
let worker: FastifyInstance;
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
const logLines: string[] = [];

beforeAll(async () => {
  if (!postgres) return;
  standIn = await startWhatsAppStandIn();
  ctx = await buildIsolatedTestApp(); // the booking side, straight to the database, no worker
  const direct = new URL(ctx.databaseUrl!);
  proxy = new OutageProxy(await freePort(), { host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.up();
  const relayed = new URL(ctx.databaseUrl!);
  relayed.host = `127.0.0.1:${proxy.port}`;
  viaProxy = await openDb({ kind: 'postgres', url: relayed.toString(), poolSize: 4, connectTimeoutMs: 1000 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    NOTIFY_WORKER: 'true',
    NOTIFY_POLL_SECONDS: '1',
    NOTIFY_SWEEP_SECONDS: '0',
    WHATSAPP_PROVIDER: 'meta',
    WHATSAPP_ACCESS_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_APP_SECRET: 'test-whatsapp-app-secret',
    WHATSAPP_API_BASE_URL: standIn.url,
  });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  worker = await buildApp(config, viaProxy.db, { listen: viaProxy.listen, logStream });
  await worker.ready();
});
afterAll(async () => {
  if (!postgres) return;
  await worker.close();
  await viaProxy.close();
  await proxy.down();
  await ctx.close();
  await standIn.close();
});

const received = (phone: string) => standIn.seen.filter((s) => s.body.to === `91${phone}`);

describe.runIf(postgres)('the worker when its database goes away', () => {
  it('logs, lives on, and delivers what was queued meanwhile once the database is back', async () => {
    const before = await bookPaid(ctx.app, { optIn: true });
    await vi.waitFor(() => expect(received(before.phone)).toHaveLength(1), { timeout: 15_000, interval: 20 });

    await proxy.down();
    const during = await bookPaid(ctx.app, { optIn: true }); // committed on the database, the worker cannot see it
    await vi.waitFor(() => expect(logLines.some((l) => l.includes('message outbox pass failed'))).toBe(true), { timeout: 15_000, interval: 50 });
    expect(logLines.some((l) => l.includes('outbox LISTEN connection lost'))).toBe(true);
    expect(received(during.phone)).toHaveLength(0);

    await proxy.up();
    await vi.waitFor(() => expect(received(during.phone)).toHaveLength(1), { timeout: 20_000, interval: 50 });
    // And it goes on delivering.
    const after = await bookPaid(ctx.app, { optIn: true });
    await vi.waitFor(() => expect(received(after.phone)).toHaveLength(1), { timeout: 15_000, interval: 20 });
  }, 60_000);
});
