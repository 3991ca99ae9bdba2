import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { events, type pujaDateOptions } from '../../db/schema/index.ts';
import type { TCartItemSubType } from '@sankalp/contract';
import { cartEventClosed, cartEventNotOpen } from './cart-errors.ts';

export type EventRow = typeof events.$inferSelect;
export type DateOptions = typeof pujaDateOptions.$inferSelect;

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
  /** Offering items only: a 'daan' (donation), which an 80G temple gives an 80G receipt for (decision 263). */
  isDonation?: boolean;
};

export type EventCatalogue = {
  event: EventRow;
  imageUrl: string;
  entries: Map<string, CatalogueEntry>;
  prasad: { id: string; amountPaise: number } | undefined;
  participant: { id: string; maxUserAllowed: number } | undefined;
  /** How a puja's date is chosen when it is not a fixed date. */
  dateOptions: DateOptions | undefined;
  /** The temple's trust has an 80G registration valid today (IST): its donation lines get 80G receipts. */
  temple80g: boolean;
};

export const entryKey = (subType: TCartItemSubType, itemId: string) => `${subType}:${itemId}`;

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
const PRASAD_NAME = { en: 'Prasad delivery', hi: 'प्रसाद वितरण' };
const PARTICIPANT_NAME = { en: 'Participants', hi: 'प्रतिभागी' };

type PackageRow = { id: string; nameEn: string; nameHi: string; amountPaise: number; imageUrl: string; position: number; maxUserAllowed: number };
type ItemRow = {
  id: string;
  nameEn: string;
  nameHi: string;
  amountPaise: number;
  listAmountPaise: number;
  imageUrl: string;
  position: number;
  isDonation: boolean;
};
type DateOptionsJson = { mode: DateOptions['mode']; startDateTime: string | null; endDateTime: string | null; allowedDateTimes: string[] };

/*
 * Everything an event sells, in the one statement that reads the event: a checkout pays one round
 * trip for it instead of seven (decision 199). Correlated subqueries name their tables by hand:
 * Drizzle would not qualify the outer "events" column inside them.
 */
const mainImage = sql<
  string | null
>`(select ei.url from event_images ei where ei.event_id = "events"."id" and ei.section = 'MAIN' order by ei.position limit 1)`;
const packagesJson = sql<
  PackageRow[]
>`coalesce((select json_agg(json_build_object('id', p.id, 'nameEn', p.name_en, 'nameHi', p.name_hi, 'amountPaise', p.amount_paise,
  'imageUrl', p.image_url, 'position', p.position, 'maxUserAllowed', p.max_user_allowed)) from puja_packages p where p.event_id = "events"."id"), '[]'::json)`;
const itemsJson = sql<
  ItemRow[]
>`coalesce((select json_agg(json_build_object('id', i.id, 'nameEn', i.name_en, 'nameHi', i.name_hi, 'amountPaise', i.amount_paise,
  'listAmountPaise', i.list_amount_paise, 'imageUrl', i.image_url, 'position', i.position, 'isDonation', i.is_donation)) from offering_items i where i.event_id = "events"."id"), '[]'::json)`;
/** The temple's trust has all of its 80G registration and today (in India) is within its validity. */
const temple80gValid = sql<boolean>`coalesce((select t.trust_name is not null and t.trust_pan is not null and t.registration_80g is not null
  and (now() at time zone 'Asia/Kolkata')::date between t.registration_80g_valid_from and t.registration_80g_valid_to
  from temples t where t.id = "events"."temple_id"), false)`;
const prasadJson = sql<{
  id: string;
  amountPaise: number;
} | null>`(select json_build_object('id', pr.id, 'amountPaise', pr.amount_paise) from prasad_options pr where pr.event_id = "events"."id" limit 1)`;
const participantJson = sql<{
  id: string;
  maxUserAllowed: number;
} | null>`(select json_build_object('id', pa.id, 'maxUserAllowed', pa.max_user_allowed) from participant_options pa where pa.event_id = "events"."id" limit 1)`;
const dateOptionsJson = sql<DateOptionsJson | null>`(select json_build_object('mode', d.mode, 'startDateTime', d.start_date_time, 'endDateTime', d.end_date_time,
  'allowedDateTimes', d.allowed_date_times) from puja_date_options d where d.event_id = "events"."id")`;

const toDateOptions = (eventId: string, d: DateOptionsJson | null): DateOptions | undefined =>
  d
    ? {
        eventId,
        mode: d.mode,
        startDateTime: d.startDateTime ? new Date(d.startDateTime) : null,
        endDateTime: d.endDateTime ? new Date(d.endDateTime) : null,
        allowedDateTimes: d.allowedDateTimes,
      }
    : undefined;

/** Columns of a select from "events": what the event sells, for toCatalogue. */
export const waresColumns = {
  image: mainImage,
  packages: packagesJson,
  items: itemsJson,
  prasad: prasadJson,
  participant: participantJson,
  dateOptions: dateOptionsJson,
  temple80g: temple80gValid,
};
type WaresRow = { event: EventRow } & { [K in keyof typeof waresColumns]: (typeof waresColumns)[K]['_']['type'] };

const eventWithWares = prepared((db) =>
  db
    .select({ event: events, ...waresColumns })
    .from(events)
    .where(and(eq(events.id, sql.placeholder('eventId')), eq(events.status, 'PUBLISHED')))
    .limit(1),
);

/**
 * The event and everything it sells; undefined when there is no such event. One statement, so it
 * may run inside a transaction (one connection) as well as on the pool.
 */
export async function loadCatalogue(db: Db, eventId: string): Promise<EventCatalogue | undefined> {
  // Only a PUBLISHED event sells: a draft, unpublished or archived one is 'not found' for devotees.
  const [row] = await eventWithWares(db, { eventId });
  return row && toCatalogue(row);
}

/** An event's row and its wares (waresColumns), as the catalogue checks and prices carts with. */
export function toCatalogue(row: WaresRow): EventCatalogue {
  const { event, image, packages, items, prasad, participant } = row;
  const imageUrl = image ?? PLACEHOLDER_IMAGE;
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
      isDonation: i.isDonation,
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
    dateOptions: toDateOptions(event.id, row.dateOptions),
    temple80g: Boolean(row.temple80g),
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
