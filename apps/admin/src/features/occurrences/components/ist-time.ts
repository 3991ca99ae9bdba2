/** Date and time inputs hold India time; the API takes an instant with its zone. */
export const IST_OFFSET = '+05:30';

/** The IST date (YYYY-MM-DD) and time (HH:MM) of an instant, for date and time inputs. */
export function istParts(at: Date): { date: string; time: string } {
  const shifted = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

export const istInstant = (date: string, time: string) => `${date}T${time}:00${IST_OFFSET}`;
