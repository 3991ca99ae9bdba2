import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/auth.ts';

/**
 * Revokes the session of this token; answers whose it was, if it was still open. Unknown or
 * already-ended tokens are fine: signing out is idempotent.
 */
export async function logout(db: Db, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return ended?.userId;
}
