import type { FastifyInstance } from 'fastify';
import { migrationsApplied, newestShippedMigration } from '../db/migration-state.ts';

/** A database that has not answered by then is as good as down for a load balancer's probe. */
const READY_CHECK_TIMEOUT_MS = 2_000;

/** What main.ts flips on SIGTERM; readiness answers 503 from then on. */
export type Lifecycle = { draining: boolean };

type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Probes for process managers and load balancers, outside the API prefix and the public docs
 * (untagged routes are hidden): GET /healthz says the process serves requests, GET /readyz that it
 * should get traffic — the database answers, its migrations are all applied, and the process is
 * not shutting down. Both send `cache-control: no-store` so no proxy answers for us.
 */
export function registerHealth(app: FastifyInstance): void {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  const newest = newestShippedMigration();

  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const readiness = await checkReadiness(app, lifecycle, newest);
    reply.header('cache-control', 'no-store');
    if (readiness.ready) return reply.send({ status: 'ready' });
    return reply.status(503).send({ status: 'unavailable', reason: readiness.reason });
  });
}

async function checkReadiness(app: FastifyInstance, lifecycle: Lifecycle, newest: number): Promise<Readiness> {
  if (lifecycle.draining) return { ready: false, reason: 'shutting down' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `database did not answer within ${READY_CHECK_TIMEOUT_MS} ms` }), READY_CHECK_TIMEOUT_MS);
  });
  const check = migrationsApplied(app.db, newest).then(
    (applied): Readiness => (applied ? { ready: true } : { ready: false, reason: 'database migrations not applied' }),
    (err: unknown): Readiness => {
      // Reported to the probe as 503 and logged here: the cause belongs in the log, not in a public body.
      app.log.warn({ err }, 'readiness check: database query failed');
      return { ready: false, reason: 'database unreachable' };
    },
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
