/**
 * Times as carriers write them (decision 182). Shiprocket sends its scans' dates as
 * "2026-11-27 14:05:00" and current_timestamp as "27 11 2026 14:05:00", both India time without
 * a zone; a time that names its zone (Z, +05:30) is read as written.
 */
const YEAR_FIRST = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_FIRST = /^(\d{2})[ ./-](\d{2})[ ./-](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const IST = '+05:30';

function at(year: string, month: string, day: string, hour: string, minute: string, second = '00', zone = IST): Date | null {
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // 2026-02-31 would roll over to March: refuse what is not a real calendar time.
  const local = new Date(date.getTime() + (offset === 'Z' ? 0 : offsetMinutes(offset) * 60_000));
  const same = local.getUTCFullYear() === Number(year) && local.getUTCMonth() + 1 === Number(month) && local.getUTCDate() === Number(day);
  return same && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 ? date : null;
}

const offsetMinutes = (offset: string) => (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/** The instant a carrier's time text names, or null when it is not one of the shapes above. */
export function parseCarrierTime(text: string | null | undefined): Date | null {
  const value = text?.trim() ?? '';
  const ymd = YEAR_FIRST.exec(value);
  if (ymd) return at(ymd[1]!, ymd[2]!, ymd[3]!, ymd[4]!, ymd[5]!, ymd[6], ymd[7]);
  const dmy = DAY_FIRST.exec(value);
  if (dmy) return at(dmy[3]!, dmy[2]!, dmy[1]!, dmy[4]!, dmy[5]!, dmy[6]);
  return null;
}
