import { eq, sql } from 'drizzle-orm';
import type { TUserProfile } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** Sets the caller's own name (already trimmed and checked by the contract). */
export async function updateUserName(db: Db, user: AuthUser, name: string): Promise<TUserProfile> {
  const [row] = await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, user.userId))
    .returning({ userId: users.id, name: users.name, phone: users.phone });
  return row!;
}
