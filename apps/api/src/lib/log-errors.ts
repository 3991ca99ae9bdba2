import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';
import { errorChain } from './error-chain.ts';

/** Values shorter than this are not searched for: "1" or "ok" would blot out stack line numbers, not secrets. */
const MIN_HIDDEN_LENGTH = 4;

/** The DrizzleQueryError an error is or wraps (a failed query rethrown by our code keeps it as cause). */
function queryErrorIn(err: unknown): DrizzleQueryError | undefined {
  for (const e of errorChain(err)) if (e instanceof DrizzleQueryError) return e;
  return undefined;
}

/** Text of a parameter as it could appear in a message (PostgreSQL quotes the value it refuses). */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);

function hideParams(text: string, failed: DrizzleQueryError): string {
  const params = failed.params ?? [];
  let out = text.split(`\nparams: ${params.join(',')}`).join(`\nparams: [${params.length} redacted]`);
  for (const value of params.map(asText)) {
    if (value.length >= MIN_HIDDEN_LENGTH) out = out.split(value).join('[redacted]');
  }
  return out;
}

/**
 * pino's `err` serializer, minus SQL parameter values. Drizzle wraps a failed query in an error
 * whose message ends `params: <every value>` (phone numbers, token hashes, addresses), and
 * PostgreSQL's own message may quote one ('invalid input syntax for type uuid: "…"'). The log
 * keeps what an operator needs — the SQL with its placeholders, PostgreSQL's error code and
 * constraint, the stack — and not the values. Every `{ err }` logged by the app passes here.
 */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(err: Error): SerializedError {
  const serialized = stdSerializers.err(err) as unknown as SerializedError;
  const failed = queryErrorIn(err);
  if (!failed || typeof serialized !== 'object' || serialized === null) return serialized;
  const cause = failed.cause as { code?: unknown; constraint?: unknown } | undefined;
  delete serialized.params;
  serialized.message = hideParams(serialized.message ?? '', failed);
  serialized.stack = hideParams(serialized.stack ?? '', failed);
  serialized.query = failed.query;
  serialized.paramCount = failed.params?.length ?? 0;
  if (typeof cause?.code === 'string') serialized.code = cause.code;
  if (typeof cause?.constraint === 'string') serialized.constraint = cause.constraint;
  return serialized;
}
