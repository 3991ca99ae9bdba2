import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@sankalp/contract';

export const DOCS_PATH = `/public/api/docs`;

/** OpenAPI document built from the contract's zod schemas, at /public/api/docs/json, with an explorer. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sankalp public API', version: '1', description: 'Pujas, chadawa, carts, orders and payments. Send `Accept-Language: hindi` for Hindi.' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
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
  app.log.debug({ prefix: API_PREFIX, docs: DOCS_PATH }, 'API docs registered');
}
