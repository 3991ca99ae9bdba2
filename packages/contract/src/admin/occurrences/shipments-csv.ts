/**
 * GET OCCURRENCE_PATHS.shipmentsCsv — the prasad shipments still to make for an occurrence, as the
 * bulk order CSV of Shiprocket (decision 183): one line per prasad item, the order id repeated on
 * each line of one order. The column titles are Shiprocket's own (its importer matches them by
 * name; a leading * marks what it requires), so they stay in English in both languages.
 */
export const SHIPMENTS_CSV_COLUMNS = [
  '*Order Id',
  'Order Date as dd-mm-yyyy hh:MM',
  '*Channel',
  '*Payment Method(COD/Prepaid)',
  '*Customer First Name',
  'Customer Last Name',
  'Email (Optional)',
  '*Customer Mobile',
  'Customer Alternate Mobile',
  '*Shipping Address Line 1',
  'Shipping Address Line 2',
  '*Shipping Address Country',
  '*Shipping Address State',
  '*Shipping Address City',
  '*Shipping Address Postcode',
  'Billing Address Line 1',
  'Billing Address Line 2',
  'Billing Address Country',
  'Billing Address State',
  'Billing Address City',
  'Billing Address Postcode',
  '*Master SKU',
  '*Product Name',
  '*Product Quantity',
  'Tax %',
  '*Selling Price(Per Unit Item, Inclusive of Tax)',
  'Discount(Per Unit Item)',
  'Shipping Charges(Per Order)',
  'COD Charges(Per Order)',
  'Gift Wrap Charges(Per Order)',
  'Total Discount (Per Order)',
  '*Partial COD (Yes/No)',
  'Paid Amount (Rs.)',
  '*Length (cm)',
  '*Breadth (cm)',
  '*Height (cm)',
  '*Weight Of Shipment(kg)',
  'Send Notification(True/False)',
  'Comment',
] as const;
export type TShipmentsCsvColumn = (typeof SHIPMENTS_CSV_COLUMNS)[number];
