import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The compiled server (dist/main.js, built by `npm run build`), as production runs it, in its own process. */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const entry = path.join(apiRoot, 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  return spawn(process.execPath, [...nodeArgs, entry], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Runs a TypeScript file of this package in its own process (so it has its own CPU time). */
export function startTs(file: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, file), ...args], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(); // exited, or killed (the peak bench's SIGKILL)
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Production refuses the development secrets, so a bench brings throwaway ones. */
export function throwawaySecrets(): Record<string, string> {
  return { OTP_SECRET: randomBytes(24).toString('hex'), SIMULATED_PAYMENT_SECRET: randomBytes(24).toString('hex') };
}

/** The compiled server in production mode on a fresh seeded database in `dataDir`; resolves once it answers. */
export async function startSeededSite(dataDir: string, env: Record<string, string> = {}): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: base,
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    ...throwawaySecrets(),
    ...env,
  });
  try {
    await waitForHttp(`${base}/public/api/v1/puja/all`);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { base, server };
}
