import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { orderMessages, orders, payments } from '../db/schema/index.ts';
import { httpRequestDuration, processRegistry } from '../metrics/registry.ts';

export type PoolFigures = { inUse: () => number; waiting: () => number };

/** Payments captured at the provider and not yet paid with us are looked for this far back. */
const CAPTURED_UNPAID_LOOKBACK = '2 days';
const UNPAID = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED'] as const;

/**
 * `GET /metrics` in Prometheus's text format (decision 221), only for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; without a token configured the route does not exist.
 * Each process answers for itself (its requests, sends, sweeps, caches, event loop, pool); the
 * figures read from the database (the outbox's queue, payments captured but unpaid) are the same
 * in every process — take one process's, or `max`, not the sum.
 */
export function registerMetrics(app: FastifyInstance, pool: PoolFigures): void {
  // Every answer's time, by the route's pattern: a raw path would make a series per unknown URL.
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe({ route: request.routeOptions.url ?? 'unmatched', method: request.method, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const registry = databaseFigures(app, pool);
  const merged = Registry.merge([processRegistry, registry]);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Metrics need the configured bearer token.' });
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}

/** Compared as hashes: equal lengths whatever was sent, so the comparison's time says nothing. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

function databaseFigures(app: FastifyInstance, pool: PoolFigures): Registry {
  const registers = [new Registry()];
  new Gauge({
    name: 'sankalp_db_pool_in_use',
    help: 'Database connections of this process running a query or transaction',
    registers,
    collect() {
      this.set(pool.inUse());
    },
  });
  new Gauge({
    name: 'sankalp_db_pool_waiting',
    help: 'Queries of this process waiting for a database connection',
    registers,
    collect() {
      this.set(pool.waiting());
    },
  });
  new Gauge({
    name: 'sankalp_payments_captured_unpaid',
    help: `Payments captured at the provider whose order is not paid with us (last ${CAPTURED_UNPAID_LOOKBACK}); same in every process`,
    registers,
    async collect() {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          and(eq(payments.status, 'CAPTURED'), sql`${payments.updatedAt} > now() - ${CAPTURED_UNPAID_LOOKBACK}::interval`, inArray(orders.status, UNPAID)),
        );
      this.set(row?.n ?? 0);
    },
  });
  // One query fills both outbox gauges: prom-client collects them together, and they share it.
  let reading: Promise<OutboxRow[]> | null = null;
  const readOutbox = () =>
    (reading ??= outboxQueue(app).finally(() => {
      reading = null;
    }));
  new Gauge({
    name: 'sankalp_outbox_waiting',
    help: 'Messages still to deliver (PENDING or SENDING), by channel; same in every process',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { channel, n } of await readOutbox()) this.set({ channel }, n);
    },
  });
  new Gauge({
    name: 'sankalp_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest message still to deliver, by channel; same in every process',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { channel, oldest } of await readOutbox()) this.set({ channel }, oldest);
    },
  });
  return registers[0]!;
}

type OutboxRow = { channel: string; n: number; oldest: number };

function outboxQueue(app: FastifyInstance): Promise<OutboxRow[]> {
  return (
    app.db
      .select({
        channel: orderMessages.channel,
        n: sql<number>`count(*)::int`,
        oldest: sql<number>`extract(epoch from now() - min(${orderMessages.createdAt}))::float8`,
      })
      .from(orderMessages)
      // Spelled as the partial index order_messages_due_idx is, so the count reads only that index.
      .where(sql`${orderMessages.status} in ('PENDING', 'SENDING')`)
      .groupBy(orderMessages.channel)
  );
}
