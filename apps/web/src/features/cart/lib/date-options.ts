import type { TPujaDateOptions, TPujaType } from '@sankalp/contract';

/**
 * Date picker logic (spec §5): dates are Indian calendar days (yyyy-mm-dd), as the server checks
 * them. Fixed-list mode allows only the listed days, range mode the days from start to end; past
 * days never; the first allowed day is preselected.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

export const istDay = (at: Date | string): string => new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A puja whose date the devotee picks (FIXED_DATES, RANGE); FIXED_DATE pujas and chadawa have theirs. */
export const needsDate = (kind: 'PUJA' | 'OFFERING', pujaType: TPujaType | null | undefined): boolean =>
  kind === 'PUJA' && Boolean(pujaType) && pujaType !== 'FIXED_DATE';

export function isDayAllowed(options: TPujaDateOptions | null, day: string, now: Date): boolean {
  if (!options || day < istDay(now)) return false;
  if (options.mode === 'RANGE') {
    const start = options.startDateTime ? istDay(options.startDateTime) : null;
    const end = options.endDateTime ? istDay(options.endDateTime) : null;
    return (!start || day >= start) && (!end || day <= end) && Boolean(start || end);
  }
  return options.allowedDateTime.some((iso) => istDay(iso) === day);
}

/** The first day the devotee may choose, or null when none is left. */
export function firstValidDay(options: TPujaDateOptions | null, now: Date): string | null {
  if (!options) return null;
  const today = istDay(now);
  if (options.mode === 'RANGE') {
    const start = options.startDateTime ? istDay(options.startDateTime) : today;
    const first = start > today ? start : today;
    return isDayAllowed(options, first, now) ? first : null;
  }
  const days = options.allowedDateTime
    .map(istDay)
    .filter((d) => d >= today)
    .sort();
  return days[0] ?? null;
}

/** dd-mm-yyyy (spec §9 display) from yyyy-mm-dd. */
export function displayDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}-${m}-${y}` : '';
}

/** A month view: weeks of 7 cells from Sunday, each a yyyy-mm-dd or null outside the month. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= days; d++) cells.push(new Date(Date.UTC(year, month, d)).toISOString().slice(0, 10));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Year and month (0-based) of a yyyy-mm-dd, and a month moved by `delta`. */
export const monthOf = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 });
export function shiftMonth(view: { year: number; month: number }, delta: number) {
  const at = new Date(Date.UTC(view.year, view.month + delta, 1));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() };
}
