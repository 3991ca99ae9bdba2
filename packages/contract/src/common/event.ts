import * as z from 'zod/mini';
import { ZImageInfo } from './image.ts';

export const EVENT_TYPES = ['INPROGRESS_EVENT', 'UPCOMING_EVENT', 'EVENT_END'] as const;
export const ZEventType = z.enum(EVENT_TYPES);
export type TEventType = z.infer<typeof ZEventType>;

/** FIXED_DATE: one date set by the temple; FIXED_DATES: devotee picks from a list; RANGE: any day in a window. */
export const PUJA_TYPES = ['FIXED_DATE', 'FIXED_DATES', 'RANGE'] as const;
export const ZPujaType = z.enum(PUJA_TYPES);
export type TPujaType = z.infer<typeof ZPujaType>;

export const ZEventKind = z.enum(['PUJA', 'OFFERING']);
export type TEventKind = z.infer<typeof ZEventKind>;

const isoDateTime = z.string().check(z.core.describe('ISO 8601 date-time with offset'));

/** Card shown in lists (spec §3 "Event card"). */
export const ZEventCard = z.object({
  id: z.string(),
  searchKey: z.string(),
  eventType: ZEventType,
  eventDateTime: isoDateTime,
  pujaType: z.nullable(ZPujaType),
  attendeeStatusText: z.string(),
  mainSection: z.object({
    name: z.string(),
    shortDescription: z.string().check(z.core.describe('HTML')),
    discountText: z.nullable(z.string()),
    titleImageInfo: ZImageInfo,
    location: z.object({ address: z.string() }),
  }),
  offeringItemImageList: z.array(z.object({ url: z.string(), alt: z.string() })),
});
export type TEventCard = z.infer<typeof ZEventCard>;

export const ZFaq = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.object({ text: z.string(), bullets: z.array(z.string()) }),
});
export type TFaq = z.infer<typeof ZFaq>;

export const ZPujaPackage = z.object({
  id: z.string(),
  name: z.string(),
  /** Price in rupees. */
  amount: z.number(),
  description: z.array(z.string()).check(z.core.describe('One line per bullet')),
  imageInfo: ZImageInfo,
  maxUserAllowed: z.int(),
});
export type TPujaPackage = z.infer<typeof ZPujaPackage>;

export const ZOfferingItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price charged, in rupees. */
  amount: z.number(),
  /** List price before discount, in rupees (shown struck through when above amount). */
  itemAmount: z.number(),
  imageInfo: ZImageInfo,
});
export type TOfferingItem = z.infer<typeof ZOfferingItem>;

export const ZPujaDateOptions = z.object({
  mode: ZPujaType,
  startDateTime: z.nullable(isoDateTime),
  endDateTime: z.nullable(isoDateTime),
  allowedDateTime: z.array(isoDateTime),
});
export type TPujaDateOptions = z.infer<typeof ZPujaDateOptions>;

/** Event detail, shared by puja and chadawa (spec §3 "Event detail"). */
export const ZEventDetail = z.object({
  id: z.string(),
  searchKey: z.string(),
  type: ZEventKind,
  eventType: ZEventType,
  pujaType: z.nullable(ZPujaType),
  eventDateTime: isoDateTime,
  eventBookingClosesDateTime: isoDateTime,
  attendeeStatusText: z.string(),
  mainSection: z.object({
    name: z.string(),
    shortDescription: z.string().check(z.core.describe('HTML')),
    discountText: z.nullable(z.string()),
    location: z.object({ address: z.string(), pincode: z.string() }),
    titleImageInfo: ZImageInfo,
    imageInfoList: z.array(ZImageInfo),
    eventDateTime: isoDateTime,
    eventBookingClosesDateTime: isoDateTime,
  }),
  aboutSection: z.object({ description: z.string().check(z.core.describe('HTML')), imageInfoList: z.array(ZImageInfo) }),
  benefitsSection: z.object({
    benefitsDataList: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  }),
  faqSection: z.object({ faqs: z.array(ZFaq) }),
  pujaPackageList: z.array(ZPujaPackage),
  offeringItemList: z.array(ZOfferingItem),
  prasadInfo: z.nullable(z.object({ id: z.string(), amount: z.number() })),
  participantInfo: z.nullable(z.object({ id: z.string(), maxUserAllowed: z.int() })),
  pujaDateOptions: z.nullable(ZPujaDateOptions),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;

export const ZEventIdParams = z.object({ id: z.string().check(z.maxLength(100)) });
export const ZEventSearchKeyParams = z.object({ searchKey: z.string().check(z.maxLength(200)) });
