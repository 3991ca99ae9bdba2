import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { placeholder, prepared } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** Which key: whose, on which route. */
export type KeyId = { caller: string; route: string; key: string };

export type StoreTimes = {
  /** How long a claim is its request's alone; after that a retry may take over (its process died). */
  leaseSeconds: number;
  /** How long a key and its answer are kept. */
  ttlSeconds: number;
};

export type ClaimOutcome =
  { kind: 'claimed'; claim: string } | { kind: 'replay'; statusCode: number; response: string } | { kind: 'in-flight' } | { kind: 'mismatch' };

const thisKey = (id: { [K in keyof KeyId]: KeyId[K] | Placeholder }) =>
  and(eq(idempotencyKeys.caller, id.caller), eq(idempotencyKeys.route, id.route), eq(idempotencyKeys.key, id.key));
/** thisKey of a statement built once (db/prepared.ts): the key's parts are its values. */
const keyPlaceholders = { caller: sql.placeholder('caller'), route: sql.placeholder('route'), key: sql.placeholder('key') };
/** Database time, so every process measures leases and expiry by the same clock. */
const secondsFromNow = (seconds: number | Placeholder) => sql`now() + make_interval(secs => ${seconds})`;

const claimRow = prepared((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      ...keyPlaceholders,
      fingerprint: sql.placeholder('fingerprint'),
      claim: sql.placeholder('claim'),
      lockedUntil: secondsFromNow(sql.placeholder('leaseSeconds')),
      createdAt: sql`now()`,
      expiresAt: secondsFromNow(sql.placeholder('ttlSeconds')),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.route, idempotencyKeys.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        claim: sql`excluded.claim`,
        lockedUntil: sql`excluded.locked_until`,
        statusCode: null,
        response: null,
        createdAt: sql`excluded.created_at`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`${idempotencyKeys.expiresAt} <= now() or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.lockedUntil} <= now() and ${idempotencyKeys.fingerprint} = excluded.fingerprint)`,
    })
    .returning({ claim: idempotencyKeys.claim }),
);

/**
 * One statement claims the key: a new key is inserted; an existing one is taken over only when it
 * has expired, or when its request was abandoned (no answer, lease over) and this request is the
 * same one. Concurrent claims meet at the primary key, so exactly one wins. Only a refused claim
 * (a replay, a request in flight, another body: all rare) reads the row in a second round trip.
 */
export async function claimKey(db: Db, id: KeyId, fingerprint: string, times: StoreTimes): Promise<ClaimOutcome> {
  const claim = randomUUID();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [won] = await claimRow(db, { ...id, fingerprint, claim, leaseSeconds: times.leaseSeconds, ttlSeconds: times.ttlSeconds });
    if (won) return { kind: 'claimed', claim };
    const [held] = await db
      .select({ fingerprint: idempotencyKeys.fingerprint, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(thisKey(id));
    // Gone in between (swept the moment it expired): claim again.
    if (!held) continue;
    if (held.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (held.statusCode === null || held.response === null) return { kind: 'in-flight' };
    return { kind: 'replay', statusCode: held.statusCode, response: held.response };
  }
  return { kind: 'in-flight' };
}

const answerRow = prepared((db) =>
  db
    .update(idempotencyKeys)
    .set({ statusCode: placeholder('statusCode'), response: placeholder('response') })
    .where(and(thisKey(keyPlaceholders), eq(idempotencyKeys.claim, sql.placeholder('claim')))),
);

/** Keeps the first answer. Only the claim's holder writes: a request overtaken after its lease stores nothing. */
export async function storeAnswer(db: Db, id: KeyId, claim: string, statusCode: number, response: string): Promise<void> {
  await answerRow(db, { ...id, claim, statusCode, response });
}

/** No final answer (a 5xx, an answer saying "later"): the key is freed, so a retry runs the request again. */
export async function releaseKey(db: Db, id: KeyId, claim: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(thisKey(id), eq(idempotencyKeys.claim, claim)));
}

/** Deletes expired keys (and their answers). */
export async function sweepIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
}
