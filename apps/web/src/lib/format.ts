import {
  formatClockTime,
  formatDay,
  formatNumericDay,
  formatRupeeAmount,
  formatWeekdayName,
  indiaClock,
  monthName,
  type Language,
  type RupeeOptions,
} from '@sankalp/contract';

/**
 * The site's names for the shared formatting rule (contract `common/format.ts`, decision 200): one
 * rule per language, India time, the same text on the server and in the browser.
 */

/** dd-mm-yyyy in India time: only the devotee's chosen date, where the spec fixes it (§3, §9). */
export const formatDate = (iso: string): string => formatNumericDay(iso);

export const formatWeekday = (iso: string, language: Language): string => formatWeekdayName(iso, language);

/** "7:00 am" / "19:00". */
export const formatTime = (iso: string, language: Language): string => formatClockTime(iso, language);

/** "15 Mar 2026" / "15 मार्च 2026" in India time; '' for a missing or broken date. */
export function formatShortDate(iso: string | null | undefined, language: Language = 'english'): string {
  return formatDay(iso, language);
}

/** Pieces of a calendar tile: day number, month word (never abbreviated in Hindi), year. */
export function dateTile(iso: string, language: Language): { day: string; month: string; year: string } | null {
  const c = indiaClock(iso);
  return c ? { day: String(c.day), month: monthName(c.month, language), year: String(c.year) } : null;
}

/** Rupees, the one format of every amount on the site: "₹551", "₹551.50", "₹1,00,000" (paise only when there are some). */
// The language stays in the signature (every call passes it, as to every formatter); the amount reads the same in both.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function formatRupees(amount: number, _language: Language = 'english', options: RupeeOptions = {}): string {
  return formatRupeeAmount(amount, options);
}

/** formatRupees for an amount that may be missing: null, so the view says 'Amount is pending' (spec §8). */
export function formatAmountOrNull(amount: number | null | undefined, language: Language = 'english', options: RupeeOptions = {}): string | null {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatRupees(amount, language, options) : null;
}

/** A card or detail shows 'on request' instead of date and time for devotee-chosen dates (spec §4). */
export const isOnRequest = (pujaType: string | null | undefined): boolean => Boolean(pujaType) && pujaType !== 'FIXED_DATE';
