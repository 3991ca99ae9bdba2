import { CHECKOUT_MESSAGES as M } from '@sankalp/contract';
import type { pujaDateOptions } from '../../db/schema/index.ts';
import type { EventRow } from '../cart/catalogue.ts';
import { checkoutInvalid } from './order-errors.ts';

type DateOptions = typeof pujaDateOptions.$inferSelect;

/** Dates are chosen as Indian calendar days, whatever the server's time zone. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const istTime = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(11, 19);

function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * When the puja is performed for this order. FIXED_DATE pujas (and chadawa) take the event's
 * date; the others need a yyyy-mm-dd from the allowed list or range, today or later (spec §5).
 */
export function chooseEventDate(event: EventRow, options: DateOptions | undefined, selected: string | null | undefined, now: Date): Date {
  if (event.type !== 'PUJA' || !event.pujaType || event.pujaType === 'FIXED_DATE') return event.eventDateTime;
  const day = selected?.trim() ?? '';
  if (!day) throw checkoutInvalid(M.dateRequired);
  if (!isCalendarDay(day) || day < istDay(now)) throw checkoutInvalid(M.dateNotAllowed);
  if (options?.mode === 'FIXED_DATES') {
    const match = options.allowedDateTimes.map((iso) => new Date(iso)).find((at) => istDay(at) === day);
    if (!match) throw checkoutInvalid(M.dateNotAllowed);
    return match;
  }
  const start = options?.startDateTime ?? event.eventDateTime;
  const end = options?.endDateTime ?? event.eventDateTime;
  if (day < istDay(start) || day > istDay(end)) throw checkoutInvalid(M.dateNotAllowed);
  return new Date(`${day}T${istTime(start)}+05:30`);
}
