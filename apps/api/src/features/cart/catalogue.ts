import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventImages, events, offeringItems, participantOptions, prasadOptions, pujaPackages } from '../../db/schema/index.ts';
import type { TCartItemSubType } from '@sankalp/contract';
import { cartEventClosed, cartEventNotOpen } from './cart-errors.ts';

export type EventRow = typeof events.$inferSelect;

/** What one cart line may refer to, with its price: the server's only source of amounts. */
export type CatalogueEntry = {
  subType: TCartItemSubType;
  itemId: string;
  nameEn: string;
  nameHi: string;
  unitPaise: number;
  listUnitPaise: number;
  imageUrl: string;
  /** Order of lines inside one sub type, as the event page lists them. */
  position: number;
  /** Packages only: how many people the package covers. */
  maxUserAllowed?: number;
};

export type EventCatalogue = {
  event: EventRow;
  imageUrl: string;
  entries: Map<string, CatalogueEntry>;
  prasad: { id: string; amountPaise: number } | undefined;
  participant: { id: string; maxUserAllowed: number } | undefined;
};

export const entryKey = (subType: TCartItemSubType, itemId: string) => `${subType}:${itemId}`;

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
const PRASAD_NAME = { en: 'Prasad delivery', hi: 'प्रसाद वितरण' };
const PARTICIPANT_NAME = { en: 'Participants', hi: 'प्रतिभागी' };

/**
 * The event and everything it sells; undefined when there is no such event. The queries run one
 * after another: `db` is often a transaction, i.e. one connection, where pg queues concurrent
 * queries only with a deprecation warning (pg 9 refuses them).
 */
export async function loadCatalogue(db: Db, eventId: string): Promise<EventCatalogue | undefined> {
  // Only a PUBLISHED event sells: a draft, unpublished or archived one is 'not found' for devotees.
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'PUBLISHED')))
    .limit(1);
  if (!event) return undefined;
  const [image] = await db
    .select({ url: eventImages.url })
    .from(eventImages)
    .where(and(eq(eventImages.eventId, eventId), eq(eventImages.section, 'MAIN')))
    .orderBy(asc(eventImages.position))
    .limit(1);
  const packages = await db.select().from(pujaPackages).where(eq(pujaPackages.eventId, eventId));
  const items = await db.select().from(offeringItems).where(eq(offeringItems.eventId, eventId));
  const [prasad] = await db.select().from(prasadOptions).where(eq(prasadOptions.eventId, eventId)).limit(1);
  const [participant] = await db.select().from(participantOptions).where(eq(participantOptions.eventId, eventId)).limit(1);
  const imageUrl = image?.url ?? PLACEHOLDER_IMAGE;
  const list: CatalogueEntry[] = [
    ...packages.map((p) => ({
      subType: 'PUJA_PACKAGE' as const,
      itemId: p.id,
      nameEn: p.nameEn,
      nameHi: p.nameHi,
      unitPaise: p.amountPaise,
      listUnitPaise: p.amountPaise,
      imageUrl: p.imageUrl,
      position: p.position,
      maxUserAllowed: p.maxUserAllowed,
    })),
    ...items.map((i) => ({
      subType: 'OFFERING_ITEM' as const,
      itemId: i.id,
      nameEn: i.nameEn,
      nameHi: i.nameHi,
      unitPaise: i.amountPaise,
      listUnitPaise: i.listAmountPaise,
      imageUrl: i.imageUrl,
      position: i.position,
    })),
  ];
  if (prasad) {
    list.push({
      subType: 'PRASAD',
      itemId: prasad.id,
      nameEn: PRASAD_NAME.en,
      nameHi: PRASAD_NAME.hi,
      unitPaise: prasad.amountPaise,
      listUnitPaise: prasad.amountPaise,
      imageUrl,
      position: 0,
    });
  }
  if (participant) {
    list.push({
      subType: 'PARTICIPANT',
      itemId: participant.id,
      nameEn: PARTICIPANT_NAME.en,
      nameHi: PARTICIPANT_NAME.hi,
      unitPaise: 0,
      listUnitPaise: 0,
      imageUrl,
      position: 0,
    });
  }
  return {
    event,
    imageUrl,
    entries: new Map(list.map((e) => [entryKey(e.subType, e.itemId), e])),
    prasad: prasad ? { id: prasad.id, amountPaise: prasad.amountPaise } : undefined,
    participant: participant ? { id: participant.id, maxUserAllowed: participant.maxUserAllowed } : undefined,
  };
}

/**
 * Only an INPROGRESS event (booking window open now) takes cart changes and orders; the same
 * window the catalogue derives eventType from.
 */
export function assertBookable(event: EventRow, now: Date): void {
  if (now < event.bookingOpensAt) throw cartEventNotOpen();
  if (now > event.bookingClosesAt) throw cartEventClosed();
}
