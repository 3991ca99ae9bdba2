import { asc, eq, max } from 'drizzle-orm';
import type { TCatalogueReorderInput, TCatalogueReview, TCatalogueReviewInput } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { CATALOGUE_MESSAGES as M } from '../../lib/messages/catalogue.ts';
import { assertSameIds } from './reorder.ts';

type Row = typeof reviews.$inferSelect;
const orNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
const text = (en: string | null, hi: string | null) => ({ en: en ?? '', hi: hi ?? '' });

const toReview = (r: Row): TCatalogueReview => ({
  id: r.id,
  position: r.position,
  name: text(r.nameEn, r.nameHi),
  description: text(r.descriptionEn, r.descriptionHi),
  videoUrl: r.videoUrl,
  imageUrl: r.imageUrl,
  address: text(r.addressEn, r.addressHi),
  city: text(r.cityEn, r.cityHi),
  country: text(r.countryEn, r.countryHi),
  pincode: r.pincode ?? '',
});

const columns = (v: TCatalogueReviewInput) => ({
  nameEn: v.name.en,
  nameHi: v.name.hi,
  descriptionEn: v.description.en,
  descriptionHi: v.description.hi,
  videoUrl: orNull(v.videoUrl),
  imageUrl: orNull(v.imageUrl),
  addressEn: orNull(v.address.en),
  addressHi: orNull(v.address.hi),
  cityEn: orNull(v.city.en),
  cityHi: orNull(v.city.hi),
  countryEn: orNull(v.country.en),
  countryHi: orNull(v.country.hi),
  pincode: orNull(v.pincode),
});

export async function listReviews(db: Db): Promise<TCatalogueReview[]> {
  const rows = await db.select().from(reviews).orderBy(asc(reviews.position), asc(reviews.id));
  return rows.map(toReview);
}

export async function createReview(db: Db, staff: StaffCaller, input: TCatalogueReviewInput): Promise<TCatalogueReview> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [last] = await t.select({ p: max(reviews.position) }).from(reviews);
    const [row] = await t
      .insert(reviews)
      .values({ ...columns(input), position: (last?.p ?? -1) + 1 })
      .returning();
    const after = toReview(row!);
    await recordAudit(t, staff, { action: 'review.create', entityType: 'review', entityId: after.id, before: null, after });
    return after;
  });
}

export async function updateReview(db: Db, staff: StaffCaller, id: string, input: TCatalogueReviewInput): Promise<TCatalogueReview> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [old] = await t.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!old) throw notFound(M.reviewNotFound);
    const [row] = await t.update(reviews).set(columns(input)).where(eq(reviews.id, id)).returning();
    const after = toReview(row!);
    await recordAudit(t, staff, { action: 'review.update', entityType: 'review', entityId: id, before: toReview(old), after });
    return after;
  });
}

export async function deleteReview(db: Db, staff: StaffCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [old] = await t.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!old) throw notFound(M.reviewNotFound);
    await recordAudit(t, staff, { action: 'review.delete', entityType: 'review', entityId: id, before: toReview(old), after: null });
  });
}

export async function reorderReviews(db: Db, staff: StaffCaller, input: TCatalogueReorderInput): Promise<TCatalogueReview[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t.select().from(reviews).for('update');
    assertSameIds(rows, input.ids);
    for (const [position, id] of input.ids.entries()) {
      await t.update(reviews).set({ position }).where(eq(reviews.id, id));
      await recordAudit(t, staff, {
        action: 'review.reorder',
        entityType: 'review',
        entityId: id,
        before: { position: rows.find((r) => r.id === id)!.position },
        after: { position },
      });
    }
    return listReviews(t);
  });
}
