import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@sankalp/contract';
import { consoleDocument, publicDocument, SECURITY_SCHEMES, type OpenApiDocument } from './openapi/documents.ts';
import { transformOperation } from './openapi/operation.ts';

export const DOCS_PATH = `/public/api/docs`;
/** The console's own document, registered only when ADMIN_API_DOCS is on (off in production by default). */
export const CONSOLE_DOCS_PATH = `/admin/api/docs/json`;

/**
 * OpenAPI documents built from the contract's zod schemas: the public one at
 * /public/api/docs/json (with an explorer), the console's at /admin/api/docs/json where configured.
 * Both come from one collection of every route, split by path (decision 240).
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sankalp public API', version: '1', description: 'Pujas, chadawa, carts, orders and payments. Send `Accept-Language: hindi` for Hindi.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transformOperation,
    hideUntagged: true,
  });
  // The routes are all registered by the first request: each document is built once.
  const whole = () => app.swagger() as unknown as OpenApiDocument;
  let publicDoc: OpenApiDocument | undefined;
  let consoleDoc: OpenApiDocument | undefined;
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    transformSpecificationClone: false,
    transformSpecification: () => (publicDoc ??= publicDocument(whole())),
    // The explorer's own policy (its inline scripts by hash), not the site's; without the upgrade
    // directive, which would send a plain-HTTP development server's assets to https. Its bundle
    // inserts <style> elements at run time: inline styles allowed (a hash in the list would
    // disable 'unsafe-inline', so the style hashes go).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
  });
  if (app.config.ADMIN_API_DOCS) {
    app.get(CONSOLE_DOCS_PATH, { schema: { hide: true } }, async () => (consoleDoc ??= consoleDocument(whole())));
  }
  app.log.debug({ prefix: API_PREFIX, docs: DOCS_PATH }, 'API docs registered');
}
