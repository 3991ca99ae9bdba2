/** An English name as an ASCII slug for a file name (every browser takes it), `fallback` if nothing is left. */
export function fileSlug(nameEn: string, fallback: string): string {
  const slug = nameEn
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return slug || fallback;
}

/**
 * <kind>-<event>-<date>.csv, the name of every CSV of an event's day (the sankalp list, the prasad
 * shipments): ASCII for every browser, the event's English name as a slug.
 */
export const csvFileName = (kind: string, eventNameEn: string, date: string): string => `${kind}-${fileSlug(eventNameEn, 'event')}-${date}.csv`;
