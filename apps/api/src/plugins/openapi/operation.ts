import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ADMIN_API_PREFIX, API_PREFIX, ZErrorResponse } from '@sankalp/contract';

/** The two token headers as OpenAPI security schemes (documents.ts declares them). */
export const DEVOTEE_TOKEN_SCHEME = 'devoteeToken';
export const STAFF_TOKEN_SCHEME = 'staffToken';

/** A JSON schema written for the document only (bodies a route reads itself, HTML pages). */
type DocSchema = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the OpenAPI document says about a route that zod cannot: answers that are not JSON and
     * bodies the route parses itself. Documentation only; nothing here is validated at run time.
     */
    openapi?: {
      /** The route may answer 303 See Other (a page navigation): where the Location header leads. */
      seeOther?: string;
      /** The 200 answer is an HTML page: what it shows. */
      htmlPage?: string;
      /** A body the route reads itself (multipart): its media type and shape. */
      body?: { mediaType: string; schema: DocSchema };
    };
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformedSchema = Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> };

const isClientError = (status: string) => /^4(\d\d|XX)$/.test(status);

/**
 * The operationId: the method and the path after its API prefix, in camel case, a parameter as
 * `By<Name>`; console operations start with `admin`. Derived, so it stays what the path is: a
 * generated client keeps its method names as long as the URL keeps its shape. A route may still
 * name its own with `schema.operationId`; documents.ts refuses duplicates.
 */
export function operationIdOf(method: string, url: string): string {
  const admin = url.startsWith(`${ADMIN_API_PREFIX}/`);
  const rest = admin ? url.slice(ADMIN_API_PREFIX.length) : url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
  const words = rest
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return `${method.toLowerCase()}${admin ? 'Admin' : ''}${words.map(capital).join('')}`;
}

/** Who may call: the console's permission, the devotee sign-in hook's mark, or nobody in particular. */
function securityOf(route: RouteOptions, schema: TransformedSchema): unknown {
  if (schema.security) return schema.security;
  if (route.config?.permission) return [{ [STAFF_TOKEN_SCHEME]: [] }];
  return [];
}

/**
 * @fastify/swagger's per-route transform: the zod schemas become JSON schemas (the type provider's
 * transform), then what the routes leave implicit is stated: operationId, security, the 400 every
 * route can give (the input guard and the router answer it before any route runs), the 303 of page
 * navigations, HTML pages and self-parsed bodies (`config.openapi`).
 */
export function transformOperation(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { route } = input;
  const given = (input.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
  const declared = Object.keys(given.response ?? {});
  const response = declared.some(isClientError) ? given.response : { ...given.response, 400: ZErrorResponse };
  const result = jsonSchemaTransform({ ...input, schema: { ...given, response } });
  const schema = result.schema as TransformedSchema;
  if (schema.hide) return result;

  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  schema.operationId ??= operationIdOf(method, route.url);
  schema.security = securityOf(route, schema);
  const doc = route.config?.openapi;
  if (doc) {
    const answers = (schema.response ??= {});
    if (doc.htmlPage) answers[200] = { description: doc.htmlPage, content: { 'text/html': { schema: { type: 'string' } } } };
    if (doc.seeOther) {
      answers[303] = {
        type: 'null',
        description: `See Other: ${doc.seeOther}`,
        headers: { Location: { type: 'string', description: doc.seeOther } },
      };
    }
    if (doc.body) {
      schema.consumes = [doc.body.mediaType];
      schema.body = doc.body.schema;
    }
  }
  return result;
}

/**
 * For plugins whose every route needs the devotee's token: marks those routes' operations with
 * the devotee token scheme. An onRoute hook, so it sees exactly the routes the plugin registers.
 */
export function documentDevoteeSignIn(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [DEVOTEE_TOKEN_SCHEME]: [] }] };
  });
}
