import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * Closes the caller's account: the row and its orders stay (the operator still needs them), every
 * session ends, and the phone is free for a new account (the unique index covers active rows only).
 * One transaction, so no session outlives the account.
 */
export async function deactivateUser(db: Db, user: AuthUser, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deactivatedAt: sql`now()`, deactivationReason: reason, updatedAt: sql`now()` })
      .where(and(eq(users.id, user.userId), isNull(users.deactivatedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.userId), isNull(sessions.revokedAt)));
  });
}
