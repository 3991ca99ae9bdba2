import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TEventType } from '@sankalp/contract';
import { events } from '../../db/schema/index.ts';

/** Booking not yet open → upcoming; booking closed → ended; otherwise in progress. */
export function eventTypeAt(now: Date, opensAt: Date, closesAt: Date): TEventType {
  if (now < opensAt) return 'UPCOMING_EVENT';
  if (now > closesAt) return 'EVENT_END';
  return 'INPROGRESS_EVENT';
}

/** Same rule in SQL, as a sort rank: in progress first, then upcoming, then ended. `now`: an ISO date-time parameter. */
export const eventTypeRank = (now: Placeholder): SQL<number> =>
  sql<number>`case when ${now}::timestamptz < ${events.bookingOpensAt} then 1 when ${now}::timestamptz > ${events.bookingClosesAt} then 2 else 0 end`;
