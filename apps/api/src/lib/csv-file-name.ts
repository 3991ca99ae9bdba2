/**
 * <kind>-<event>-<date>.csv, the name of every CSV of an event's day (the sankalp list, the prasad
 * shipments): ASCII for every browser, the event's English name as a slug.
 */
export function csvFileName(kind: string, eventNameEn: string, date: string): string {
  const slug = eventNameEn
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${kind}-${slug || 'event'}-${date}.csv`;
}
