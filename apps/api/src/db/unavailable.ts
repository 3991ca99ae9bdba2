import { errorChain } from '../lib/error-chain.ts';

/**
 * Recognizes "the database is away" (server restarting, connections terminated, network gone,
 * pool cannot connect in time) as opposed to a bug or a bad query. The error handler answers
 * those with 503 + Retry-After instead of 500: the request may succeed unchanged in a moment.
 */

/** SQLSTATE classes/codes meaning the connection or the server, not the statement: 08 connection exception, 57P01–57P03 admin/crash shutdown, cannot connect now. */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[1-3])$/;
/** Socket-level failures node-postgres passes through from `net`. */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres / pg-pool raise these as plain Errors with no code. */
const UNAVAILABLE_MESSAGE = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** How long a client should wait before retrying (seconds, the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isUnavailableOne(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailableOne)) return true; // net's happy-eyeballs (localhost → ::1 and 127.0.0.1)
  return UNAVAILABLE_MESSAGE.some((m) => error.message.startsWith(m));
}

/**
 * True when the error, or any error it was caused by (Drizzle wraps driver errors in `cause`), says
 * the database cannot be reached. An error Fastify already put on the client (a status under 500:
 * a body the client stopped sending fails with ECONNRESET too) is never the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return false;
  return [...errorChain(error)].some(isUnavailableOne);
}
