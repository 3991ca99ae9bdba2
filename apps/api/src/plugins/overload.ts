import type { FastifyInstance } from 'fastify';
import { API_PREFIX, CREATE_ORDER_PATH, PAYMENT_PATHS } from '@sankalp/contract';
import { BusyError } from '../lib/errors.ts';
import { pressureLevel, pressureLimits, type PressureSource } from '../lib/pressure.ts';

/** At most one "refusing checkouts" line per this period, with the count refused since the last. */
const LOG_EVERY_MS = 10_000;

/**
 * Overload answered in line (decision 195). Past capacity, the requests that START a checkout are
 * refused at once with 503 + Retry-After, before their body is read or the session looked up;
 * everything else flows: reads, the health probes, the basket, and above all whatever follows a
 * payment (the provider's callback and webhooks, verify, reconcile, the status page), because
 * there money has already moved. `/order/create` is refused from the limits (level 1);
 * `/payment/initiate`, whose order already exists, only from OVERLOAD_INITIATE_FACTOR times them,
 * so that shedding new orders first brings the load down before an admitted checkout is turned back.
 */
export function registerOverload(app: FastifyInstance, source: PressureSource): void {
  const { config } = app;
  const limits = pressureLimits(config);
  const refuseFromLevel = new Map<string, number>([
    [`POST ${API_PREFIX}${CREATE_ORDER_PATH}`, 1],
    [`POST ${API_PREFIX}${PAYMENT_PATHS.initiate}`, config.OVERLOAD_INITIATE_FACTOR],
  ]);
  let refused = 0;
  let loggedAt = 0;

  app.addHook('onRequest', (request, _reply, done) => {
    const from = refuseFromLevel.get(`${request.method} ${request.routeOptions.url}`);
    if (from === undefined) return done();
    const reading = source.read();
    const { level, signal } = pressureLevel(reading, limits);
    if (level < from) return done();
    refused++;
    const now = Date.now();
    if (now - loggedAt >= LOG_EVERY_MS) {
      request.log.warn({ refused, signal, level: Number(level.toFixed(2)), reading }, 'overloaded: refusing new checkouts with 503 + Retry-After');
      loggedAt = now;
      refused = 0;
    }
    done(new BusyError(config.OVERLOAD_RETRY_AFTER_SECONDS));
  });
  // The write latency signal: every API write answered, except the refusals themselves (instant,
  // they would read as relief exactly when the process is past capacity).
  const { noteWrite } = source;
  if (noteWrite) {
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method === 'POST' && reply.statusCode !== 503 && request.url.startsWith(API_PREFIX)) noteWrite(reply.elapsedTime);
      done();
    });
  }
  app.addHook('onClose', async () => source.close?.());
}
