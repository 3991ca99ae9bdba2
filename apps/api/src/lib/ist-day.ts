/**
 * Days as the temples count them: India Standard Time (UTC+05:30, no daylight saving). A puja
 * "on 2026-11-24" is one whose time falls in [00:00, 24:00) IST of that day.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The IST calendar day (YYYY-MM-DD) of an instant. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instants an IST day starts (inclusive) and ends (exclusive). `day` is YYYY-MM-DD. */
export function istDayRange(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+05:30`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The IST day `days` after `day` (negative: before). */
export const addIstDays = (day: string, days: number): string => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
