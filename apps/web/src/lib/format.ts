import type { Language } from '@sankalp/contract';

/**
 * Every number, amount and date the site writes goes through here, so both languages follow one
 * rule (decision 071): Latin digits in Hindi too (₹1,100.00, 15 मार्च 2026), and rupees
 * always with paise and Indian grouping.
 */

/** Dates are shown in India time, whatever the device's zone (events happen at Indian temples). */
export const EVENT_TIME_ZONE = 'Asia/Kolkata';
const INTL_LOCALE: Record<Language, string> = { english: 'en-IN', hindi: 'hi-IN' };
/** Named, not left to the locale's default: a browser whose ICU picked Devanagari digits for Hindi would mix both. */
const NUMBERING_SYSTEM = 'latn';

function parts(iso: string, language: Language, options: Intl.DateTimeFormatOptions) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: EVENT_TIME_ZONE, numberingSystem: NUMBERING_SYSTEM, ...options }).formatToParts(date);
}

/** dd-mm-yyyy (spec §9 date display), in India time. */
export function formatDate(iso: string): string {
  const p = parts(iso, 'english', { day: '2-digit', month: '2-digit', year: 'numeric' });
  if (!p) return '';
  const get = (type: string) => p.find((x) => x.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

export function formatWeekday(iso: string, language: Language): string {
  const p = parts(iso, language, { weekday: 'long' });
  return p?.map((x) => x.value).join('') ?? '';
}

export function formatTime(iso: string, language: Language): string {
  const p = parts(iso, language, { hour: 'numeric', minute: '2-digit', hour12: true });
  return p?.map((x) => x.value).join('') ?? '';
}

/** "15 Mar 2026" / "15 मार्च 2026" in India time (bookings, order details); '' for a missing or broken date. */
export function formatShortDate(iso: string | null | undefined, language: Language = 'english'): string {
  if (!iso) return '';
  return (
    parts(iso, language, { day: 'numeric', month: 'short', year: 'numeric' })
      ?.map((x) => x.value)
      .join('') ?? ''
  );
}

/** Pieces of a calendar tile: day number, short month, year. */
export function dateTile(iso: string, language: Language): { day: string; month: string; year: string } | null {
  const p = parts(iso, language, { day: 'numeric', month: 'short', year: 'numeric' });
  if (!p) return null;
  const get = (type: string) => p.find((x) => x.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year') };
}

/**
 * Rupees, the one format of every amount on the site: rupee sign, Indian grouping, always two
 * decimals (₹403.00, ₹1,00,000.50), because the bookings list must show paise (spec §2) and one
 * amount must not read differently on two screens.
 */
export function formatRupees(amount: number, language: Language = 'english'): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'INR',
    numberingSystem: NUMBERING_SYSTEM,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** formatRupees for an amount that may be missing: null, so the view says 'Amount is pending' (spec §8). */
export function formatAmountOrNull(amount: number | null | undefined, language: Language = 'english'): string | null {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatRupees(amount, language) : null;
}

/** A card or detail shows 'on request' instead of date and time for devotee-chosen dates (spec §4). */
export const isOnRequest = (pujaType: string | null | undefined): boolean => Boolean(pujaType) && pujaType !== 'FIXED_DATE';
