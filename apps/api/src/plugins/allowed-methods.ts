import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorResponse } from '@sankalp/contract';
import { localize } from '../lib/messages.ts';

/** The methods a path may be asked with, in the order Allow lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const METHOD_NOT_ALLOWED = 'Method not allowed.';

/** One route as registered (HEAD twins of GET routes left out): what the header tests walk. */
export type KnownRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, but the 405 / OPTIONS ones (test/features/http/no-store.test.ts walks it). */
    routeTable: readonly KnownRoute[];
  }
}

/** Allow for a path answered with these methods (OPTIONS always: we answer it). */
export const allowHeader = (methods: Iterable<string>) => {
  const present = new Set([...methods, 'OPTIONS']);
  return METHODS.filter((m) => present.has(m)).join(', ');
};

/** A 405 or an OPTIONS answer for a path known to answer `allow` (RFC 9110 §15.5.6, §9.3.7). */
export function answerOtherMethod(request: FastifyRequest, reply: FastifyReply, allow: string): FastifyReply {
  reply.header('allow', allow);
  // No CORS here: the site, the console and the API share one origin, so OPTIONS is only ever asked plainly.
  if (request.method === 'OPTIONS') return reply.code(204).send();
  const body: TErrorResponse = { statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: localize(METHOD_NOT_ALLOWED, request.language) };
  return reply.code(405).header('vary', 'Accept-Language').send(body);
}

/**
 * A known path asked with a method it has no route for gets 405 with Allow, and OPTIONS gets 204
 * with Allow, instead of the not-found answer (decision 235). Each path's missing methods become one
 * route of their own, registered once all others are: the router tells them apart as it does any
 * route, so the routes that exist pay nothing, and an unknown path still goes straight to the
 * not-found handler (the kept 404 page, decision 188). Call it before any route is registered,
 * and its `register` after the last.
 */
export function allowedMethods(app: FastifyInstance): { register: () => void } {
  // By pattern: the router takes /orders/:id and /orders/:orderId for one path.
  const table = new Map<string, { url: string; methods: Set<string> }>();
  const routes: KnownRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    if (route.config?.otherMethods) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    const pattern = route.url.replace(/:\w+/g, ':');
    let path = table.get(pattern);
    if (!path) table.set(pattern, (path = { url: route.url, methods: new Set() }));
    for (const method of [route.method].flat()) path.methods.add(method);
  });
  return {
    register() {
      for (const { url, methods } of table.values()) {
        // The router's own word: a plugin's trailing-slash twin may hold a method the table does not show.
        const missing = METHODS.filter((m) => !methods.has(m) && !app.hasRoute({ method: m, url }));
        if (missing.length === 0) continue;
        const allow = allowHeader(methods);
        app.route({
          method: missing,
          url,
          exposeHeadRoute: false,
          schema: { hide: true },
          config: { otherMethods: true },
          handler: (request, reply) => answerOtherMethod(request, reply, allow),
        });
      }
    },
  };
}
