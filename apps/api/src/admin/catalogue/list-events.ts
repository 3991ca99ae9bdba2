import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE, type TCatalogueEventListQuery, type TCatalogueEventRow } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { events, temples } from '../../db/schema/index.ts';

/** `%` and `_` typed by the operator are searched for literally. */
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the console's event list, newest event date first; drafts and archived ones too. */
export async function listEvents(db: Db, query: TCatalogueEventListQuery) {
  const where: SQL[] = [];
  if (query.type) where.push(eq(events.type, query.type));
  if (query.status) where.push(eq(events.status, query.status));
  if (query.templeId) where.push(eq(events.templeId, query.templeId));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    where.push(or(ilike(events.nameEn, pattern), ilike(events.nameHi, pattern), ilike(events.searchKey, pattern))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const page = query.page ?? 0;
  const [total] = await db.select({ n: count() }).from(events).where(filter);
  const rows = await db
    .select({
      id: events.id,
      type: events.type,
      status: events.status,
      searchKey: events.searchKey,
      nameEn: events.nameEn,
      nameHi: events.nameHi,
      templeId: events.templeId,
      templeNameEn: temples.nameEn,
      templeNameHi: temples.nameHi,
      eventDateTime: events.eventDateTime,
      bookingClosesAt: events.bookingClosesAt,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .innerJoin(temples, eq(temples.id, events.templeId))
    .where(filter)
    .orderBy(desc(events.eventDateTime), asc(events.id))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset(page * CATALOGUE_PAGE_SIZE);
  const data: TCatalogueEventRow[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    searchKey: r.searchKey,
    name: { en: r.nameEn, hi: r.nameHi },
    templeId: r.templeId,
    templeName: { en: r.templeNameEn, hi: r.templeNameHi },
    eventDateTime: r.eventDateTime.toISOString(),
    bookingClosesAt: r.bookingClosesAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { rows: data, total: total?.n ?? 0, page, pageSize: CATALOGUE_PAGE_SIZE };
}
