import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ADMIN_API_PREFIX, API_PREFIX } from '@sankalp/contract';
import { varyByLanguage } from './language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers prepared bodies (cached-json.ts), which set their own Vary, ETag and encoding. */
    preparedBody?: boolean;
    /** One of the 405 / OPTIONS routes of allowed-methods.ts. */
    otherMethods?: boolean;
  }
}

/** The JSON APIs: their texts and error messages are in the caller's language. */
const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${ADMIN_API_PREFIX}/`);

/**
 * Vary: Accept-Language on the JSON APIs' answers, and nowhere else (decision 235): an asset, an
 * image, a video or a page is the same whatever the header says. Added per route when it is
 * registered (a route-level hook), so the catalogue, whose prepared answers say it themselves, and
 * every file pay no hook at all.
 */
export function registerAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.preparedBody || route.config?.otherMethods || !isApiPath(route.url)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...(own as onRequestHookHandler[]), varyByLanguage];
  });
}

/**
 * `Cache-Control: no-store` on every answer of a scope whose answers carry someone's data (the
 * signed-in API, sign-in and its session tokens, payments, the console): no browser or shared cache
 * keeps them, errors included (decision 235). One hook per scope, next to the sign-in check that
 * makes it personal (plugins/auth.ts requireSignIn, the console's scope). Set when the request
 * arrives, so an answer written on the raw response (tus uploads) carries it too; no handler of
 * these scopes sets another.
 */
export function personalAnswers(scope: FastifyInstance): void {
  scope.addHook('onRequest', noStore);
}

const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};
