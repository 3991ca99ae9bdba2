import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { frontAnswers, httpRequestDuration } from '../metrics/registry.ts';

/**
 * An answer kept whole, to be sent again as it was: every header the framework sent with it (the
 * request's own id aside), flat as `writeHead` takes them, and its bytes.
 */
export type KeptAnswer = { headers: readonly string[]; bytes: Buffer; route: string };

/** Finds the kept answer for a request, or undefined: then the request goes through the framework. */
export type FrontLookup = (req: IncomingMessage) => KeptAnswer | undefined;

/**
 * The HTTP server Fastify would make (its own options: timeouts, request limits), with `front`
 * asked first for every request (decision 285). A kept answer is written straight to the socket,
 * with a request id of its own; anything else goes to Fastify's handler unchanged. `requestId`
 * is the app's generator, so a kept answer names its request as any other does.
 */
export function frontedServer(front: FrontLookup, requestId: (req: IncomingMessage) => string): FastifyServerFactory {
  return (handler, options) => {
    const opts = options as {
      http?: http.ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    const server = http.createServer(opts.http ?? {}, (req: IncomingMessage, res: ServerResponse) => {
      const kept = front(req);
      if (kept) sendKept(req, res, kept, requestId(req));
      else handler(req, res);
    });
    // What Fastify sets on a server it makes itself (lib/server.js getServerInstance).
    server.keepAliveTimeout = opts.keepAliveTimeout;
    server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}

function sendKept(req: IncomingMessage, res: ServerResponse, kept: KeptAnswer, id: string): void {
  const started = performance.now();
  res.writeHead(200, [...kept.headers, 'x-request-id', id]);
  res.end(kept.bytes);
  // Counted as the framework counts every answer (plugins/metrics.ts), by its route's pattern.
  httpRequestDuration.observe({ route: kept.route, method: req.method ?? 'GET', status: 200 }, (performance.now() - started) / 1000);
  frontAnswers.inc();
}

/** The headers of a framework's answer, flat, without the request's own id (each request gets its own). */
export function keptHeaders(headers: Record<string, string | number | readonly string[] | undefined>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'x-request-id' || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) flat.push(name, String(v));
  }
  return flat;
}
