import type { ChildProcess } from 'node:child_process';
import type { Db } from '../src/db/client.ts';
import { openDb } from '../src/db/client.ts';
import { findBookable, type Bookable } from './checkout-steps.ts';
import { measuredServerEnv } from './checkout-server-env.ts';
import { freePort, startServer, stop, waitForHttp } from './processes.ts';
import { createThrowawayDb } from './throwaway-db.ts';

export type MeasuredServer = { base: string; server: ChildProcess; db: Db; item: Bookable };

/**
 * What the single-process checkout benches stand on: a throwaway database (bench/throwaway-db.ts),
 * one API process on it with measuredServerEnv, seeded and answering, the bench's own pool of
 * `poolSize` on the same database, and the puja it books. `env` adds to or overrides the server's environment. All of it is gone after `run`. Without a
 * PostgreSQL the bench is skipped (createThrowawayDb says why).
 */
export async function withMeasuredServer(
  bench: string,
  options: { poolSize: number; nodeArgs?: string[]; env?: Record<string, string> },
  run: (measured: MeasuredServer) => Promise<void>,
): Promise<void> {
  const target = await createThrowawayDb(bench);
  if (!target) return;
  const port = await freePort();
  const server = startServer({ ...measuredServerEnv(port, target.url), ...options.env }, options.nodeArgs);
  const handle = await openDb({ kind: 'postgres', url: target.url, poolSize: options.poolSize });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/public/api/v1/puja/all`);
    await run({ base, server, db: handle.db, item: await findBookable(handle.db) });
  } finally {
    await handle.close();
    await stop(server);
    await target.drop();
  }
}
