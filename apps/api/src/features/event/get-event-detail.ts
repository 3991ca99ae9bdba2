import type { Language, TEventDetail, TEventKind } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findEventAndParts } from './queries.ts';
import { toEventDetail } from './to-detail.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND: Record<TEventKind, string> = { PUJA: 'Puja not found.', OFFERING: 'Chadawa not found.' };

/** Event ids are UUIDs; anything else is looked up by nobody (the database would refuse it). */
export const isEventId = (id: string) => UUID.test(id);
export const eventNotFound = (kind: TEventKind) => notFound(NOT_FOUND[kind]);

/** An event of the given kind by id or searchKey; a malformed id is simply not found. */
export async function getEventDetail(
  db: Db,
  kind: TEventKind,
  by: { id: string } | { searchKey: string },
  language: Language,
  now = new Date(),
): Promise<TEventDetail> {
  if ('id' in by && !isEventId(by.id)) throw eventNotFound(kind);
  const page = await findEventAndParts(db, kind, 'id' in by ? { id: by.id.toLowerCase() } : { searchKey: by.searchKey.toLowerCase() });
  if (!page) throw eventNotFound(kind);
  return toEventDetail(page.event, page.parts, language, now);
}
