import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { request as plainRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAPROXY } from '../../../bench/haproxy.ts';
import { apiRoot, freePort } from '../../../bench/processes.ts';
import { loadConfig } from '../../../src/config.ts';
import { buildTestApp } from '../../helper.ts';

/**
 * The files of deploy/ are what they claim: the settings example is a configuration the API
 * accepts in production, HAProxy and systemd accept theirs, and HAProxy run with deploy's
 * configuration takes a draining process out of rotation but keeps one whose database is slow.
 * HAProxy and systemd-analyze are Debian's (apt-get install haproxy); without them those parts skip.
 */
const run = promisify(execFile);
const deployDir = path.resolve(apiRoot, '../../deploy');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** KEY=value lines as systemd's EnvironmentFile reads them (one pair of surrounding quotes removed). */
function envFile(text: string): Record<string, string> {
  const pairs = text
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, key, value]) => [key!, value!.replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1')]);
  return Object.fromEntries(pairs);
}

describe('deploy/sankalp.env.example', () => {
  it('is a production configuration the API accepts, naming only settings config.ts reads', async () => {
    const text = await readFile(path.join(deployDir, 'sankalp.env.example'), 'utf8');
    const env = envFile(text);
    expect(env.NODE_ENV).toBe('production');
    // Per instance, from the unit; an EnvironmentFile would override them.
    expect(env).not.toHaveProperty('PORT');
    expect(env).not.toHaveProperty('HOST');
    const config = loadConfig(env);
    expect(config.TRUST_PROXY).toBe(1);
    // Leaves rotation (3 probes a second apart) before the listener closes.
    expect(config.SHUTDOWN_DELAY_SECONDS).toBeGreaterThan(3);
    // Every name, commented out or not, is one config.ts declares.
    const source = await readFile(path.join(apiRoot, 'src/config.ts'), 'utf8');
    const names = [...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !new RegExp(`^\\s+${name}: `, 'm').test(source))).toEqual([]);
  });
});

/** The probe rule of deploy's HAProxy configuration: which /readyz 503 reasons take a process out. */
async function haproxyConfig(): Promise<string> {
  return readFile(path.join(deployDir, 'haproxy/haproxy.cfg'), 'utf8');
}

