import type { Language } from './language.ts';

/**
 * One rule per language for every date, time and amount the site, the console and the server's
 * texts write (decision 200). It names its own month and weekday words and does its own
 * arithmetic instead of asking Intl: Node's ICU and the browser's differ (spaces, "नव॰" or
 * "नवं॰", "अक्तूबर" or "अक्टूबर", "am" or "AM"), and a server-rendered page must read exactly as
 * the hydrated one.
 *
 * - Dates: "30 Nov 2026" / "30 नवंबर 2026" (Hindi months are never abbreviated); the text the
 *   priest reads aloud spells the English month out too ("30 November 2026").
 * - Times: "7:00 am" (a no-break space inside) / "सुबह 7:00 बजे", "शाम 7:00 बजे" (the part of the day,
 *   as Hindi speakers say a time; the messages said it so first).
 * - Always India time (Asia/Kolkata), whatever the device's zone: the events happen at Indian temples.
 * - Rupees: "₹551", "₹551.50", "₹1,00,000": Indian grouping, paise only when there are some.
 * - Latin digits in both languages (decision 071).
 */

/** Accepts the contract's names ('hindi') and the console's i18n codes ('hi', 'hi-IN'). */
export type FormatLanguage = Language | (string & {});
const isHindi = (language: FormatLanguage) => language === 'hindi' || language === 'hi' || language.startsWith('hi-');

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India has one offset all year (no summer time), so a fixed shift is India time everywhere. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const MONTHS = {
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hindi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} as const;
const WEEKDAYS = {
  english: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hindi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
} as const;

/** A moment as India's wall clock shows it. */
export type IndiaClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

/**
 * Reads an ISO date-time (or a Date) in India time. A bare calendar day ("2026-11-30") is that
 * day, not midnight UTC. null for a missing or broken value.
 */
export function indiaClock(value: string | Date | null | undefined): IndiaClock | null {
  if (value == null || value === '') return null;
  const bareDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = bareDay ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  return {
    year: india.getUTCFullYear(),
    month: india.getUTCMonth() + 1,
    day: india.getUTCDate(),
    hour: india.getUTCHours(),
    minute: india.getUTCMinutes(),
    weekday: india.getUTCDay(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The month word of the rule: "Nov" / "नवंबर"; `spelledOut` gives "November" in English. */
export function monthName(month: number, language: FormatLanguage, spelledOut = false): string {
  if (isHindi(language)) return MONTHS.hindi[month - 1]!;
  return (spelledOut ? MONTHS.long : MONTHS.short)[month - 1]!;
}

/**
 * "30 Nov 2026" / "30 नवंबर 2026" in India time; '' for a missing or broken value.
 * `spelledOut`: the month in full in English as well, for text read aloud ("30 November 2026").
 */
export function formatDay(value: string | Date | null | undefined, language: FormatLanguage, spelledOut = false): string {
  const c = indiaClock(value);
  return c ? `${c.day} ${monthName(c.month, language, spelledOut)} ${c.year}` : '';
}

/** सुबह 4–12, दोपहर 12–16, शाम 16–20, रात 20–4. */
const hindiDayPart = (hour: number) => (hour >= 4 && hour < 12 ? 'सुबह' : hour >= 12 && hour < 16 ? 'दोपहर' : hour >= 16 && hour < 20 ? 'शाम' : 'रात');

/**
 * "7:00 am" / "सुबह 7:00 बजे", "शाम 7:00 बजे", in India time; '' for a missing or broken value.
 * No-break spaces inside, so a time never wraps.
 */
export function formatClockTime(value: string | Date | null | undefined, language: FormatLanguage): string {
  const c = indiaClock(value);
  if (!c) return '';
  const clock = `${c.hour % 12 === 0 ? 12 : c.hour % 12}:${pad2(c.minute)}`;
  if (isHindi(language)) return `${hindiDayPart(c.hour)}\u00a0${clock}\u00a0बजे`;
  return `${clock}\u00a0${c.hour < 12 ? 'am' : 'pm'}`;
}

/** "Friday" / "शुक्रवार" in India time; '' for a missing or broken value. */
export function formatWeekdayName(value: string | Date | null | undefined, language: FormatLanguage): string {
  const c = indiaClock(value);
  return c ? (isHindi(language) ? WEEKDAYS.hindi : WEEKDAYS.english)[c.weekday]! : '';
}

/** "30 Nov 2026, 7:00 am" / "30 नवंबर 2026, सुबह 7:00 बजे"; '' for a missing or broken value. */
export function formatDayAndTime(value: string | Date | null | undefined, language: FormatLanguage): string {
  const day = formatDay(value, language);
  return day ? `${day}, ${formatClockTime(value, language)}` : '';
}

/** dd-mm-yyyy in India time: only where the spec fixes it (the devotee's chosen date, spec §3 and §9). */
export function formatNumericDay(value: string | Date | null | undefined): string {
  const c = indiaClock(value);
  return c ? `${pad2(c.day)}-${pad2(c.month)}-${c.year}` : '';
}

/** 1234567 → "12,34,567": the last three digits, then pairs. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

export type RupeeOptions = {
  /** 'always' writes ".00" too: only the bookings list, whose amounts the spec fixes with two decimals (§2). */
  paise?: 'when-any' | 'always';
};

/** An amount in rupees: "₹551", "₹551.50", "₹1,00,000" (the same in both languages). */
export function formatRupeeAmount(rupees: number, options: RupeeOptions = {}): string {
  const totalPaise = Math.round(Math.abs(rupees) * 100);
  const whole = indianGrouping(String(Math.floor(totalPaise / 100)));
  const paise = totalPaise % 100;
  const sign = rupees < 0 && totalPaise > 0 ? '-' : '';
  const fraction = paise > 0 || options.paise === 'always' ? `.${pad2(paise)}` : '';
  return `${sign}₹${whole}${fraction}`;
}

/** The same for an amount in paise (the console's and the server's unit). */
export const formatPaiseAmount = (paise: number, options: RupeeOptions = {}): string => formatRupeeAmount(paise / 100, options);
