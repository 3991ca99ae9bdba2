import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { TCatalogueEventInput } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import {
  eventBenefits,
  eventImages,
  events,
  faqs,
  offeringItems,
  participantOptions,
  prasadOptions,
  pujaDateOptions,
  pujaPackages,
  temples,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/error-chain.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { countOrders, eventColumns, loadEventAggregate } from './event-aggregate.ts';
import { CATALOGUE_MESSAGES as M } from '../../lib/messages/catalogue.ts';
import { assertPublishable } from './publish-checks.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/** Rich text is sanitized before anything else sees it; a chadawa keeps no packages, a puja no items. */
function clean(input: TCatalogueEventInput): TCatalogueEventInput {
  const rich = (t: { en: string; hi: string }) => ({ en: sanitizeRichText(t.en), hi: sanitizeRichText(t.hi) });
  return {
    ...input,
    shortDescription: rich(input.shortDescription),
    about: rich(input.about),
    packages: input.type === 'PUJA' ? input.packages : [],
    items: input.type === 'OFFERING' ? input.items : [],
    dateOptions: input.type === 'PUJA' ? input.dateOptions : null,
  };
}

/** A new event, always a DRAFT: devotees see it only once it is published. */
export async function createEvent(db: Db, staff: StaffCaller, raw: TCatalogueEventInput): Promise<string> {
  const input = clean(raw);
  return withSearchKeyGuard(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await assertTemple(t, input.templeId);
      await assertSearchKeyFree(t, input.searchKey, null);
      const [row] = await t
        .insert(events)
        .values({ ...eventColumns(input), status: 'DRAFT' })
        .returning({ id: events.id });
      await writeChildren(t, row!.id, input);
      await recordAudit(t, staff, {
        action: 'event.create',
        entityType: 'event',
        entityId: row!.id,
        before: null,
        after: await loadEventAggregate(t, row!.id),
      });
      return row!.id;
    }),
  );
}

/**
 * Replaces the whole event in one transaction. Orders are snapshots, so prices changed here never
 * reach an existing order. A published event must stay publishable: an edit that would leave it
 * incomplete is refused with the same message publishing gives.
 */
export async function replaceEvent(db: Db, staff: StaffCaller, id: string, raw: TCatalogueEventInput): Promise<void> {
  const input = clean(raw);
  await withSearchKeyGuard(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [locked] = await t
        .select({ id: events.id, type: events.type, status: events.status, templeId: events.templeId })
        .from(events)
        .where(eq(events.id, id))
        .for('update');
      if (!locked) throw notFound(M.eventNotFound);
      const changesTemple = locked.templeId !== input.templeId;
      if ((locked.type !== input.type || changesTemple) && (await countOrders(t, id)) > 0) {
        throw badRequest(changesTemple ? M.templeLocked : M.typeLocked);
      }
      if (locked.status === 'PUBLISHED') {
        assertPublishable(input);
      }
      if (changesTemple) await assertTemple(t, input.templeId);
      await assertSearchKeyFree(t, input.searchKey, id);
      const before = await loadEventAggregate(t, id);
      await t
        .update(events)
        .set({ ...eventColumns(input), updatedAt: sql`now()` })
        .where(eq(events.id, id));
      await writeChildren(t, id, input);
      await recordAudit(t, staff, { action: 'event.update', entityType: 'event', entityId: id, before, after: await loadEventAggregate(t, id) });
    }),
  );
}

async function assertTemple(db: Db, templeId: string): Promise<void> {
  const [temple] = await db.select({ id: temples.id, archivedAt: temples.archivedAt }).from(temples).where(eq(temples.id, templeId)).limit(1);
  if (!temple) throw badRequest(M.templeMissing);
  if (temple.archivedAt) throw badRequest(M.templeArchived);
}

async function assertSearchKeyFree(db: Db, searchKey: string, ownId: string | null): Promise<void> {
  const other = ownId ? and(eq(events.searchKey, searchKey), ne(events.id, ownId)) : eq(events.searchKey, searchKey);
  const [clash] = await db.select({ id: events.id }).from(events).where(other).limit(1);
  if (clash) throw badRequest(M.searchKeyTaken);
}

/** Two saves racing for one web address: the unique index refuses the second; answer it the same way. */
async function withSearchKeyGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'events_search_key_unique')) throw badRequest(M.searchKeyTaken);
    throw error;
  }
}

/**
 * Rewrites the event's child rows. Packages and items keep their ids when the console sends them
 * back, so a devotee's cart line still finds the package it chose; the rest are plain lists.
 */
