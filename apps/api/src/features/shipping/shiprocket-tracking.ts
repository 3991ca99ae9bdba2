import { z } from 'zod';
import { hasUnstorableText } from '../../lib/unstorable-text.ts';
import { parseCarrierTime } from './carrier-time.ts';

/** One tracking scan as stored: what happened, where, when (decision 182). */
export type Scan = { status: string; activity: string | null; location: string | null; at: Date };

/** A carrier's tracking update, whatever its wire shape. */
export type TrackingUpdate = {
  awb: string;
  /** The carrier's summary status now (e.g. IN TRANSIT), and when it was reached. */
  currentStatus: string | null;
  currentAt: Date | null;
  /** Delivered to the devotee (not a return to the temple). */
  delivered: boolean;
  scans: Scan[];
  /** Scans dropped because their time could not be read. */
  unreadable: number;
};

const text = z.union([z.string(), z.number()]).nullish();

/**
 * Shiprocket's tracking webhook body (apidocs.shiprocket.in, "Webhooks"): read leniently, since
 * Shiprocket adds fields and leaves some empty; only the AWB is required.
 */
const ZShiprocketScan = z.object({
  date: text,
  status: text,
  activity: text,
  location: text,
  'sr-status': text,
  'sr-status-label': text,
});
const ZShiprocketTracking = z.object({
  awb: z.union([z.string().trim().min(1).max(100), z.number()]),
  courier_name: text,
  current_status: text,
  current_status_id: text,
  shipment_status: text,
  shipment_status_id: text,
  current_timestamp: text,
  is_return: z.union([z.number(), z.boolean(), z.string()]).nullish(),
  scans: z.array(z.unknown()).nullish(),
});

/** A carrier's "not available" is no value. */
function clean(value: string | number | null | undefined, max = 200): string | null {
  const s = value === null || value === undefined ? '' : String(value).trim();
  return s === '' || /^(NA|N\/A|null)$/i.test(s) ? null : s.slice(0, max);
}

const upper = (value: string | null) => value?.replace(/\s+/g, ' ').toUpperCase() ?? null;

/** A scan's status: Shiprocket's own label (PICKED UP, OUT FOR DELIVERY…), else what the courier wrote. */
function scanOf(raw: unknown): Scan | null {
  const parsed = ZShiprocketScan.safeParse(raw);
  if (!parsed.success) return null;
  const scan = parsed.data;
  const at = parseCarrierTime(clean(scan.date));
  const status = upper(clean(scan['sr-status-label'])) ?? clean(scan.activity) ?? upper(clean(scan.status));
  if (!at || !status) return null;
  return { status, activity: clean(scan.activity, 500), location: clean(scan.location), at };
}

/** The update a Shiprocket body carries, or null when it is not one (no AWB, text PostgreSQL cannot store). */
export function readShiprocketTracking(body: unknown): TrackingUpdate | null {
  if (hasUnstorableText(body)) return null;
  const parsed = ZShiprocketTracking.safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data;
  const rawScans = b.scans ?? [];
  const scans = rawScans.map(scanOf).filter((s): s is Scan => s !== null);
  const unreadable = rawScans.length - scans.length;
  const currentStatus = upper(clean(b.current_status)) ?? upper(clean(b.shipment_status));
  const currentAt = parseCarrierTime(clean(b.current_timestamp));
  // A body without scans still says where the parcel is: one scan of its current status.
  if (scans.length === 0 && currentStatus && currentAt) scans.push({ status: currentStatus, activity: null, location: null, at: currentAt });
  const isReturn = b.is_return === true || b.is_return === 1 || b.is_return === '1';
  const delivered = !isReturn && (currentStatus === 'DELIVERED' || upper(clean(b.shipment_status)) === 'DELIVERED');
  return { awb: String(b.awb).trim(), currentStatus, currentAt, delivered, scans, unreadable };
}
