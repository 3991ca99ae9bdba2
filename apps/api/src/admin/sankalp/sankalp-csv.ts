import { stringify } from 'csv-stringify/sync';
import { SANKALP_CSV_HEADERS, type TSankalpList } from '@sankalp/contract';
import { csvFileName } from '../../lib/csv-file-name.ts';

/**
 * The sankalp list as CSV (decision 132). csv-stringify quotes what needs quoting (commas, quotes,
 * line breaks in an address-like name) and `escape_formulas` defuses a cell a spreadsheet would run
 * (=, +, -, @ first). The UTF-8 byte-order mark makes Excel read Devanagari as UTF-8 instead of
 * the system code page; CRLF line ends are what RFC 4180 and Excel expect.
 */
export function sankalpCsv(list: TSankalpList): string {
  const rows = list.lines.map((line, i) => [
    i + 1,
    line.orderId,
    line.devoteeName,
    line.gotra,
    line.additionalNames.join('; '),
    line.items.map((item) => `${item.name} ×${item.quantity}`).join('; '),
  ]);
  return `\uFEFF${stringify([[...SANKALP_CSV_HEADERS[list.language]], ...rows], { record_delimiter: 'windows', escape_formulas: true })}`;
}

/** sankalp-<event>-<date>.csv: ASCII for every browser, the event's English name as a slug. */
export const sankalpFileName = (eventNameEn: string, date: string) => csvFileName('sankalp', eventNameEn, date);
