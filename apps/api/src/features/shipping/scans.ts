import { asc, eq } from 'drizzle-orm';
import type { Language, TOrderScan } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { shipmentScans } from '../../db/schema/index.ts';

type ScanRow = Pick<typeof shipmentScans.$inferSelect, 'status' | 'location' | 'scannedAt'>;

/** An order's tracking scans, oldest first, as the devotee's timeline reads them (decision 182). */
export function orderScans(db: Db, orderId: string): Promise<ScanRow[]> {
  return db
    .select({ status: shipmentScans.status, location: shipmentScans.location, scannedAt: shipmentScans.scannedAt })
    .from(shipmentScans)
    .where(eq(shipmentScans.orderId, orderId))
    .orderBy(asc(shipmentScans.scannedAt), asc(shipmentScans.id));
}

/**
 * Shiprocket's status labels (its "sr-status-label" codes) in the devotee's words. A status not
 * listed (a courier's own wording) is shown as the carrier wrote it, in both languages.
 */
const STATUS_TEXT: Record<string, { en: string; hi: string }> = {
  'AWB ASSIGNED': { en: 'Courier assigned', hi: 'कूरियर तय हुआ' },
  'LABEL GENERATED': { en: 'Parcel label ready', hi: 'पार्सल का लेबल तैयार' },
  'MANIFEST GENERATED': { en: 'Ready for pickup', hi: 'पिकअप के लिए तैयार' },
  'PICKUP SCHEDULED': { en: 'Pickup scheduled', hi: 'पिकअप तय हुआ' },
  'PICKUP GENERATED': { en: 'Pickup scheduled', hi: 'पिकअप तय हुआ' },
  'OUT FOR PICKUP': { en: 'Courier on the way to pick up', hi: 'कूरियर पिकअप के लिए निकला' },
  'PICKUP EXCEPTION': { en: 'Pickup delayed', hi: 'पिकअप में देरी' },
  'PICKED UP': { en: 'Picked up', hi: 'पिकअप हो गया' },
  SHIPPED: { en: 'Shipped', hi: 'भेजा गया' },
  'IN TRANSIT': { en: 'In transit', hi: 'रास्ते में' },
  'REACHED AT DESTINATION HUB': { en: 'Reached the nearest hub', hi: 'नज़दीकी केंद्र पर पहुँचा' },
  'OUT FOR DELIVERY': { en: 'Out for delivery', hi: 'डिलीवरी के लिए निकला' },
  DELIVERED: { en: 'Delivered', hi: 'पहुँच गया' },
  UNDELIVERED: { en: 'Delivery attempted', hi: 'डिलीवरी का प्रयास हुआ' },
  DELAYED: { en: 'Delayed', hi: 'देरी हो रही है' },
  MISROUTED: { en: 'Rerouted', hi: 'रास्ता बदला गया' },
  'RTO INITIATED': { en: 'Returning to the temple', hi: 'मंदिर को वापस जा रहा है' },
  'RTO IN TRANSIT': { en: 'Returning to the temple', hi: 'मंदिर को वापस जा रहा है' },
  'RTO DELIVERED': { en: 'Returned to the temple', hi: 'मंदिर को वापस पहुँचा' },
  LOST: { en: 'Lost in transit', hi: 'रास्ते में खो गया' },
  DAMAGED: { en: 'Damaged in transit', hi: 'रास्ते में क्षतिग्रस्त' },
  CANCELLED: { en: 'Shipment cancelled', hi: 'शिपमेंट रद्द' },
};

export const scanStatusText = (status: string, language: Language): string => {
  const known = STATUS_TEXT[status.toUpperCase()];
  return known ? (language === 'hindi' ? known.hi : known.en) : status;
};

export const toOrderScans = (rows: ScanRow[], language: Language): TOrderScan[] =>
  rows.map((row) => ({ status: row.status, statusText: scanStatusText(row.status, language), location: row.location, at: row.scannedAt.toISOString() }));
