import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { EVENT_STATUSES } from '../states.ts';
import { RICH_TEXT_MAX, UUID_PATTERN, ZBilingual, ZBilingualList, ZDateTime, ZEntryId, ZImageUrl, ZPaise, bilingual } from './text.ts';

export const CATALOGUE_EVENTS_PATH = '/catalogue/events';
export const CATALOGUE_EVENT_PATH = '/catalogue/events/:id';
export const CATALOGUE_EVENT_PUBLISH_PATH = '/catalogue/events/:id/publish';
export const CATALOGUE_EVENT_UNPUBLISH_PATH = '/catalogue/events/:id/unpublish';
export const CATALOGUE_EVENT_ARCHIVE_PATH = '/catalogue/events/:id/archive';

export const EVENT_KINDS = ['PUJA', 'OFFERING'] as const;
export const ZEventKindAdmin = z.enum(EVENT_KINDS);
export const ZEventStatus = z.enum(EVENT_STATUSES);
export const DATE_MODES = ['FIXED_DATE', 'FIXED_DATES', 'RANGE'] as const;
export const IMAGE_SECTIONS = ['MAIN', 'ABOUT'] as const;

export const ZCatalogueImage = z.object({ section: z.enum(IMAGE_SECTIONS), url: ZImageUrl, alt: ZBilingual });
export const ZCatalogueBenefit = z.object({ name: ZBilingual, description: bilingual(2_000) });
export const ZCatalogueEventFaq = z.object({ question: ZBilingual, answerText: bilingual(2_000), answerBullets: ZBilingualList });
/** `id` keeps a package's identity across edits, so devotees' carts still find it; new ones have none. */
export const ZCataloguePackage = z.object({
  id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  name: ZBilingual,
  description: ZBilingualList,
  amountPaise: ZPaise,
  imageUrl: ZImageUrl,
  maxUsers: z.int().check(z.minimum(1, { error: 'A package covers at least one person.' }), z.maximum(50)),
});
export const ZCatalogueItem = z.object({
  id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  name: ZBilingual,
  description: bilingual(2_000),
  amountPaise: ZPaise,
  listAmountPaise: ZPaise,
  imageUrl: ZImageUrl,
  /** Additive (issue 23, decision 263): a 'daan' (donation); at a temple with 80G registration it gets an 80G receipt. Absent: false. */
  isDonation: z.optional(z.boolean()),
});
/** How devotees choose the date: the event's own (FIXED_DATE), one of a list (FIXED_DATES) or any day in a range. */
export const ZCatalogueDateOptions = z.object({
  mode: z.enum(DATE_MODES),
  startDateTime: z.nullable(ZDateTime),
  endDateTime: z.nullable(ZDateTime),
  allowedDateTimes: z.array(ZDateTime).check(z.maxLength(100)),
});

/** The whole event as the console edits it: PUT replaces all of it at once. */
export const ZCatalogueEventInput = z.object({
  type: ZEventKindAdmin,
  templeId: z.string().check(z.regex(UUID_PATTERN, { error: 'Choose a temple.' })),
  searchKey: z
    .string()
    .check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'The web address may use only small letters, digits and single hyphens.' }),
      z.maxLength(120, { error: 'The web address is too long.' }),
    ),
  name: ZBilingual,
  shortDescription: bilingual(RICH_TEXT_MAX),
  discountText: ZBilingual,
  attendeeStatusText: ZBilingual,
  locationAddress: ZBilingual,
  locationPincode: z.string().check(z.regex(/^(\d{6})?$/, { error: 'The pincode must be 6 digits.' })),
  about: bilingual(RICH_TEXT_MAX),
  eventDateTime: ZDateTime,
  bookingOpensAt: ZDateTime,
  bookingClosesAt: ZDateTime,
  dateOptions: z.nullable(ZCatalogueDateOptions),
  images: z.array(ZCatalogueImage).check(z.maxLength(30)),
  benefits: z.array(ZCatalogueBenefit).check(z.maxLength(30)),
  faqs: z.array(ZCatalogueEventFaq).check(z.maxLength(50)),
  packages: z.array(ZCataloguePackage).check(z.maxLength(20)),
  items: z.array(ZCatalogueItem).check(z.maxLength(50)),
  /** null: no prasad delivery; amount 0: free prasad, always included. */
  prasad: z.nullable(z.object({ amountPaise: ZPaise })),
  /** null: no extra participants (chadawa). */
  participant: z.nullable(z.object({ maxUsers: z.int().check(z.minimum(1), z.maximum(50)) })),
});
export type TCatalogueEventInput = z.infer<typeof ZCatalogueEventInput>;

export const ZCatalogueEvent = z.object({
  ...ZCatalogueEventInput.shape,
  id: z.string(),
  status: ZEventStatus,
  orderCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCatalogueEvent = z.infer<typeof ZCatalogueEvent>;
export const ZCatalogueEventResponse = envelope(ZCatalogueEvent);
export type TCatalogueEventResponse = z.infer<typeof ZCatalogueEventResponse>;

/** GET /catalogue/events: filters and one page. */
export const CATALOGUE_PAGE_SIZE = 20;
export const ZCatalogueEventListQuery = z.object({
  type: z.optional(ZEventKindAdmin),
  status: z.optional(ZEventStatus),
  templeId: z.optional(z.string().check(z.regex(UUID_PATTERN, { error: 'Choose a temple.' }))),
  q: z.optional(z.string().check(z.maxLength(100))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
});
export type TCatalogueEventListQuery = z.infer<typeof ZCatalogueEventListQuery>;

export const ZCatalogueEventRow = z.object({
  id: z.string(),
  type: ZEventKindAdmin,
  status: ZEventStatus,
  searchKey: z.string(),
  name: ZBilingual,
  templeId: z.string(),
  templeName: ZBilingual,
  eventDateTime: z.string(),
  bookingClosesAt: z.string(),
  updatedAt: z.string(),
});
export type TCatalogueEventRow = z.infer<typeof ZCatalogueEventRow>;
export const ZCatalogueEventListResponse = envelope(z.object({ rows: z.array(ZCatalogueEventRow), total: z.int(), page: z.int(), pageSize: z.int() }));
export type TCatalogueEventListResponse = z.infer<typeof ZCatalogueEventListResponse>;

export const ZCatalogueIdParams = z.object({ id: ZEntryId });

/** GET /catalogue/temples: the temples an event can belong to (the editor's temple choice). */
export const CATALOGUE_TEMPLES_PATH = '/catalogue/temples';
export const ZCatalogueTemplesResponse = envelope(z.array(z.object({ id: z.string(), name: ZBilingual })));
export type TCatalogueTemplesResponse = z.infer<typeof ZCatalogueTemplesResponse>;
