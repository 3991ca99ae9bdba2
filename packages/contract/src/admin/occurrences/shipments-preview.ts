import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';

/**
 * POST OCCURRENCE_PATHS.shipmentsPreview — a shipments CSV (what the courier gave back: order id,
 * courier, AWB, tracking link) checked row by row against the occurrence; nothing is written
 * (decision 183). The console reads the file and sends its text.
 */
export const SHIPMENTS_CSV_LIMITS = { maxBytes: 1024 * 1024, maxRows: 5000 } as const;

/**
 * The header names each column is recognised by, compared without case, spaces or punctuation
 * ("AWB Code", "awb_code" and "AWB-code" are one name). Shiprocket's own exports are covered
 * (Order ID, Courier Company, AWB Code). All four columns are needed: shipping an order takes
 * its courier, AWB and https tracking link, as the order page's Ship form does.
 */
export const SHIPMENTS_IMPORT_COLUMNS = {
  orderId: ['order id', 'orderid', 'order', 'order no', 'order number', 'channel order id', 'ऑर्डर आईडी', 'ऑर्डर', 'ऑर्डर नंबर'],
  courierName: ['courier', 'courier name', 'courier company', 'carrier', 'कूरियर', 'कूरियर का नाम'],
  trackingNumber: ['awb', 'awb code', 'awb no', 'awb number', 'tracking number', 'tracking no', 'tracking id', 'एडब्ल्यूबी', 'ट्रैकिंग नंबर'],
  trackingUrl: ['tracking url', 'tracking link', 'url', 'link', 'ट्रैकिंग लिंक'],
} as const;
export type TShipmentsImportColumn = keyof typeof SHIPMENTS_IMPORT_COLUMNS;

export const ZShipmentsPreviewRequest = z.object({ csv: z.string() });
export type TShipmentsPreviewRequest = z.infer<typeof ZShipmentsPreviewRequest>;

/**
 * One row of the file as read and checked. `row` is its row in a spreadsheet (the header is row
 * 1). `code`/`reason` say why it cannot be applied (reason in the request's language); null when
 * it can. `devoteeName` is the order's, when the order is one of this occurrence's. A row for a
 * parcel already shipped (not delivered) with other tracking corrects it.
 */
export const ZShipmentRowCheck = z.object({
  row: z.int(),
  orderId: z.string(),
  courierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  devoteeName: z.nullable(z.string()),
  /** The AWB recorded for a parcel already shipped, which this row corrects (decision 297); null otherwise. */
  replaces: z.optional(z.nullable(z.string())),
  ok: z.boolean(),
  code: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type TShipmentRowCheck = z.infer<typeof ZShipmentRowCheck>;

export const ZShipmentsPreview = z.object({
  rows: z.array(ZShipmentRowCheck),
  valid: z.int(),
  invalid: z.int(),
});
export type TShipmentsPreview = z.infer<typeof ZShipmentsPreview>;
export const ZShipmentsPreviewResponse = envelope(ZShipmentsPreview);
export type TShipmentsPreviewResponse = z.infer<typeof ZShipmentsPreviewResponse>;
