import { asc, eq, max } from 'drizzle-orm';
import type { TCatalogueBanner, TCatalogueBannerInput, TCatalogueReorderInput } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { CATALOGUE_MESSAGES as M } from '../../lib/messages/catalogue.ts';
import { assertSameIds } from './reorder.ts';

type Row = typeof banners.$inferSelect;
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const toBanner = (r: Row): TCatalogueBanner => ({
  id: r.id,
  position: r.position,
  title: { en: r.titleEn, hi: r.titleHi },
  description: { en: r.descriptionEn, hi: r.descriptionHi },
  imageUrl: r.imageUrl,
  alt: { en: r.altEn, hi: r.altHi },
  imageText: { en: r.imageTextEn ?? '', hi: r.imageTextHi ?? '' },
  onClick: r.onClick,
});

const columns = (b: TCatalogueBannerInput) => ({
  titleEn: b.title.en,
  titleHi: b.title.hi,
  descriptionEn: b.description.en,
  descriptionHi: b.description.hi,
  imageUrl: b.imageUrl,
  altEn: b.alt.en,
  altHi: b.alt.hi,
  imageTextEn: orNull(b.imageText.en),
  imageTextHi: orNull(b.imageText.hi),
  onClick: b.onClick,
});

export async function listBanners(db: Db): Promise<TCatalogueBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map(toBanner);
}

/** New banners go last. */
export async function createBanner(db: Db, staff: StaffCaller, input: TCatalogueBannerInput): Promise<TCatalogueBanner> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [last] = await t.select({ p: max(banners.position) }).from(banners);
    const [row] = await t
      .insert(banners)
      .values({ ...columns(input), position: (last?.p ?? -1) + 1 })
      .returning();
    const after = toBanner(row!);
    await recordAudit(t, staff, { action: 'banner.create', entityType: 'banner', entityId: after.id, before: null, after });
    return after;
  });
}

export async function updateBanner(db: Db, staff: StaffCaller, id: string, input: TCatalogueBannerInput): Promise<TCatalogueBanner> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [old] = await t.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!old) throw notFound(M.bannerNotFound);
    const [row] = await t.update(banners).set(columns(input)).where(eq(banners.id, id)).returning();
    const after = toBanner(row!);
    await recordAudit(t, staff, { action: 'banner.update', entityType: 'banner', entityId: id, before: toBanner(old), after });
    return after;
  });
}

export async function deleteBanner(db: Db, staff: StaffCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [old] = await t.delete(banners).where(eq(banners.id, id)).returning();
    if (!old) throw notFound(M.bannerNotFound);
    await recordAudit(t, staff, { action: 'banner.delete', entityType: 'banner', entityId: id, before: toBanner(old), after: null });
  });
}

/** The new order lists every banner once; anything else (a stale screen) is refused. */
export async function reorderBanners(db: Db, staff: StaffCaller, input: TCatalogueReorderInput): Promise<TCatalogueBanner[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t.select().from(banners).orderBy(asc(banners.position), asc(banners.id)).for('update');
    assertSameIds(rows, input.ids);
    for (const [position, id] of input.ids.entries()) await t.update(banners).set({ position }).where(eq(banners.id, id));
    for (const id of input.ids)
      await recordAudit(t, staff, {
        action: 'banner.reorder',
        entityType: 'banner',
        entityId: id,
        before: { position: rows.find((r) => r.id === id)!.position },
        after: { position: input.ids.indexOf(id) },
      });
    return (await t.select().from(banners).orderBy(asc(banners.position), asc(banners.id))).map(toBanner);
  });
}
