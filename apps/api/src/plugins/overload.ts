import type { FastifyInstance, FastifyReply, HookHandlerDoneFunction } from 'fastify';
import { API_PREFIX, CART_DOCUMENTED_PATH, CART_PATH, CREATE_ORDER_PATH, PAYMENT_PATHS } from '@sankalp/contract';
import { BusyError } from '../lib/errors.ts';
import { createAdmission } from '../lib/admission.ts';
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
 * Around the threshold new orders are also paced (lib/admission.ts), so that the devotees waiting in
 * line do not all come in during the first calm sample.
 */
export function registerOverload(app: FastifyInstance, source: PressureSource): void {
  const { config } = app;
  const limits = pressureLimits(config);
  // From which level each checkout start is refused; new orders are also paced by the admission rate.
  const rules = new Map<string, { from: number; paced: boolean }>([
    [`POST ${API_PREFIX}${CREATE_ORDER_PATH}`, { from: 1, paced: true }],
    [`POST ${API_PREFIX}${PAYMENT_PATHS.initiate}`, { from: config.OVERLOAD_INITIATE_FACTOR, paced: false }],
  ]);
  const admission = createAdmission();
  source.onSample?.((reading) => admission.adjust(pressureLevel(reading, limits).level));
  let refused = 0;
  let loggedAt = 0;

  // Requests being answered now: counted from here to the socket's close (an abort included).
  let inFlight = 0;
  const settle = () => void inFlight--;
  const admit = (reply: FastifyReply, done: HookHandlerDoneFunction) => {
    inFlight++;
    reply.raw.once('close', settle);
    done();
  };
  const inFlightLimit = config.OVERLOAD_REQUESTS_IN_FLIGHT;

  app.addHook('onRequest', (request, reply, done) => {
    const rule = rules.get(`${request.method} ${request.routeOptions.url}`);
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
  // The write latency signal: the checkout's own database work, the basket and the orders admitted.
  // Not the refusals (instant, they would read as relief exactly when the process is past capacity),
  // and not the calls that wait for a provider (payment initiate with Razorpay, OTP by SMS): their
  // time is the provider's, not a sign of this process's capacity.
  // The cart answers at the spec's path and at the documented one (features/cart/routes.ts).
  const measured = new Set([`POST ${API_PREFIX}${CART_PATH}`, `POST ${API_PREFIX}${CART_DOCUMENTED_PATH}`, `POST ${API_PREFIX}${CREATE_ORDER_PATH}`]);
  const { noteWrite } = source;
  if (noteWrite) {
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode !== 503 && measured.has(`${request.method} ${request.routeOptions.url}`)) noteWrite(reply.elapsedTime);
      done();
    });
  }
  app.addHook('onClose', async () => source.close?.());
}
