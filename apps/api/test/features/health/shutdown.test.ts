import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { API_PREFIX, SEND_OTP_PATH } from '@sankalp/contract';
import { apiRoot, freePort } from '../../../bench/processes.ts';
import { randomPhone } from '../../fixtures/sign-in.ts';

/**
 * SIGTERM to the real server process (src/main.ts, run through tsx so `npm test -w @sankalp/api`
 * needs no build; the compiled dist/main.js is stopped the same way by scripts/check-start.mjs).
 * The request in flight is a real one whose body the test holds back: the server has read its
 * headers (it answered `100 Continue`), and the rest of the body is sent only after the test has
 * seen readiness turn 503 and new connections refused. So every step waits for what it checks.
 */
/** Readiness must be seen at 503 while the listener is still open; the test polls every 50 ms. */
const SHUTDOWN_DELAY_SECONDS = 3;

let server: ChildProcess;
let port: number;
let dataDir: string;
let output = '';

type Answer = { status: number; body: string } | { error: string };

/** One request on a connection of its own (no keep-alive pool hiding a refused connection). */
const get = (urlPath: string) =>
  new Promise<Answer>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, agent: false, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}) while waiting for: ${what}\n${output}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sankalp-shutdown-'));
  port = await freePort();
  const onPostgres = inject('dbKind') === 'postgres';
  server = spawn(process.execPath, ['--conditions=@sankalp/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATABASE_URL: onPostgres ? inject('databaseUrl') : '',
      DATA_DIR: path.join(dataDir, 'pglite'),
      SEED_ON_START: 'false',
      // The reconciliation sweep runs during the test, so its timer has to be stopped by the shutdown.
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
      SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
      SHUTDOWN_GRACE_SECONDS: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.setEncoding('utf8').on('data', (c: string) => (output += c));
  server.stderr!.setEncoding('utf8').on('data', (c: string) => (output += c));
  await waitFor(
    'GET /readyz → 200',
    async () => {
      const r = await get('/readyz');
      return 'status' in r && r.status === 200;
    },
    110_000,
  );
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
});

it('on SIGTERM: readiness 503, new connections refused, the request in flight completes, exit 0', async () => {
  const body = JSON.stringify({ phone: randomPhone() });
  const inFlight = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `${API_PREFIX}${SEND_OTP_PATH}`,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    inFlight.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    inFlight.on('error', reject);
  });
  answer.catch(() => undefined); // awaited below; a reset before then must fail the test there, not as an unhandled rejection
  inFlight.flushHeaders();
  await once(inFlight, 'continue'); // the server has the request and waits for its body

  const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  server.kill('SIGTERM');

  await waitFor(
    'GET /readyz → 503 while draining',
    async () => {
      const r = await get('/readyz');
      return 'status' in r && r.status === 503 && JSON.parse(r.body).reason === 'shutting down';
    },
    SHUTDOWN_DELAY_SECONDS * 1000,
  );
  await waitFor(
    'a new connection refused',
    async () => {
      const r = await get('/healthz');
      return 'error' in r && r.error === 'ECONNREFUSED';
    },
    30_000,
  );
  expect(server.exitCode).toBeNull(); // still draining: the request in flight holds it

  inFlight.end(body);
  const done = await answer;
  expect(done.status, done.body).toBe(200);
  expect(JSON.parse(done.body).data.message).toBe('OTP sent successfully!');

  const [code, signal] = await exited;
  expect({ code, signal }, output).toEqual({ code: 0, signal: null });
  expect(output).toContain('"msg":"shut down"');
  expect(output).not.toMatch(/"level":(50|60)/); // no error logged on the way out
}, 120_000);
