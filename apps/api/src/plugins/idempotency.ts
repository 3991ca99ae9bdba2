import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENT_REPLAYED_HEADER, ZErrorResponse, ZIdempotencyHeaders } from '@sankalp/contract';
import { AppError, RetryLaterError } from '../lib/errors.ts';
import { canonicalJson, readIdempotencyKey, sha256 } from '../lib/idempotency-key.ts';
import { claimKey, releaseKey, storeAnswer, sweepIdempotencyKeys, type KeyId, type StoreTimes } from '../lib/idempotency-store.ts';
import { IDEMPOTENCY_MESSAGES } from '../lib/messages/retries.ts';
import { createThrottledSweep } from '../lib/throttled-sweep.ts';
import { hooksOf } from '../lib/route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes an Idempotency-Key header (decision 190). The function names whose keys
     * they are (`user:<id>`, `staff:<id>`…); it runs once sign-in and the body are checked.
     */
    idempotent?: (request: FastifyRequest) => string;
  }
}

/** Longer than any route using this takes (a provider call times out after 10 s); see decision 190. */
export const IDEMPOTENCY_TIMES: StoreTimes = { leaseSeconds: 15, ttlSeconds: 24 * 3600 };
/** A request still in flight is usually done within a second: ask again then. */
const IN_FLIGHT_RETRY_SECONDS = 1;

const held = new WeakMap<FastifyRequest, { id: KeyId; claim: string }>();

/**
 * Safe retries for the routes whose config says `idempotent`. Before the handler (sign-in and body
 * checked): a request without the header runs as before; with it, the key is claimed — or the
 * first answer is sent again (`Idempotent-Replayed: true`), or a 422 (same key, another request),
 * or a 409 with Retry-After (the first is still running). After the handler, its answer is kept if
 * final (below 500, no Retry-After); otherwise the key is released so a retry runs again.
 */
export function registerIdempotency(app: FastifyInstance, times: StoreTimes = IDEMPOTENCY_TIMES): void {
  const sweep = createThrottledSweep(() => sweepIdempotencyKeys(app.db), app.log, 'expired idempotency keys');
  app.addHook('onClose', sweep.settled);

  /** The preHandler of a route whose keys `callerOf` names. */
  const claimFor = (callerOf: (request: FastifyRequest) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = readIdempotencyKey(request);
    if (key === undefined) return;
    const id: KeyId = { caller: callerOf(request), route: `${request.method} ${request.routeOptions.url}`, key };
    const fingerprint = sha256(canonicalJson({ params: request.params, query: request.query, body: request.body }));
    sweep();
    const outcome = await claimKey(app.db, id, fingerprint, times);
    switch (outcome.kind) {
      case 'claimed':
        held.set(request, { id, claim: outcome.claim });
        return;
      case 'replay':
        request.log.info({ route: id.route }, 'idempotent request replayed');
        return reply.code(outcome.statusCode).type('application/json; charset=utf-8').header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(outcome.response);
      case 'mismatch':
        throw new AppError(IDEMPOTENCY_ERROR_CODES.reused, 422, IDEMPOTENCY_MESSAGES.reused);
      case 'in-flight':
        throw new RetryLaterError(IDEMPOTENCY_ERROR_CODES.inFlight, 409, IDEMPOTENCY_MESSAGES.inFlight, IN_FLIGHT_RETRY_SECONDS);
    }
  };

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claimed = held.get(request);
    if (!claimed) return payload;
    held.delete(request);
    const final = reply.statusCode < 500 && !reply.hasHeader('retry-after') && typeof payload === 'string';
    try {
      if (final) await storeAnswer(app.db, claimed.id, claimed.claim, reply.statusCode, payload);
      else await releaseKey(app.db, claimed.id, claimed.claim);
    } catch (err) {
      // The answer still goes out; the key stays claimed until its lease ends, then a retry runs again.
      request.log.warn({ err, route: claimed.id.route }, 'could not record the idempotent answer');
    }
    return payload;
  };

  // Only the idempotent routes carry the hooks (two promises a request, skipped by every other
  // route), and the header and the two answers it can add go in their OpenAPI description. The
  // answer is kept first among the route's onSend hooks, before compression: the payload is still
  // the JSON text.
  app.addHook('onRoute', (route) => {
    const callerOf = route.config?.idempotent;
    if (!callerOf) return;
    const schema = route.schema ?? {};
    const response = { 409: ZErrorResponse, 422: ZErrorResponse, ...(schema.response as object | undefined) };
    route.schema = { ...schema, headers: schema.headers ?? ZIdempotencyHeaders, response };
    route.preHandler = [claimFor(callerOf), ...hooksOf(route.preHandler)];
    route.onSend = [keep, ...hooksOf(route.onSend)];
  });
}
