import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';

/**
 * Reading mode's taps, queued on the phone and sent when it can (decision 181). Every event carries
 * an id made on the phone (a Start's is its reading's id), so a batch sent twice is stored once.
 */

/** A read this long after Start is no recording of one puja: the phone's clock or state is wrong. */
export const READING_MAX_OFFSET_MS = 24 * 60 * 60 * 1000;
/** Events per request: the phone sends its queue in slices of at most this many. */
export const READING_EVENTS_MAX = 500;

export const READING_MESSAGES = {
  id: 'Each reading event needs a UUID made on the phone.',
  orderId: 'orderId is missing or too long.',
  time: 'Times must be ISO 8601 date-times with an offset.',
  offset: 'A name’s offset must be between 0 and 24 hours from Start.',
  type: 'A reading event is a start or a read.',
  events: `Send between 1 and ${READING_EVENTS_MAX} reading events.`,
  orderNotInOccurrence: 'A read names an order that is not one of this puja date’s orders.',
  readingOfOther: 'A reading of another puja date was sent here.',
  unknownReading: 'A read names a reading that was never started. Send its Start first.',
  readingNotFound: 'This reading was not found for this puja date.',
} as const;

const ZClientId = z
  .string({ error: READING_MESSAGES.id })
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: READING_MESSAGES.id }));
const ZPhoneTime = z.iso.datetime({ offset: true, error: READING_MESSAGES.time });

/** Start pressed: the recording's 0:00, by the phone's clock. */
export const ZReadingStartEvent = z.object({ type: z.literal('start'), readingId: ZClientId, startedAt: ZPhoneTime });
export type TReadingStartEvent = z.infer<typeof ZReadingStartEvent>;

/** Next pressed on a name: its offset from Start. A re-read is another event; the last one counts. */
export const ZReadingReadEvent = z.object({
  type: z.literal('read'),
  id: ZClientId,
  readingId: ZClientId,
  orderId: z
    .string({ error: READING_MESSAGES.orderId })
    .check(z.minLength(1, { error: READING_MESSAGES.orderId }), z.maxLength(64, { error: READING_MESSAGES.orderId })),
  offsetMs: z
    .int({ error: READING_MESSAGES.offset })
    .check(z.gte(0, { error: READING_MESSAGES.offset }), z.lte(READING_MAX_OFFSET_MS, { error: READING_MESSAGES.offset })),
  readAt: ZPhoneTime,
});
export type TReadingReadEvent = z.infer<typeof ZReadingReadEvent>;

export const ZReadingEvent = z.discriminatedUnion('type', [ZReadingStartEvent, ZReadingReadEvent], { error: READING_MESSAGES.type });
export type TReadingEvent = z.infer<typeof ZReadingEvent>;

/** The queue as the phone holds it, oldest first (a Start before its reads). */
export const ZReadingEventsRequest = z.object({
  events: z
    .array(ZReadingEvent, { error: READING_MESSAGES.events })
    .check(z.minLength(1, { error: READING_MESSAGES.events }), z.maxLength(READING_EVENTS_MAX, { error: READING_MESSAGES.events })),
});
export type TReadingEventsRequest = z.infer<typeof ZReadingEventsRequest>;

/** Every event of the batch is on the server now; `stored` are those this call wrote (the rest were already there). */
export const ZReadingEventsResult = z.object({
  received: z.int(),
  storedReadings: z.array(z.string()),
  storedReads: z.array(z.string()),
});
export type TReadingEventsResult = z.infer<typeof ZReadingEventsResult>;
export const ZReadingEventsResponse = envelope(ZReadingEventsResult);
export type TReadingEventsResponse = z.infer<typeof ZReadingEventsResponse>;
