import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's own metrics (decision 221): one registry per process, as Prometheus scrapes a
 * process. Counters are incremented where the thing happens; figures read from the database (the
 * outbox, payments waiting) are gauges each app adds at scrape time (plugins/metrics.ts).
 * Names follow Prometheus's conventions: `sankalp_` prefix, base units, `_total` for counters.
 */
export const processRegistry = new Registry();
// Event-loop delay (nodejs_eventloop_lag_*), heap, GC, handles: prom-client's standard set.
collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });

const registers = [processRegistry];

/** Seconds from a request's arrival to its answer's last byte handed to the socket. */
export const httpRequestDuration = new Histogram({
  name: 'sankalp_http_request_duration_seconds',
  help: 'HTTP answer time by route pattern (never the raw path), method and status code',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const messagesDelivered = new Counter({
  name: 'sankalp_messages_total',
  help: 'Outbox send outcomes in this process by channel (SMS, WHATSAPP) and outcome (sent, failed, retry, lost)',
  labelNames: ['channel', 'outcome'] as const,
  registers,
});

export const paymentOutcomes = new Counter({
  name: 'sankalp_payment_outcomes_total',
  help: "Provider outcomes recorded by this process by kind (capture, failure), outcome (captured, duplicate, failed, …) and how they came (webhook, request, sweep): the sweep's captures are the payments it settled",
  labelNames: ['kind', 'outcome', 'via'] as const,
  registers,
});

export const reconcileSweeps = new Counter({
  name: 'sankalp_reconcile_sweeps_total',
  help: 'Payment reconciliation sweeps run by this process, by result (ok, error)',
  labelNames: ['result'] as const,
  registers,
});

export const reconcileClaimed = new Counter({
  name: 'sankalp_reconcile_orders_total',
  help: 'Orders the reconciliation sweeps of this process asked the provider about',
  registers,
});

export const cacheLookups = new Counter({
  name: 'sankalp_cache_lookups_total',
  help: 'Read-cache look-ups by cache and result (hit, miss); the catalogue hits answered at the front are sankalp_front_answers_total',
  labelNames: ['cache', 'result'] as const,
  registers,
});

/** Part of sankalp_http_request_duration_seconds: the answers the HTTP server's front sent itself (decision 285). */
export const frontAnswers = new Counter({
  name: 'sankalp_front_answers_total',
  help: 'Catalogue answers sent again whole by the HTTP server before Fastify (kept, fresh in the read cache): read-cache hits not in sankalp_cache_lookups_total',
  registers,
});

export const pagesRendered = new Counter({
  name: 'sankalp_pages_rendered_total',
  help: 'Pages rendered on the server with React (cache misses), by status code',
  labelNames: ['status'] as const,
  registers,
});