describe('deploy/haproxy/haproxy.cfg probe rule', () => {
  it('matches the reason of a draining process, not that of a slow database', async () => {
    const rule = /http-check expect ! rstring "([^"]+)"/.exec(await haproxyConfig())?.[1];
    expect(rule).toBeDefined();
    const out = new RegExp(rule!);
    const ctx = await buildTestApp();
    try {
      ctx.app.lifecycle.draining = true;
      const draining = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.body).toMatch(out);
    } finally {
      await ctx.close();
    }
    // plugins/health.ts's other reasons: a slow or unreachable database keeps the process in (decision 197).
    expect('database did not answer within 2000 ms').not.toMatch(out);
    expect('database unreachable').not.toMatch(out);
    expect('database migrations not applied').toMatch(out);
  });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(port: number, urlPath: string, headers: Record<string, string> = {}, tls = true): Promise<Answer> {
  const send = tls ? request : plainRequest;
  return new Promise((resolve, reject) => {
    const req = send({ host: '127.0.0.1', port, path: urlPath, headers, rejectUnauthorized: false, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A stand-in API process: /readyz as plugins/health.ts answers it in the state given (null: ready),
 * which the test may change; its own asset file; anything else echoes who answered and the
 * forwarded headers it got.
 */
function standIn(name: string, state: { readiness: string | null }): Server {
  return createServer((req, res) => {
    if (req.url === '/readyz') {
      const ready = state.readiness === null;
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ready ? { status: 'ready' } : { status: 'unavailable', reason: state.readiness }));
      return;
    }
    // Each stand-in has one hashed file of "its build": /assets/<name>.js.
    if (req.url?.startsWith('/assets/')) {
      res.writeHead(req.url === `/assets/${name}.js` ? 200 : 404).end(name);
      return;
    }
    const h = req.headers;
    res.end(JSON.stringify({ name, xff: h['x-forwarded-for'], proto: h['x-forwarded-proto'], id: h['x-request-id'], host: h['x-forwarded-host'] ?? null }));
  });
}

describe.skipIf(!existsSync(HAPROXY))('HAProxy with deploy/haproxy/haproxy.cfg', () => {
  let dir: string;
  let haproxy: ChildProcess | undefined;
  const servers: Server[] = [];
  let httpPort: number;
  let httpsPort: number;
  let output = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sankalp-haproxy-'));
    // A throwaway certificate in place of the real one (HAProxy wants the chain and key in one file).
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/crt.pem`,
    ]);
    await writeFile(`${dir}/site.pem`, (await readFile(`${dir}/crt.pem`, 'utf8')) + (await readFile(`${dir}/key.pem`, 'utf8')));
  }, 30_000);

  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await rm(dir, { recursive: true, force: true });
  });

  it('is valid as shipped (haproxy -c)', async () => {
    const config = (await haproxyConfig()).replace('/etc/haproxy/certs/sankalp.pem', `${dir}/site.pem`);
    await writeFile(`${dir}/shipped.cfg`, config);
    const checked = await run(HAPROXY, ['-c', '-f', `${dir}/shipped.cfg`]);
    expect(checked.stdout).toMatch(/Configuration file is valid/);
    expect(checked.stderr).not.toMatch(/WARNING|ALERT/);
  });

  it('drops a draining process in time, keeps a slow-database one, retries a missing asset elsewhere, redirects to HTTPS, sets the forwarded headers', async () => {
    const states = { a: { readiness: null }, b: { readiness: null }, slow: { readiness: 'database did not answer within 2000 ms' } } as Record<
      string,
      { readiness: string | null }
    >;
    const ports: number[] = [];
    for (const [name, state] of Object.entries(states)) {
      const server = standIn(name, state);
      servers.push(server);
      const port = await freePort();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      ports.push(port);
    }
    httpPort = await freePort();
    httpsPort = await freePort();
    // The shipped file on this machine's free ports, in the foreground, without root's parts (user, socket, syslog).
    const config = (await haproxyConfig())
      .replace('/etc/haproxy/certs/sankalp.pem', `${dir}/site.pem`)
      .replace('bind :80', `bind 127.0.0.1:${httpPort}`)
      .replace('bind :443', `bind 127.0.0.1:${httpsPort}`)
      .replaceAll(/127\.0\.0\.1:300([123])/g, (_m, i: string) => `127.0.0.1:${ports[Number(i) - 1]}`)
      .replace(/^ {2}(log \/dev\/log.*|user .*|group .*|daemon|stats socket .*)$/gm, '');
    await writeFile(`${dir}/run.cfg`, config);
    haproxy = spawn(HAPROXY, ['-f', `${dir}/run.cfg`, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    haproxy.stderr!.on('data', (c: Buffer) => (output += c.toString()));

    const answeredBy = async () => (JSON.parse((await get(httpsPort, '/x')).body) as { name: string }).name;
    // All three in rotation: a slow database's 503 keeps a process in.
    const deadline = Date.now() + 15_000;
    for (let seen = new Set<string>(); seen.size < 3;) {
      if (Date.now() > deadline) throw new Error(`not all processes came into rotation\n${output}`);
      const name = await answeredBy().catch(() => null);
      if (name) seen.add(name);
      else await new Promise((r) => setTimeout(r, 100));
    }

    // A server starts barely up (one failed probe would take it out); 3 s of good probes make it a
    // steady one, which needs `fall` failures to leave, as a process in production would.
    await new Promise((r) => setTimeout(r, 3_000));

    // SIGTERM to b: its /readyz turns 503 "shutting down". It must be out before its listener
    // closes, SHUTDOWN_DELAY_SECONDS (5 in sankalp.env.example) later.
    const sigterm = Date.now();
    states.b!.readiness = 'shutting down';
    let lastAnsweredByB = sigterm;
    while (Date.now() - lastAnsweredByB < 2_000) {
      if (Date.now() - sigterm > 15_000) throw new Error(`the draining process stayed in rotation\n${output}`);
      if ((await answeredBy()) === 'b') lastAnsweredByB = Date.now();
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(lastAnsweredByB - sigterm).toBeLessThan(5_000);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) seen.add(await answeredBy());
    expect([...seen].sort()).toEqual(['a', 'slow']);

    // An asset only one build has is found whichever process is asked first (404s retried elsewhere).
    for (let i = 0; i < 4; i++) expect((await get(httpsPort, '/assets/a.js')).status).toBe(200);
    expect((await get(httpsPort, '/assets/none.js')).status).toBe(404);

    const redirect = await get(httpPort, '/puja/all?x=1', {}, false);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://127.0.0.1:${httpPort}/puja/all?x=1`);

    // What a client writes is replaced (id, scheme, host) or kept ahead of HAProxy's entry (the API trusts the last one).
    const echoed = await get(httpsPort, '/x', {
      'x-request-id': 'chosen-by-client',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
    });
    const seenByApi = JSON.parse(echoed.body) as { xff: string; proto: string; id: string; host: string | null };
    expect(seenByApi.xff).toBe('203.0.113.9, 127.0.0.1');
    expect(seenByApi.proto).toBe('https');
    expect(seenByApi.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(seenByApi.host).toBeNull();
    // No HSTS from HAProxy: the API sends it (security-headers.ts).
    expect(echoed.headers['strict-transport-security']).toBeUndefined();

    expect((await get(httpsPort, '/metrics')).status).toBe(404);
  }, 40_000);
});

describe.skipIf(!existsSync(SYSTEMD_ANALYZE))('deploy/systemd units', () => {
  it('pass systemd-analyze verify', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sankalp-units-'));
    try {
      const units: string[] = [];
      for (const file of await readdir(path.join(deployDir, 'systemd'))) {
        // The template as one instance; ExecStart's Node (absent here: /opt/sankalp is the production path) as this one.
        const name = file === 'sankalp@.service' ? 'sankalp@3001.service' : file;
        await copyFile(path.join(deployDir, 'systemd', file), path.join(dir, name));
        const text = await readFile(path.join(dir, name), 'utf8');
        await writeFile(path.join(dir, name), text.replaceAll('/opt/sankalp/node_modules/.bin/node', process.execPath));
        units.push(path.join(dir, name));
      }
      expect(units.length).toBe(4);
      const verified = await run(SYSTEMD_ANALYZE, ['verify', ...units]);
      expect(verified.stderr).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/ shell scripts', () => {
  it('parse (sh -n); the backup and restore scripts run for real in backup-restore.test.ts', async () => {
    for (const script of ['rolling-restart.sh', 'backup/sankalp-backup.sh', 'backup/sankalp-restore.sh']) {
      await expect(run('sh', ['-n', path.join(deployDir, script)])).resolves.toBeDefined();
    }
  });
});
