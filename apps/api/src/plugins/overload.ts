import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { API_PREFIX, CART_DOCUMENTED_PATH, CART_PATH, CREATE_ORDER_PATH, PAYMENT_PATHS } from '@sankalp/contract';
import { BusyError } from '../lib/errors.ts';
import { createAdmission } from '../lib/admission.ts';
import { pressureLevel, pressureLimits, type PressureSource } from '../lib/pressure.ts';
import { hooksOf } from '../lib/route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerOverload on the routes that start a checkout: from which level they are refused, and whether paced. */
    overload?: OverloadRule;
  }
}

type OverloadRule = { from: number; paced: boolean };

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
 * Around the threshold new orders are also paced (lib/admission.ts), so that the devotees waiting in
 * line do not all come in during the first calm sample.
 */
export function registerOverload(app: FastifyInstance, source: PressureSource): void {
  const { config } = app;
  const limits = pressureLimits(config);
  // From which level each checkout start is refused; new orders are also paced by the admission rate.
  const rules = new Map<string, OverloadRule>([
    [`POST ${API_PREFIX}${CREATE_ORDER_PATH}`, { from: 1, paced: true }],
    [`POST ${API_PREFIX}${PAYMENT_PATHS.initiate}`, { from: config.OVERLOAD_INITIATE_FACTOR, paced: false }],
  ]);
  // The write latency signal: the checkout's own database work, the basket and the orders admitted.
  // Not the refusals (instant, they would read as relief exactly when the process is past capacity),
  // and not the calls that wait for a provider (payment initiate with Razorpay, OTP by SMS): their
  // time is the provider's, not a sign of this process's capacity.
  // The cart answers at the spec's path and at the documented one (features/cart/routes.ts).
  const measured = new Set([`POST ${API_PREFIX}${CART_PATH}`, `POST ${API_PREFIX}${CART_DOCUMENTED_PATH}`, `POST ${API_PREFIX}${CREATE_ORDER_PATH}`]);
  const { noteWrite } = source;
  const noteWriteTime =
    noteWrite &&
    ((_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (reply.statusCode !== 503) noteWrite(reply.elapsedTime);
      done();
    });
  // Each route learns its rule once, here: a request reads it from its route's config instead of
  // building a "METHOD /path" key to look up, and only the measured writes carry the timing hook.
  // Every request pays the onRequest hook below (decision 277).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const keys = methods.map((method) => `${method} ${route.url}`);
    const overload = keys.map((key) => rules.get(key)).find((rule) => rule !== undefined);
    if (overload) route.config = { ...route.config, overload };
    if (noteWriteTime && keys.some((key) => measured.has(key))) route.onResponse = [...hooksOf(route.onResponse), noteWriteTime];
  });
  const admission = createAdmission();
  source.onSample?.((reading) => admission.adjust(pressureLevel(reading, limits).level));
  let refused = 0;
  let loggedAt = 0;

  // Requests being answered now: counted from here to the response's close (an abort included).
  // `on`, not `once`: a response closes once and is then dropped with its listeners, and once's
  // wrapper cost a microsecond on every request, a twentieth of a cached answer (decision 277).
  let inFlight = 0;
  const settle = () => void inFlight--;
  const admit = (reply: FastifyReply, done: HookHandlerDoneFunction) => {
    inFlight++;
    reply.raw.on('close', settle);
    done();
  };
  const inFlightLimit = config.OVERLOAD_REQUESTS_IN_FLIGHT;

  app.addHook('onRequest', (request, reply, done) => {
    const rule = request.routeOptions.config.overload;
    if (rule === undefined) return admit(reply, done);
    const reading = source.read();
    const { level, signal } = pressureLevel(reading, limits);
    // The in-flight bound is a gate for new orders only, read live, not a sampled level: an instant's
    // crowd says "not now" to the next order, it should not halve the admission rate (decision 220).
    const crowded = rule.paced && inFlightLimit > 0 && inFlight >= inFlightLimit;
    if (level < rule.from && !crowded && (!rule.paced || admission.tryAdmit())) return admit(reply, done);
    refused++;
    const now = Date.now();
    if (now - loggedAt >= LOG_EVERY_MS) {
      const why = level >= rule.from ? signal : crowded ? 'requests in flight' : 'admission rate';
      const rate = admission.rate();
      request.log.warn(
        { refused, signal: why, level: Number(level.toFixed(2)), inFlight, admittedPerSecond: Number.isFinite(rate) ? Number(rate.toFixed(1)) : null, reading },
        'overloaded: refusing new checkouts with 503 + Retry-After',
      );
      loggedAt = now;
      refused = 0;
    }
    done(new BusyError(config.OVERLOAD_RETRY_AFTER_SECONDS));
  });
  app.addHook('onClose', async () => source.close?.());
}
