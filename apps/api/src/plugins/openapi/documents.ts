import { ACCESS_TOKEN_HEADER, ADMIN_API_PREFIX, STAFF_TOKEN_HEADER } from '@sankalp/contract';
import { DEVOTEE_TOKEN_SCHEME, STAFF_TOKEN_SCHEME } from './operation.ts';

type Operation = { operationId?: string; tags?: string[]; [key: string]: unknown };
type PathItem = Record<string, Operation>;
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, PathItem>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
};

const DEVOTEE_TOKEN = {
  type: 'apiKey' as const,
  in: 'header' as const,
  name: ACCESS_TOKEN_HEADER,
  description: 'A devotee’s session token, from `POST /public/api/v1/client/auth/otp/verify` (phone + one-time code).',
};
const STAFF_TOKEN = {
  type: 'apiKey' as const,
  in: 'header' as const,
  name: STAFF_TOKEN_HEADER,
  description: 'A console session token, from `POST /admin/api/v1/auth/otp/verify` (a staff member’s phone + one-time code).',
};

/** Both schemes, for the whole collection (@fastify/swagger reads them); each document keeps its own. */
export const SECURITY_SCHEMES = { [DEVOTEE_TOKEN_SCHEME]: DEVOTEE_TOKEN, [STAFF_TOKEN_SCHEME]: STAFF_TOKEN };

const isConsolePath = (path: string) => path.startsWith(`${ADMIN_API_PREFIX}/`);

/**
 * zod writes `nullable: true` without a `type` for a nullable `unknown` (the audit's before/after),
 * which OpenAPI 3.0 does not allow; an untyped schema already admits null, so the flag goes.
 */
function dropUntypedNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropUntypedNullable);
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.nullable === true && record.type === undefined && record.$ref === undefined && !record.allOf && !record.anyOf && !record.oneOf) {
    delete record.nullable;
  }
  Object.values(record).forEach(dropUntypedNullable);
}

/** Every operationId once: a generated client has one method per id. */
function assertUniqueOperationIds(paths: Record<string, PathItem>): void {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const id = operation.operationId;
      if (!id) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (seen.has(id)) throw new Error(`operationId ${id} of ${where} is also that of ${seen.get(id)}`);
      seen.set(id, where);
    }
  }
}

function part(
  full: OpenApiDocument,
  keep: (path: string) => boolean,
  info: Record<string, unknown>,
  securitySchemes: Record<string, unknown>,
): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(full.paths).filter(([path]) => keep(path)));
  const doc: OpenApiDocument = {
    ...full,
    info: { ...full.info, ...info },
    paths,
    components: { ...full.components, securitySchemes },
  };
  dropUntypedNullable(doc.paths);
  dropUntypedNullable(doc.components?.schemas);
  assertUniqueOperationIds(doc.paths);
  return doc;
}

/** What the site, the apps and partners call: everything but the console's operations. */
export function publicDocument(full: OpenApiDocument): OpenApiDocument {
  return part(full, (path) => !isConsolePath(path), {}, { [DEVOTEE_TOKEN_SCHEME]: DEVOTEE_TOKEN });
}

/**
 * The operator console's operations. Video uploads use the tus 1.0 protocol (POST/PATCH/HEAD/DELETE
 * under /media/videos/), described by its own specification and spoken by tus clients: not here.
 */
export function consoleDocument(full: OpenApiDocument): OpenApiDocument {
  return part(
    full,
    isConsolePath,
    {
      title: 'Sankalp console API',
      description:
        'The operator console: temples, catalogue, orders, fulfilment, staff. Every call but sign-in needs the `X-Staff-Token` header. ' +
        'Puja videos are uploaded with the tus 1.0 resumable protocol at `/admin/api/v1/media/videos/` (see https://tus.io/protocols/resumable-upload), not described here.',
    },
    { [STAFF_TOKEN_SCHEME]: STAFF_TOKEN },
  );
}
