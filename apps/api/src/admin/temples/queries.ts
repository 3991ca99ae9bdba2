import { asc, eq, inArray, isNotNull, isNull, type SQL, and } from 'drizzle-orm';
import { TEMPLE_MESSAGES, type TTemple } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { temples } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export type TempleRow = typeof temples.$inferSelect;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any id that cannot be a temple's is simply not found (PostgreSQL would refuse it as a uuid). */
export const isTempleId = (id: string) => GUID.test(id);

export function toTemple(row: TempleRow): TTemple {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** The temple, locked for the caller's transaction when `lock` is set; 404 if there is none. */
export async function findTemple(db: Db, id: string, lock = false): Promise<TempleRow> {
  if (!isTempleId(id)) throw notFound(TEMPLE_MESSAGES.notFound);
  const query = db.select().from(temples).where(eq(temples.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TEMPLE_MESSAGES.notFound);
  return row;
}

/** `scope` null: every temple; otherwise only those ids (temple staff). */
export function listTemples(db: Db, scope: readonly string[] | null, status: 'active' | 'archived' | 'all'): Promise<TempleRow[]> {
  const where: SQL[] = [];
  if (scope) where.push(inArray(temples.id, scope.length ? [...scope] : ['00000000-0000-0000-0000-000000000000']));
  if (status === 'active') where.push(isNull(temples.archivedAt));
  if (status === 'archived') where.push(isNotNull(temples.archivedAt));
  return db
    .select()
    .from(temples)
    .where(and(...where))
    .orderBy(asc(temples.nameEn), asc(temples.id));
}
