import { stringify } from 'csv-stringify/sync';
import { STATEMENT_CSV_HEADERS, type TShareConfig, type TStatementTotals } from '@sankalp/contract';
import type { CsvLineRow } from './statement-queries.ts';
import { fileSlug } from '../../lib/csv-file-name.ts';

type Language = keyof typeof STATEMENT_CSV_HEADERS;

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe. Only texts: csv-stringify's escape_formulas would also turn a refund's -100.01 into
 * text, and the amounts must stay numbers a spreadsheet sums.
 */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Paise as rupees with two decimals: a number a spreadsheet sums. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

export type StatementSheet = {
  templeName: string;
  from: string;
  to: string;
  share: TShareConfig;
  totals: TStatementTotals;
  reference: string | null;
  lines: readonly CsvLineRow[];
};

/**
 * A statement as CSV (UTF-8 with BOM, CRLF, formulas defused, like the sankalp list): one summary
 * row under its headings, an empty row, then every line (payments positive, refunds negative).
 */
export function statementCsv(sheet: StatementSheet, language: Language): string {
  const h = STATEMENT_CSV_HEADERS[language];
  const t = sheet.totals;
  const summary = [
    text(sheet.templeName),
    sheet.from,
    sheet.to,
    t.paymentsCount,
    t.refundsCount,
    rupees(t.grossPaise),
    rupees(t.refundsPaise),
    (sheet.share.shareBps / 100).toFixed(2),
    rupees(sheet.share.feePerOrderPaise),
    rupees(t.sharePaise),
    rupees(t.owedPaise),
    text(sheet.reference ?? ''),
  ];
  // A refund is a deduction: negative, so the column sums to the net.
  const rows = sheet.lines.map((l) => [l.orderId, text(l.devoteeName), text(l.eventName), l.status, h.kinds[l.kind], l.rupees, l.atIst]);
  return `\uFEFF${stringify([[...h.summary], summary, [], [...h.lines], ...rows], { record_delimiter: 'windows' })}`;
}

/** statement-<temple>-<from>-<to>.csv, ASCII. */
export const statementFileName = (templeNameEn: string, from: string, to: string): string => `statement-${fileSlug(templeNameEn, 'temple')}-${from}-${to}.csv`;
