import { and, asc, eq, max } from 'drizzle-orm';
import type { TCatalogueFaq, TCatalogueFaqInput, TCatalogueFaqScope, TCatalogueReorderInput } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { CATALOGUE_MESSAGES as M } from '../../lib/messages/catalogue.ts';
import { assertSameIds } from './reorder.ts';

type Row = typeof faqs.$inferSelect;
/** Event FAQs belong to their event's editor; these screens see the site-wide scopes only. */
const SITE_SCOPES = ['HOMEPAGE', 'PUJA', 'OFFERING'] as const;
const isSiteScope = (scope: Row['scope']): scope is TCatalogueFaqScope => (SITE_SCOPES as readonly string[]).includes(scope);
const bullets = (lines: string[]) => lines.map((l) => l.trim()).filter(Boolean);

const toFaq = (r: Row): TCatalogueFaq => ({
  id: r.id,
  position: r.position,
  scope: isSiteScope(r.scope) ? r.scope : 'HOMEPAGE',
  question: { en: r.questionEn, hi: r.questionHi },
  answerText: { en: r.answerTextEn, hi: r.answerTextHi },
  answerBullets: { en: r.answerBulletsEn, hi: r.answerBulletsHi },
});

const columns = (f: TCatalogueFaqInput) => ({
  scope: f.scope,
  questionEn: f.question.en,
  questionHi: f.question.hi,
  answerTextEn: f.answerText.en,
  answerTextHi: f.answerText.hi,
  answerBulletsEn: bullets(f.answerBullets.en),
  answerBulletsHi: bullets(f.answerBullets.hi),
});

export async function listFaqs(db: Db, scope?: TCatalogueFaqScope): Promise<TCatalogueFaq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(scope ? eq(faqs.scope, scope) : undefined)
    .orderBy(asc(faqs.scope), asc(faqs.position), asc(faqs.id));
  return rows.filter((r) => isSiteScope(r.scope)).map(toFaq);
}

async function lockSiteFaq(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).for('update');
  if (!row || !isSiteScope(row.scope)) throw notFound(M.faqNotFound);
  return row;
}

export async function createFaq(db: Db, staff: StaffCaller, input: TCatalogueFaqInput): Promise<TCatalogueFaq> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [last] = await t
      .select({ p: max(faqs.position) })
      .from(faqs)
      .where(eq(faqs.scope, input.scope));
    const [row] = await t
      .insert(faqs)
      .values({ ...columns(input), position: (last?.p ?? -1) + 1 })
      .returning();
    const after = toFaq(row!);
    await recordAudit(t, staff, { action: 'faq.create', entityType: 'faq', entityId: after.id, before: null, after });
    return after;
  });
}

/** A FAQ moved to another scope goes last there. */
export async function updateFaq(db: Db, staff: StaffCaller, id: string, input: TCatalogueFaqInput): Promise<TCatalogueFaq> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const old = await lockSiteFaq(t, id);
    let position = old.position;
    if (old.scope !== input.scope) {
      const [last] = await t
        .select({ p: max(faqs.position) })
        .from(faqs)
        .where(eq(faqs.scope, input.scope));
      position = (last?.p ?? -1) + 1;
    }
    const [row] = await t
      .update(faqs)
      .set({ ...columns(input), position })
      .where(eq(faqs.id, id))
      .returning();
    const after = toFaq(row!);
    await recordAudit(t, staff, { action: 'faq.update', entityType: 'faq', entityId: id, before: toFaq(old), after });
    return after;
  });
}

export async function deleteFaq(db: Db, staff: StaffCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const old = await lockSiteFaq(t, id);
    await t.delete(faqs).where(eq(faqs.id, id));
    await recordAudit(t, staff, { action: 'faq.delete', entityType: 'faq', entityId: id, before: toFaq(old), after: null });
  });
}

export async function reorderFaqs(db: Db, staff: StaffCaller, input: TCatalogueReorderInput): Promise<TCatalogueFaq[]> {
  if (!input.scope) throw badRequest(M.reorderMismatch);
  const scope = input.scope;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t.select().from(faqs).where(eq(faqs.scope, scope)).for('update');
    assertSameIds(rows, input.ids);
    for (const [position, id] of input.ids.entries()) {
      await t
        .update(faqs)
        .set({ position })
        .where(and(eq(faqs.id, id), eq(faqs.scope, scope)));
      await recordAudit(t, staff, {
        action: 'faq.reorder',
        entityType: 'faq',
        entityId: id,
        before: { position: rows.find((r) => r.id === id)!.position },
        after: { position },
      });
    }
    return listFaqs(t, scope);
  });
}
