import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/auth.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The active account of a phone, created on first sign-in. Two first sign-ins racing each other
 * meet at the partial unique index (one active account per phone): the loser inserts nothing and
 * reads the winner's row.
 */
export async function findOrCreateUser(tx: Tx, phone: string) {
  await tx
    .insert(users)
    .values({ phone })
    .onConflictDoNothing({ target: users.phone, where: sql`${users.deactivatedAt} is null` });
  const [user] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deactivatedAt)));
  return user!;
}

/** A new session: 32 random bytes as base64url for the client, only their SHA-256 in the table. */
export async function createSession(tx: Tx, userId: string, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlDays * 86_400_000) });
  return token;
}
