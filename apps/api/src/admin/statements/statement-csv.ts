import { stringify } from 'csv-stringify/sync';
import { STATEMENT_CSV_HEADERS, type TShareConfig, type TStatementOrderLine, type TStatementTotals } from '@sankalp/contract';

type Language = keyof typeof STATEMENT_CSV_HEADERS;

/** Paise as rupees with two decimals: a number a spreadsheet sums. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

const istTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso));

export type StatementSheet = {
  templeName: string;
  from: string;
  to: string;
  share: TShareConfig;
  totals: TStatementTotals;
  reference: string | null;
  orders: readonly TStatementOrderLine[];
};

/**
 * A statement as CSV (UTF-8 with BOM, CRLF, formulas defused, like the sankalp list): one summary
 * row under its headings, an empty row, then every order with what of it this statement counts.
 */
export function statementCsv(sheet: StatementSheet, language: Language): string {
  const h = STATEMENT_CSV_HEADERS[language];
  const t = sheet.totals;
  const summary = [
    sheet.templeName,
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
    sheet.reference ?? '',
  ];
  const rows = sheet.orders.map((o) => [
    o.orderId,
    o.devoteeName,
    language === 'hindi' ? o.eventNameHi : o.eventNameEn,
    o.status,
    rupees(o.paidPaise),
    rupees(o.refundedPaise),
    istTime(o.at),
  ]);
  return `\uFEFF${stringify([[...h.summary], summary, [], [...h.orders], ...rows], { record_delimiter: 'windows', escape_formulas: true })}`;
}

/** statement-<temple>-<from>-<to>.csv, ASCII. */
export function statementFileName(templeNameEn: string, from: string, to: string): string {
  const slug = templeNameEn
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `statement-${slug || 'temple'}-${from}-${to}.csv`;
}
