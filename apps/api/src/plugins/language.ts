import type { FastifyInstance } from 'fastify';
import { languageFromHeader } from '@sankalp/contract';

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'english');
  app.addHook('onRequest', async (request, reply) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    // Responses differ by language, so shared caches must key on it.
    reply.header('vary', 'Accept-Language');
  });
}
