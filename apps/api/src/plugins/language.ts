import type { FastifyInstance } from 'fastify';
import { languageFromHeader } from '@sankalp/contract';

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'english');
  // A callback hook, not an async one: it runs on every request, and a promise each time is measurable (decision 187).
  app.addHook('onRequest', (request, reply, done) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    // Responses differ by language, so shared caches must key on it.
    reply.header('vary', 'Accept-Language');
    done();
  });
}
