import { formatDay, formatDayAndTime, formatPaiseAmount } from '@sankalp/contract';

/**
 * The console's names for the shared formatting rule (contract `common/format.ts`, decision 200):
 * the site's rule, India time whatever the operator's browser zone, Latin digits (decision 071).
 */

/** Amounts are paise (integers) in the console's contract: "₹551", "₹1,00,000.50". */
export const formatPaise = (paise: number): string => formatPaiseAmount(paise);

/** "24 Dec 2026, 7:00 am" / "24 दिसंबर 2026, 19:00"; a value that is no date is shown as it came. */
export function formatDateTime(iso: string, language: string): string {
  return formatDayAndTime(iso, language) || iso;
}

/** "24 Dec 2026" / "24 दिसंबर 2026" (a calendar day "2026-12-24" is that day). */
export function formatDate(iso: string, language: string): string {
  return formatDay(iso, language) || iso;
}