async function writeChildren(db: Db, eventId: string, input: TCatalogueEventInput): Promise<void> {
  await db.delete(eventImages).where(eq(eventImages.eventId, eventId));
  if (input.images.length)
    await db
      .insert(eventImages)
      .values(input.images.map((i, position) => ({ eventId, section: i.section, url: i.url, altEn: i.alt.en.trim(), altHi: i.alt.hi.trim(), position })));
  await db.delete(eventBenefits).where(eq(eventBenefits.eventId, eventId));
  if (input.benefits.length)
    await db.insert(eventBenefits).values(
      input.benefits.map((b, position) => ({
        eventId,
        nameEn: b.name.en.trim(),
        nameHi: b.name.hi.trim(),
        descriptionEn: b.description.en.trim(),
        descriptionHi: b.description.hi.trim(),
        position,
      })),
    );
  await db.delete(faqs).where(and(eq(faqs.scope, 'EVENT'), eq(faqs.eventId, eventId)));
  if (input.faqs.length)
    await db.insert(faqs).values(
      input.faqs.map((f, position) => ({
        scope: 'EVENT' as const,
        eventId,
        questionEn: f.question.en.trim(),
        questionHi: f.question.hi.trim(),
        answerTextEn: f.answerText.en.trim(),
        answerTextHi: f.answerText.hi.trim(),
        answerBulletsEn: bullets(f.answerBullets.en),
        answerBulletsHi: bullets(f.answerBullets.hi),
        position,
      })),
    );
  await db.delete(pujaDateOptions).where(eq(pujaDateOptions.eventId, eventId));
  if (input.dateOptions && input.dateOptions.mode !== 'FIXED_DATE') {
    const d = input.dateOptions;
    await db.insert(pujaDateOptions).values({
      eventId,
      mode: d.mode,
      startDateTime: d.mode === 'RANGE' && d.startDateTime ? new Date(d.startDateTime) : null,
      endDateTime: d.mode === 'RANGE' && d.endDateTime ? new Date(d.endDateTime) : null,
      allowedDateTimes: d.mode === 'FIXED_DATES' ? d.allowedDateTimes.map((at) => new Date(at).toISOString()).sort() : [],
    });
  }
  await writePackages(db, eventId, input);
  await writeItems(db, eventId, input);
  await writePrasad(db, eventId, input.prasad);
  await writeParticipant(db, eventId, input.participant);
}

const bullets = (lines: string[]) => lines.map((l) => l.trim()).filter(Boolean);

async function writePackages(db: Db, eventId: string, input: TCatalogueEventInput): Promise<void> {
  const existing = await db.select({ id: pujaPackages.id }).from(pujaPackages).where(eq(pujaPackages.eventId, eventId));
  const known = new Set(existing.map((r) => r.id));
  const kept = input.packages.map((p) => p.id).filter((pid): pid is string => !!pid && known.has(pid));
  await db
    .delete(pujaPackages)
    .where(kept.length ? and(eq(pujaPackages.eventId, eventId), notInArray(pujaPackages.id, kept)) : eq(pujaPackages.eventId, eventId));
  for (const [position, p] of input.packages.entries()) {
    const values = {
      nameEn: p.name.en.trim(),
      nameHi: p.name.hi.trim(),
      descriptionEn: bullets(p.description.en),
      descriptionHi: bullets(p.description.hi),
      amountPaise: p.amountPaise,
      imageUrl: p.imageUrl,
      maxUserAllowed: p.maxUsers,
      position,
    };
    if (p.id && known.has(p.id)) await db.update(pujaPackages).set(values).where(eq(pujaPackages.id, p.id));
    else await db.insert(pujaPackages).values({ ...values, eventId });
  }
}

async function writeItems(db: Db, eventId: string, input: TCatalogueEventInput): Promise<void> {
  const existing = await db.select({ id: offeringItems.id }).from(offeringItems).where(eq(offeringItems.eventId, eventId));
  const known = new Set(existing.map((r) => r.id));
  const kept = input.items.map((i) => i.id).filter((iid): iid is string => !!iid && known.has(iid));
  await db
    .delete(offeringItems)
    .where(kept.length ? and(eq(offeringItems.eventId, eventId), notInArray(offeringItems.id, kept)) : eq(offeringItems.eventId, eventId));
  for (const [position, i] of input.items.entries()) {
    const values = {
      nameEn: i.name.en.trim(),
      nameHi: i.name.hi.trim(),
      descriptionEn: i.description.en.trim(),
      descriptionHi: i.description.hi.trim(),
      amountPaise: i.amountPaise,
      listAmountPaise: i.listAmountPaise,
      imageUrl: i.imageUrl,
      isDonation: i.isDonation ?? false,
      position,
    };
    if (i.id && known.has(i.id)) await db.update(offeringItems).set(values).where(eq(offeringItems.id, i.id));
    else await db.insert(offeringItems).values({ ...values, eventId });
  }
}

/** Prasad and participant options: one row per event, kept (same id, so carts still match) while the option stays. */
async function writePrasad(db: Db, eventId: string, prasad: TCatalogueEventInput['prasad']): Promise<void> {
  if (!prasad) {
    await db.delete(prasadOptions).where(eq(prasadOptions.eventId, eventId));
    return;
  }
  await db
    .insert(prasadOptions)
    .values({ eventId, amountPaise: prasad.amountPaise })
    .onConflictDoUpdate({ target: prasadOptions.eventId, set: { amountPaise: prasad.amountPaise } });
}

async function writeParticipant(db: Db, eventId: string, participant: TCatalogueEventInput['participant']): Promise<void> {
  if (!participant) {
    await db.delete(participantOptions).where(eq(participantOptions.eventId, eventId));
    return;
  }
  await db
    .insert(participantOptions)
    .values({ eventId, maxUserAllowed: participant.maxUsers })
    .onConflictDoUpdate({ target: participantOptions.eventId, set: { maxUserAllowed: participant.maxUsers } });
}
