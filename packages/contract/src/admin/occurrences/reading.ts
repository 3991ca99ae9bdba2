import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZEventKind } from '../../common/event.ts';
import { ZLanguage } from '../../common/language.ts';
import { ZUuidParam } from '../orders/order-filters.ts';

/**
 * Reading mode (decision 181): the occurrence's sankalps in reading order, one screen each on the
 * priest's phone, with the readings (sessions) so far and, per order, its last read in the reading
 * asked for, so a reload (or another phone) resumes where the reading was.
 */

/** `?readingId=`: whose reads to return; without it, the latest reading's. */
export const ZReadingQuery = z.object({ readingId: z.optional(ZUuidParam) });
export type TReadingQuery = z.infer<typeof ZReadingQuery>;

/** An order's last read in a reading: when the name's Next was tapped, and from when the name was on screen. */
export const ZReadingRead = z.object({
  /** Milliseconds from the reading's Start to the tap of Next after the name (the read that counts: the last). */
  offsetMs: z.int(),
  /** Where the name's reading began: the tap before it in the reading (at most a minute earlier), else Start. */
  fromMs: z.int(),
  /** The phone's clock at the tap. */
  readAt: z.string(),
});
export type TReadingRead = z.infer<typeof ZReadingRead>;

export const ZReadingOrder = z.object({
  orderId: z.string(),
  /** The booking's language: names are shown as the devotee typed them, items in this language. */
  language: ZLanguage,
  devoteeName: z.string(),
  gotra: z.string(),
  additionalNames: z.array(z.string()),
  /** For a chadawa, what is offered (the booking's items, in its language); empty for a puja. */
  offered: z.array(z.object({ name: z.string(), quantity: z.int() })),
  /** Its last read in the reading returned (`readingId`), null when not read in it. */
  read: z.nullable(ZReadingRead),
});
export type TReadingOrder = z.infer<typeof ZReadingOrder>;

export const ZReadingSession = z.object({
  readingId: z.string(),
  /** The phone's clock at Start: the recording's 0:00. */
  startedAt: z.string(),
  startedBy: z.string(),
  /** Orders read at least once in it. */
  ordersRead: z.int(),
});
export type TReadingSession = z.infer<typeof ZReadingSession>;

export const ZReading = z.object({
  eventId: z.string(),
  date: z.string(),
  type: ZEventKind,
  eventNameEn: z.string(),
  eventNameHi: z.string(),
  /** Oldest first; the last is the latest. */
  readings: z.array(ZReadingSession),
  /** The reading whose reads are in `orders[].read` (the one asked for, else the latest), null when none. */
  readingId: z.nullable(z.string()),
  /** The reading the group video recorded (set when it is attached), null before. */
  videoReadingId: z.nullable(z.string()),
  /** Paid orders in reading order: booking time, then id (new bookings only ever append). */
  orders: z.array(ZReadingOrder),
});
export type TReading = z.infer<typeof ZReading>;
export const ZReadingResponse = envelope(ZReading);
export type TReadingResponse = z.infer<typeof ZReadingResponse>;
