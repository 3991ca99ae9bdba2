import type { Language } from '@sankalp/contract';

/** Dates are shown in India time, whatever the device's zone (events happen at Indian temples). */
export const EVENT_TIME_ZONE = 'Asia/Kolkata';
const INTL_LOCALE: Record<Language, string> = { english: 'en-IN', hindi: 'hi-IN' };

function parts(iso: string, language: Language, options: Intl.DateTimeFormatOptions) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: EVENT_TIME_ZONE, ...options }).formatToParts(date);
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

/** Pieces of a calendar tile: day number, short month, year. */
export function dateTile(iso: string, language: Language): { day: string; month: string; year: string } | null {
  const p = parts(iso, language, { day: 'numeric', month: 'short', year: 'numeric' });
  if (!p) return null;
  const get = (type: string) => p.find((x) => x.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year') };
}

/** Rupees with the rupee sign and Indian digit grouping; paise only when present. */
export function formatRupees(amount: number, language: Language = 'english'): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A card or detail shows 'on request' instead of date and time for devotee-chosen dates (spec §4). */
export const isOnRequest = (pujaType: string | null | undefined): boolean => Boolean(pujaType) && pujaType !== 'FIXED_DATE';
