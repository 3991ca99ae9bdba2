import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZLanguage } from '../../common/language.ts';
import { ADMIN_ORDER_MESSAGES as M } from '../orders/order-messages.ts';
import { ZIstDate, ZUuidParam } from '../orders/order-filters.ts';

/**
 * The sankalp list: for one event and one day (IST), every paid order's names as the priest reads
 * them out during the ritual, in the language the priest chooses. JSON for the screen and the
 * printout; CSV for a spreadsheet.
 */
export const SANKALP_PATH = '/sankalp';
export const SANKALP_CSV_PATH = '/sankalp.csv';
/** Events with paid orders on a day, for the list's picker. */
export const SANKALP_EVENTS_PATH = '/sankalp/events';

export const ZSankalpQuery = z.object({
  eventId: ZUuidParam.check(z.minLength(1, { error: M.eventRequired })),
  date: ZIstDate,
  language: z._default(z.enum(['english', 'hindi'], { error: M.languageInvalid }), 'english'),
});
export type TSankalpQuery = z.input<typeof ZSankalpQuery>;

export const ZSankalpLine = z.object({
  orderId: z.string(),
  devoteeName: z.string(),
  gotra: z.string(),
  /** Additional names and participants the devotee entered. */
  additionalNames: z.array(z.string()),
  /** Packages and items, in the chosen language, e.g. "Family package ×1". */
  items: z.array(z.object({ name: z.string(), quantity: z.int() })),
});
export type TSankalpLine = z.infer<typeof ZSankalpLine>;

export const ZSankalpList = z.object({
  eventId: z.string(),
  eventName: z.string(),
  templeName: z.string(),
  date: z.string(),
  language: ZLanguage,
  /** Paid orders; `names` counts every name to be read (devotees + additional names). */
  count: z.int(),
  names: z.int(),
  lines: z.array(ZSankalpLine),
});
export type TSankalpList = z.infer<typeof ZSankalpList>;
export const ZSankalpListResponse = envelope(ZSankalpList);
export type TSankalpListResponse = z.infer<typeof ZSankalpListResponse>;

export const ZSankalpEventsQuery = z.object({ date: ZIstDate });
export type TSankalpEventsQuery = z.input<typeof ZSankalpEventsQuery>;

export const ZSankalpEvent = z.object({
  eventId: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  templeNameEn: z.string(),
  templeNameHi: z.string(),
  paidOrders: z.int(),
});
export type TSankalpEvent = z.infer<typeof ZSankalpEvent>;
export const ZSankalpEventsResponse = envelope(z.array(ZSankalpEvent));
export type TSankalpEventsResponse = z.infer<typeof ZSankalpEventsResponse>;

/** The CSV's header row, per language (the first line of the file after the BOM). */
export const SANKALP_CSV_HEADERS = {
  english: ['#', 'Order', 'Devotee', 'Gotra', 'Additional names', 'Package / items'],
  hindi: ['#', 'ऑर्डर', 'भक्त', 'गोत्र', 'अन्य नाम', 'पैकेज / सामग्री'],
} as const;
