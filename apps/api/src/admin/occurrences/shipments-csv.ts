import { and, asc, eq, inArray, isNotNull, isNull, ne, notExists } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { SHIPMENTS_CSV_COLUMNS, type TOrderStatus, type TShipmentsCsvColumn } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, refunds } from '../../db/schema/index.ts';
import { occurrenceOrders, type OccurrenceKey } from './occurrence-key.ts';

const PAID: TOrderStatus[] = ['SUCCESS', 'IN TRANSIT', 'COMPLETED'];

/** The prasad parcel as declared to the courier (config PRASAD_PARCEL_WEIGHT_KG, PRASAD_PARCEL_CM). */
export type Parcel = { weightKg: number; cm: string };

type ShipmentOrder = Awaited<ReturnType<typeof shipmentsToMake>>[number];

/**
 * The prasad shipments still to make (decision 183): the occurrence's paid orders with a delivery
 * address, performed (prasad is what was offered in the puja, and shipping needs it performed),
 * not shipped yet and without a refund (a refunded devotee's prasad is the operator's call, on the
 * order's page). Oldest booking first; each with its prasad lines.
 */
export async function shipmentsToMake(db: Db, key: OccurrenceKey) {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      devoteeName: orders.devoteeName,
      whatsappNumber: orders.whatsappNumber,
      shipping: orders.shipping,
      eventNameEn: orders.eventNameEn,
    })
    .from(orders)
    .where(
      and(
        occurrenceOrders(key),
        inArray(orders.status, PAID),
        isNotNull(orders.shipping),
        isNotNull(orders.performedOn),
        isNull(orders.shippedAt),
        notExists(
          db
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.orderId, orders.id), ne(refunds.status, 'FAILED'))),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((r) => r.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            itemId: orderItems.itemId,
            nameEn: orderItems.nameEn,
            unitPaise: orderItems.unitPaise,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(and(inArray(orderItems.orderId, ids), eq(orderItems.subType, 'PRASAD')))
          .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((order) => ({ ...order, prasad: lines.filter((line) => line.orderId === order.id) }));
}

/** dd-mm-yyyy HH:mm in India time, as Shiprocket's order date column asks. */
function istStamp(at: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

/** First word and the rest, in whatever script the devotee wrote it. */
function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** One CSV line per prasad item (Shiprocket repeats the order id for an order of several products). */
function linesOf(order: ShipmentOrder, parcel: Parcel, comment: string): string[][] {
  const address = order.shipping!;
  const [first, last] = splitName(order.devoteeName);
  const [length, breadth, height] = parcel.cm.split('x');
  // An address without a prasad line (a free prasad offered with the puja) still ships one parcel.
  const items = order.prasad.length > 0 ? order.prasad : [{ itemId: 'prasad', nameEn: 'Prasad', unitPaise: 0, quantity: 1 }];
  return items.map((item) => {
    const cell: Record<TShipmentsCsvColumn, string> = {
      '*Order Id': order.id,
      'Order Date as dd-mm-yyyy hh:MM': istStamp(order.createdAt),
      '*Channel': 'CUSTOM',
      '*Payment Method(COD/Prepaid)': 'Prepaid',
      '*Customer First Name': first,
      'Customer Last Name': last,
      'Email (Optional)': '',
      '*Customer Mobile': order.whatsappNumber,
      'Customer Alternate Mobile': '',
      '*Shipping Address Line 1': address.address,
      'Shipping Address Line 2': '',
      '*Shipping Address Country': address.country,
      '*Shipping Address State': address.state,
      '*Shipping Address City': address.city,
      '*Shipping Address Postcode': address.pincode,
      'Billing Address Line 1': address.address,
      'Billing Address Line 2': '',
      'Billing Address Country': address.country,
      'Billing Address State': address.state,
      'Billing Address City': address.city,
      'Billing Address Postcode': address.pincode,
      '*Master SKU': `PRASAD-${item.itemId.slice(0, 8).toUpperCase()}`,
      '*Product Name': item.nameEn,
      '*Product Quantity': String(item.quantity),
      'Tax %': '',
      '*Selling Price(Per Unit Item, Inclusive of Tax)': rupees(item.unitPaise),
      'Discount(Per Unit Item)': '',
      'Shipping Charges(Per Order)': '',
      'COD Charges(Per Order)': '',
      'Gift Wrap Charges(Per Order)': '',
      'Total Discount (Per Order)': '',
      '*Partial COD (Yes/No)': 'No',
      'Paid Amount (Rs.)': '',
      '*Length (cm)': length ?? '',
      '*Breadth (cm)': breadth ?? '',
      '*Height (cm)': height ?? '',
      '*Weight Of Shipment(kg)': String(parcel.weightKg),
      // The devotee hears from us (PRASAD_SHIPPED, then the tracking timeline), not twice.
      'Send Notification(True/False)': 'False',
      Comment: comment,
    };
    return SHIPMENTS_CSV_COLUMNS.map((column) => cell[column]);
  });
}

/**
 * The CSV itself, as the sankalp list's (decision 132): UTF-8 with a byte-order mark (Excel then
 * reads Devanagari names as UTF-8), CRLF, quoting by csv-stringify and formula cells defused.
 */
export function shipmentsCsv(list: ShipmentOrder[], parcel: Parcel, occurrence: { eventNameEn: string; date: string }): string {
  const comment = `Prasad: ${occurrence.eventNameEn}, ${occurrence.date}`;
  const rows = list.flatMap((order) => linesOf(order, parcel, comment));
  return `\uFEFF${stringify([[...SHIPMENTS_CSV_COLUMNS], ...rows], { record_delimiter: 'windows', escape_formulas: true })}`;
}
