import { EVENT_PAGE_SIZE, type Language, type TEventCard, type TEventKind } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/pick.ts';
import { findEventCards } from './queries.ts';
import { toEventCard } from './to-card.ts';

/** Offering cards show a small rotating stack of their items' images. */
const ITEM_IMAGES_PER_CARD = 4;

export async function getEventList(
  db: Db,
  kind: TEventKind,
  pageNumber: number,
  language: Language,
  now = new Date(),
): Promise<{ list: TEventCard[]; totalPages: number }> {
  const { rows, total } = await findEventCards(db, kind, now, pageNumber * EVENT_PAGE_SIZE, EVENT_PAGE_SIZE);
  const list = rows.map(({ event, images, items }) => {
    const itemImages =
      kind === 'OFFERING' ? items.slice(0, ITEM_IMAGES_PER_CARD).map((i) => ({ url: i.imageUrl, alt: pick(language, i.nameEn, i.nameHi) })) : [];
    return toEventCard(event, images, itemImages, language, now);
  });
  return { list, totalPages: Math.ceil(total / EVENT_PAGE_SIZE) };
}
