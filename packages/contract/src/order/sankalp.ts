import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { formatDay } from '../common/format.ts';
import type { Language } from '../common/language.ts';
import { ZCheckoutNames, ZCheckoutText } from './create-order.ts';

/** POST /order/sankalp — the devotee corrects the sankalp (issue 12) until the booking closes. */
export const UPDATE_SANKALP_PATH = '/order/sankalp';

export const SANKALP_MESSAGES = {
  locked: 'The sankalp can no longer be changed: booking for this puja has closed.',
  tooManyNames: 'This booking has room for fewer names.',
} as const;

/** What the priest reads out, and whether the devotee may still change it. */
export const ZOrderSankalp = z.object({
  name: z.string(),
  gotra: z.string(),
  additionalNames: z.array(z.string()),
  /** The exact sentence the priest reads, in the request's language (sankalpText). */
  text: z.string(),
  /** The temple as the sentence names it, so the order page's live preview (sankalpText) equals `text`. */
  templeName: z.string(),
  /** How many other names the booking may hold (checkout's rule on the booked package or participants). */
  namesAllowed: z.int(),
  editable: z.boolean(),
  /** The puja has been performed (or the order completed): the sentence was read, not to be read. */
  performed: z.boolean(),
  /** Until when it may be changed (the booking's close), null once it is locked. */
  editableUntil: z.nullable(z.string().check(z.core.describe('ISO 8601 date-time'))),
});
export type TOrderSankalp = z.infer<typeof ZOrderSankalp>;

export const ZUpdateSankalpRequest = z.object({
  orderId: z.string({ error: 'orderId is required' }).check(z.trim(), z.minLength(1, { error: 'orderId is required' }), z.maxLength(64)),
  name: ZCheckoutText.fullName,
  gotra: ZCheckoutText.gotra,
  additionalNames: ZCheckoutNames,
});
export type TUpdateSankalpRequest = z.input<typeof ZUpdateSankalpRequest>;
export type TUpdateSankalpInput = z.output<typeof ZUpdateSankalpRequest>;

export const ZUpdateSankalpResponse = envelope(ZOrderSankalp);
export type TUpdateSankalpResponse = z.infer<typeof ZUpdateSankalpResponse>;

export type TSankalpParts = {
  name: string;
  gotra: string;
  additionalNames: readonly string[];
  eventName: string;
  templeName: string;
  /** ISO date-time of the puja; read as a day in India. */
  eventDateTime: string;
};

/** "25 November 2026" / "25 नवंबर 2026": read aloud, so the month is spelled out (decision 200). */
export function sankalpDay(isoDateTime: string, language: Language): string {
  return formatDay(isoDateTime, language, true);
}

/** Words that say "a temple" rather than which one: they never show that a name already gives the place. */
const GENERIC_PLACE_WORDS = new Set(
  ['shri', 'sri', 'shree', 'temple', 'mandir', 'jyotirlinga', 'bhawan', 'dham', 'peeth', 'siddhpeeth', 'maa', 'mata', 'ji'].concat([
    'श्री',
    'मंदिर',
    'ज्योतिर्लिंग',
    'भवन',
    'धाम',
    'पीठ',
    'सिद्धपीठ',
    'माँ',
    'माता',
    'जी',
  ]),
);
const placeWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,()&.\-–]+/)
    .filter((word) => word.length >= 3 && !GENERIC_PLACE_WORDS.has(word));

/**
 * Whether the event's name already says where it happens ("काशी विश्वनाथ में … चढ़ावा" at "श्री काशी
 * विश्वनाथ मंदिर"): a distinctive word of the temple's name, or its stem ("Shani" of "Shanidev"),
 * is in the event's name. Then the sentence names the place once, through the event's name.
 */
export function eventNamesTemple(eventName: string, templeName: string): boolean {
  const inEvent = placeWords(eventName);
  return placeWords(templeName).some((place) => inEvent.some((word) => word.startsWith(place) || place.startsWith(word)));
}

/**
 * The sankalp as the priest reads it, one sentence in the devotee's language. The same function
 * makes the order page's preview, the paid message and the server's answer, so what the devotee
 * sees is what is read. The place is named once: the temple only when the event's name does not
 * already say it (issue 21).
 */
export function sankalpText(parts: TSankalpParts, language: Language): string {
  const day = sankalpDay(parts.eventDateTime, language);
  const others = parts.additionalNames.filter((n) => n.trim() !== '');
  const temple = parts.templeName.trim() && !eventNamesTemple(parts.eventName, parts.templeName) ? parts.templeName.trim() : null;
  if (language === 'hindi') {
    const withOthers = others.length ? `, साथ में ${others.join(', ')}` : '';
    const where = temple ? `${temple} में ` : '';
    return `${day} को ${where}${parts.eventName} हेतु संकल्प: ${parts.name}, ${parts.gotra} गोत्र${withOthers}।`;
  }
  const withOthers = others.length ? `, together with ${others.join(', ')}` : '';
  const where = temple ? ` at ${temple}` : '';
  return `Sankalp for ${parts.eventName}${where} on ${day}: ${parts.name}, ${parts.gotra} gotra${withOthers}.`;
}
