import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a load balancer's id may look like (HAProxy's unique-id, nginx's $request_id, a UUID). */
const FORWARDED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The request's id (decision 221): the load balancer's `X-Request-Id` when the process sits behind
 * one (TRUST_PROXY set) and the id is well-formed, so one id follows a request through the balancer's
 * log and ours; else a new UUID. A client cannot choose the id of its own request otherwise.
 */
export function requestIdGenerator(trustForwarded: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const forwarded = trustForwarded ? req.headers['x-request-id'] : undefined;
    return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  };
}

/** Every answer names its request id; every log line of the request carries it as `reqId` (pino's child logger). */
export function registerRequestId(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and a promise each time is measurable (decision 187).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
