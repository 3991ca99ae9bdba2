import { parse } from 'csv-parse/sync';
import { SHIPMENTS_CSV_LIMITS, SHIPMENTS_IMPORT_COLUMNS, type TShipmentsImportColumn } from '@sankalp/contract';
import { AppError, badRequest } from '../../lib/errors.ts';
import { SHIPMENT_MESSAGES } from '../../lib/messages/shipments.ts';

/** One shipment as the file gives it; `row` is its spreadsheet row (the header is row 1). */
export type ShipmentRow = { row: number; orderId: string; courierName: string; trackingNumber: string; trackingUrl: string };

const tooLarge = (message: string) => new AppError('SHIPMENTS_FILE_TOO_LARGE', 413, message);

/** A header name without case, spaces or punctuation (Devanagari vowel signs are kept: they are letters' parts). */
const headerKey = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]/gu, '');

const COLUMN_OF = new Map<string, TShipmentsImportColumn>(
  (Object.entries(SHIPMENTS_IMPORT_COLUMNS) as [TShipmentsImportColumn, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name) => [headerKey(name), column] as const),
  ),
);

/** Comma, unless the header line says semicolon or tab (Excel in some locales saves with ';'). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * Reads the shipments file (decision 183) with csv-parse: a byte-order mark, quoted fields with
 * commas or line breaks, ragged rows and stray quotes are all taken as a spreadsheet would. The
 * header must name the four columns (SHIPMENTS_IMPORT_COLUMNS); blank rows are left out but still
 * counted, so each row number is the one the operator sees in the spreadsheet. Over 1 MB or
 * 5,000 rows: 413, split the file.
 */
export function readShipmentsFile(text: string): ShipmentRow[] {
  if (Buffer.byteLength(text, 'utf8') > SHIPMENTS_CSV_LIMITS.maxBytes) throw tooLarge(SHIPMENT_MESSAGES.fileTooLarge);
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
      // Enough to know the file is too long without reading all of it.
      to: SHIPMENTS_CSV_LIMITS.maxRows + 2,
    });
  } catch {
    throw badRequest(SHIPMENT_MESSAGES.notCsv);
  }
  const [header = [], ...body] = records;
  const index = new Map<TShipmentsImportColumn, number>();
  header.forEach((name, i) => {
    const column = COLUMN_OF.get(headerKey(name));
    if (column && !index.has(column)) index.set(column, i);
  });
  if (index.size < Object.keys(SHIPMENTS_IMPORT_COLUMNS).length) throw badRequest(SHIPMENT_MESSAGES.noHeader);
  if (body.length > SHIPMENTS_CSV_LIMITS.maxRows) throw tooLarge(SHIPMENT_MESSAGES.tooManyRows);
  const cell = (record: string[], column: TShipmentsImportColumn) => record[index.get(column)!] ?? '';
  const rows = body
    .map((record, i) => ({
      row: i + 2,
      orderId: cell(record, 'orderId').toUpperCase(),
      courierName: cell(record, 'courierName'),
      trackingNumber: cell(record, 'trackingNumber'),
      trackingUrl: cell(record, 'trackingUrl'),
    }))
    .filter((r) => r.orderId || r.courierName || r.trackingNumber || r.trackingUrl);
  if (rows.length === 0) throw badRequest(SHIPMENT_MESSAGES.noRows);
  return rows;
}
