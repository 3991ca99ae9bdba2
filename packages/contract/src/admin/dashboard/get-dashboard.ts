import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';

/** GET /dashboard — the day's work at a glance (temple staff: their temples only). */
export const DASHBOARD_PATH = '/dashboard';

/** Days of takings shown, today included. */
export const TAKINGS_DAYS = 14;

/** A puja (or chadawa) happening on a day, with the number of sankalps to be read. */
export const ZDashboardPuja = z.object({
  eventId: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  templeNameEn: z.string(),
  templeNameHi: z.string(),
  date: z.string(),
  paidOrders: z.int(),
});
export type TDashboardPuja = z.infer<typeof ZDashboardPuja>;

export const ZDashboardTakings = z.object({
  /** IST day, YYYY-MM-DD. */
  date: z.string(),
  capturedPaise: z.int(),
  refundedPaise: z.int(),
  /** captured − refunded. */
  netPaise: z.int(),
});
export type TDashboardTakings = z.infer<typeof ZDashboardTakings>;

export const ZDashboard = z.object({
  today: z.string(),
  tomorrow: z.string(),
  todaysPujas: z.array(ZDashboardPuja),
  tomorrowsPujas: z.array(ZDashboardPuja),
  /** Paid, the puja's time has passed, no video yet. */
  awaitingVideo: z.int(),
  /** Paid, with prasad to send, not shipped yet. */
  awaitingShipment: z.int(),
  /** Refunds asked of the provider and not yet answered. */
  refundsPending: z.int(),
  /** Payment exceptions not yet resolved (null for staff who cannot see them). */
  openExceptions: z.nullable(z.int()),
  /** Oldest first, one row per IST day, days without money included. */
  takings: z.array(ZDashboardTakings),
});
export type TDashboard = z.infer<typeof ZDashboard>;
export const ZDashboardResponse = envelope(ZDashboard);
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
