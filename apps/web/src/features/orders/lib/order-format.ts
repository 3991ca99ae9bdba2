import type { Language } from '@sankalp/contract';
import { EVENT_TIME_ZONE } from '../../../lib/format.ts';

const INTL_LOCALE: Record<Language, string> = { english: 'en-IN', hindi: 'hi-IN' };

/** Bookings always show paise (spec §2 "total amount in rupees with 2 decimals"): ₹1,100.00. */
export function formatOrderAmount(amount: number | null | undefined, language: Language = 'english'): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "15 Mar 2026" / "15 मार्च 2026" in India time; '' for a missing or broken date. */
export function formatShortDate(iso: string | null | undefined, language: Language = 'english'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: EVENT_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
