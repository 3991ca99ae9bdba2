import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IHttpOperation } from '@stoplight/types';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { validateInput, validateOutput } from '@stoplight/prism-http/dist/validator/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER, API_PREFIX, CART_DOCUMENTED_PATH, CART_PATH, CREATE_ORDER_PATH, GET_ORDER_PATH, PAYMENT_PATHS } from '@sankalp/contract';
import { findBookable, makeDevotees, payOnce } from '../../../bench/checkout-steps.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { binOf, OFFLINE_ENV } from './tools.ts';

/** A port nobody listens on right now (the OS's pick, released at once for Prism to take). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Asks until the URL answers (any status), or fails after the deadline: no fixed sleep. */
async function waitUntilAnswers(url: string, prism: ChildProcess, log: () => string, deadlineMs = 60_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (let wait = 25; ; wait = Math.min(wait * 2, 500)) {
    if (prism.exitCode !== null) throw new Error(`prism exited (${prism.exitCode}):\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`prism did not answer within ${deadlineMs} ms:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

let t: TestContext;
let dir: string;
let prism: ChildProcess;
let prismLog = '';
let apiBase: string;
let prismBase: string;
let operations: IHttpOperation[];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  apiBase = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const doc = (await t.app.inject({ url: '/public/api/docs/json' })).json<object>();
  dir = await mkdtemp(path.join(tmpdir(), 'sankalp-prism-'));
  const docFile = path.join(dir, 'public.json');
  await writeFile(docFile, JSON.stringify(doc));
  operations = await getHttpOperationsFromSpec(doc);

  const port = await freePort();
  prismBase = `http://127.0.0.1:${port}`;
  // --errors: a request or an answer the document does not allow is answered 422 / 500 by Prism.
  prism = spawn(
    process.execPath,
    [binOf('@stoplight/prism-cli', 'prism'), 'proxy', docFile, apiBase, '--host', '127.0.0.1', '--port', String(port), '--errors'],
    {
      cwd: dir,
      env: { ...process.env, ...OFFLINE_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  prism.stdout!.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  prism.stderr!.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  await waitUntilAnswers(`${prismBase}${API_PREFIX}/config/visibility`, prism, () => prismLog);
}, 120_000);

afterAll(async () => {
  if (prism && prism.exitCode === null) {
    const exited = new Promise((resolve) => prism.once('exit', resolve));
    prism.kill('SIGTERM');
    await exited;
  }
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The operation of a path as Prism reads the document (its path template matched segment by segment). */
function operationOf(method: string, url: URL): IHttpOperation {
  const segments = url.pathname.split('/');
  const found = operations.find((op) => {
    const template = op.path.split('/');
    return op.method === method.toLowerCase() && template.length === segments.length && template.every((s, i) => s.startsWith('{') || s === segments[i]);
  });
  if (!found) throw new Error(`no operation for ${method} ${url.pathname}`);
  return found;
}

/** Prism's own validator on one exchange the proxy cannot carry: the violations, none expected. */
async function violationsOf(method: string, url: URL, headers: Record<string, string>, body: string, res: Response): Promise<string[]> {
  const operation = operationOf(method, url);
  const request = { method: method.toLowerCase() as 'post', url: { path: url.pathname, query: Object.fromEntries(url.searchParams) }, headers, body };
  const response = { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  const found = [validateInput({ resource: operation, element: request }), validateOutput({ resource: operation, element: response })];
  return found.flatMap((result) => (result._tag === 'Left' ? result.left.map((d) => `${d.path?.join('.') ?? ''} ${d.message}`) : []));
}

describe('a validating proxy (Prism) in front of the server (decision 240)', () => {
  it('passes the real checkout walk with request and response validation on', async () => {
    const [token] = await makeDevotees(t.handle.db, 1);
    const item = await findBookable(t.handle.db);
    const seen: string[] = [];
    let callbackViolations: string[] | undefined;

    // Every call of the walk goes through Prism and must come back with no violation at all
    // (Prism lists warnings in sl-violations; errors would have been its own 422 / 500).
    // Except the callback: its 303 cannot pass Prism, whose proxy follows every redirect
    // (stoplightio/prism#1977), so a browser would never see it. It goes to the server, and Prism's
    // own validator checks its request and answer against the same document.
    // The walk passes URLs as strings, and bodies as strings (JSON, forms).
    const walk: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      // The walk is the site's, which calls the spec's `/cart/`; a client of the document calls `/cart`.
      if (url.pathname === `${API_PREFIX}${CART_PATH}`) url.pathname = `${API_PREFIX}${CART_DOCUMENTED_PATH}`;
      if (url.pathname === `${API_PREFIX}${PAYMENT_PATHS.callback}`) {
        const res = await fetch(`${apiBase}${url.pathname}${url.search}`, init);
        seen.push(`${method} ${url.pathname} ${res.status} (direct)`);
        callbackViolations = await violationsOf(method, url, init?.headers as Record<string, string>, init?.body as string, res.clone());
        return res;
      }
      const res = await fetch(`${prismBase}${url.pathname}${url.search}`, init);
      seen.push(`${method} ${url.pathname} ${res.status}`);
      if (res.headers.get('sl-violations')) throw new Error(`${method} ${url.pathname}: ${res.headers.get('sl-violations')}`);
      if (!res.ok && res.status !== 303)
        throw new Error(`${method} ${url.pathname} answered ${res.status} through Prism: ${await res.text()}\n${prismLog.slice(-2000)}`);
      return res;
    };

    const pending = await payOnce(prismBase, token!, item, walk);
    const back = await pending.post();
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/payment/status?orderId=${pending.orderId}`);
    expect(callbackViolations).toEqual([]);

    const status = await walk(`${prismBase}${API_PREFIX}${GET_ORDER_PATH}?orderId=${pending.orderId}`, { headers: { [ACCESS_TOKEN_HEADER]: token! } });
    expect(((await status.json()) as { data: { orderStatus: string } }).data.orderStatus).toBe('SUCCESS');
    expect(seen.map((s) => s.replace(pending.orderId, '<order>').replace(/checkout\/\w+/, 'checkout/<id>'))).toEqual([
      `POST ${API_PREFIX}${CART_DOCUMENTED_PATH} 200`,
      `POST ${API_PREFIX}${CREATE_ORDER_PATH} 200`,
      `POST ${API_PREFIX}${PAYMENT_PATHS.initiate} 200`,
      `GET ${API_PREFIX}/payment/simulated/checkout/<id> 200`,
      `POST ${API_PREFIX}/payment/simulated/checkout/<id>/pay 200`,
      `POST ${API_PREFIX}${PAYMENT_PATHS.callback} 303 (direct)`,
      `GET ${API_PREFIX}${GET_ORDER_PATH} 200`,
    ]);
  }, 120_000);

  it('is validating: a request the document refuses is answered by Prism, not the server', async () => {
    const [token] = await makeDevotees(t.handle.db, 1);
    const res = await fetch(`${prismBase}${API_PREFIX}${CREATE_ORDER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ACCESS_TOKEN_HEADER]: token! },
      body: JSON.stringify({ userInfo: {} }),
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
