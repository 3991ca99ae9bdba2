import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_HEADER } from '@sankalp/contract';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { KeptSession } from '../lib/session-cache.ts';
import { AppError } from '../lib/errors.ts';
import { personalAnswers } from './answer-headers.ts';
import { documentDevoteeSignIn } from './openapi/operation.ts';

export type AuthUser = { userId: string; sessionId: string; phone: string; name: string | null };

/** Tokens are stored only as their SHA-256: a leaked sessions table signs nobody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const HEADER = ACCESS_TOKEN_HEADER.toLowerCase();
/** Tokens we issue are base64url of 32 random bytes; anything far off that shape is rejected unread. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The raw token of the X-Access-Token header, if any (first one when repeated). */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  return (Array.isArray(raw) ? raw[0] : raw) || undefined;
}

export const loginRequired = () => new AppError('LOGIN_REQUIRED', 200, 'Please login to continue.');
const sessionInvalid = () => new AppError('SESSION_INVALID', 401, 'Your session has expired. Please login again.');

/**
 * Every signed-in request runs this look-up, so it is a prepared statement: built once per
 * database, parsed and planned once per connection (decision 199). Expiry is the database's clock.
 */
const prepareSessionLookup = (db: Db) =>
  db
    .select({ userId: users.id, sessionId: sessions.id, phone: users.phone, name: users.name, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.deactivatedAt)),
    )
    .limit(1)
    .prepare('session_lookup');
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/**
 * Who is calling: null for a guest (no token); a 401 for a token that is unknown, expired,
 * revoked or belongs to a deactivated account.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = readAccessToken(request);
  if (!token) return null;
  if (!TOKEN_SHAPE.test(token)) throw sessionInvalid();
  const tokenHash = hashToken(token);
  const { db, sessionCache } = request.server;
  const user = await sessionCache.lookup(tokenHash, () => sessionOfHash(db, tokenHash));
  if (!user) throw sessionInvalid();
  return user;
}

async function sessionOfHash(db: Db, tokenHash: string): Promise<KeptSession<AuthUser> | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

/** The account of a session token while the session is valid (not expired or revoked, account active), from the database. */
export async function userOfToken(db: Db, token: string): Promise<AuthUser | undefined> {
  return (await sessionOfHash(db, hashToken(token)))?.user;
}

/** For calls that need sign-in: a guest gets the showModal answer (see ZLoginRequired). */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(request);
  if (!user) throw loginRequired();
  return user;
}

const callers = new WeakMap<FastifyRequest, AuthUser>();

/**
 * As a `preValidation` hook: sign-in is checked before the body is, so a guest gets the showModal
 * answer and a bad token its 401 whatever was sent. Read the caller with `signedInUser(request)`.
 */
export async function requireUserHook(request: FastifyRequest): Promise<void> {
  callers.set(request, await requireUser(request));
}

/** Every route of this scope needs sign-in (requireUserHook), so answers with the caller's data (no-store) and the API document says so. */
export function requireSignIn(scope: FastifyInstance): void {
  scope.addHook('preValidation', requireUserHook);
  personalAnswers(scope);
  documentDevoteeSignIn(scope);
}

export function signedInUser(request: FastifyRequest): AuthUser {
  const user = callers.get(request);
  if (!user) throw new Error('requireUserHook must run before signedInUser');
  return user;
}

/** Whose Idempotency-Keys a signed-in call's are (decision 190): the devotee's, so two users never share one. */
export const userKeys = (request: FastifyRequest) => `user:${signedInUser(request).userId}`;
