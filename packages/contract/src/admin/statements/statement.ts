import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZIstDate, ZUuidParam } from '../orders/order-filters.ts';
import { STATEMENT_MESSAGES as M } from './statement-messages.ts';

/**
 * Temple statements (issue 23 part 4, decision 270): for a temple and a period of IST days, the
 * payments captured and the refunds processed in it that no settled statement covers yet; the
 * platform's share; what is owed to the temple; the orders that make it up. Marking it settled
 * stores it, so its payments and refunds never count again.
 */
export const STATEMENT_PATH = '/statements';
export const STATEMENT_CSV_PATH = '/statements.csv';
export const STATEMENT_SETTLE_PATH = '/statements/settle';
export const SETTLED_STATEMENTS_PATH = '/statements/settled';
export const SETTLED_STATEMENT_CSV_PATH = '/statements/settled/:id/csv';
export const settledStatementCsvPath = (id: string) => `/statements/settled/${encodeURIComponent(id)}/csv`;
export const STATEMENT_LINE_KINDS = ['PAYMENT', 'REFUND'] as const;
export const STATEMENT_PAGE_SIZE = 100;
export const STATEMENT_MAX_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A temple and a period (both days included); `page` of the order lines. */
export const ZStatementQuery = z
  .object({
    templeId: ZUuidParam.check(z.minLength(1, { error: M.templeRequired })),
    from: ZIstDate,
    to: ZIstDate,
    page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
    /** The CSV's headings; the JSON answer has both names of everything. */
    language: z._default(z.enum(['english', 'hindi']), 'english'),
  })
  .check(
    z.refine((q) => dayNumber(q.to) >= dayNumber(q.from), { error: M.periodOrder, path: ['to'] }),
    z.refine((q) => dayNumber(q.to) - dayNumber(q.from) < STATEMENT_MAX_DAYS, { error: M.periodTooLong, path: ['to'] }),
  );
export type TStatementQuery = z.input<typeof ZStatementQuery>;

/** The share configuration a statement used: basis points of the net (1 % = 100) and paise per paid order. */
export const ZShareConfig = z.object({ shareBps: z.int(), feePerOrderPaise: z.int() });
export type TShareConfig = z.infer<typeof ZShareConfig>;

/** Totals in paise. owed = gross − refunds − share; share = round(net × bps / 10 000) + fee × payments. */
export const ZStatementTotals = z.object({
  paymentsCount: z.int(),
  refundsCount: z.int(),
  grossPaise: z.int(),
  refundsPaise: z.int(),
  percentSharePaise: z.int(),
  feesPaise: z.int(),
  sharePaise: z.int(),
  owedPaise: z.int(),
});
export type TStatementTotals = z.infer<typeof ZStatementTotals>;

/**
 * One line of the statement, like a bank statement's: an order's payment captured, or a refund of
 * an order paid back, with its order's devotee, puja or offering and status now. Oldest first.
 */
export const ZStatementLine = z.object({
  /** The payment's or the refund's id. */
  id: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  orderId: z.string(),
  devoteeName: z.string(),
  eventNameEn: z.string(),
  eventNameHi: z.string(),
  status: z.string(),
  amountPaise: z.int(),
  /** When the payment was captured or the refund processed. */
  at: z.string(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZSettledStatement = z.object({
  id: z.string(),
  templeId: z.string(),
  from: z.string(),
  to: z.string(),
  share: ZShareConfig,
  totals: ZStatementTotals,
  reference: z.string(),
  settledBy: z.nullable(z.string()),
  settledAt: z.string(),
});
export type TSettledStatement = z.infer<typeof ZSettledStatement>;

export const ZStatement = z.object({
  templeId: z.string(),
  templeNameEn: z.string(),
  templeNameHi: z.string(),
  from: z.string(),
  to: z.string(),
  share: ZShareConfig,
  totals: ZStatementTotals,
  /** One page of the lines; paymentsCount + refundsCount of them in all. */
  lines: z.array(ZStatementLine),
  page: z.int(),
  pageSize: z.int(),
});
export type TStatement = z.infer<typeof ZStatement>;
export const ZStatementResponse = envelope(ZStatement);
export type TStatementResponse = z.infer<typeof ZStatementResponse>;

/**
 * Mark the statement settled. `expected` is what the console showed: if a payment or refund came
 * in since, the answer is 409 and nothing is stored. Send an Idempotency-Key to retry safely.
 */
export const ZSettleStatementRequest = z
  .object({
    templeId: ZUuidParam,
    from: ZIstDate,
    to: ZIstDate,
    reference: z.pipe(
      z.pipe(
        z.string({ error: M.referenceRequired }),
        z.transform((s: string) => s.normalize('NFC').trim()),
      ),
      z.string().check(z.minLength(1, { error: M.referenceRequired }), z.maxLength(100, { error: M.referenceTooLong })),
    ),
    expected: z.object({ paymentsCount: z.int(), refundsCount: z.int(), grossPaise: z.int(), refundsPaise: z.int() }),
  })
  .check(
    z.refine((q) => dayNumber(q.to) >= dayNumber(q.from), { error: M.periodOrder, path: ['to'] }),
    z.refine((q) => dayNumber(q.to) - dayNumber(q.from) < STATEMENT_MAX_DAYS, { error: M.periodTooLong, path: ['to'] }),
  );
export type TSettleStatementRequest = z.input<typeof ZSettleStatementRequest>;
export const ZSettleStatementResponse = envelope(ZSettledStatement);

export const ZSettledStatementsQuery = z.object({ templeId: ZUuidParam });
export const ZSettledStatementCsvQuery = z.object({ language: z._default(z.enum(['english', 'hindi']), 'english') });

/** The CSV's headings in each language: the summary's labels, then the lines' columns and kinds. */
export const STATEMENT_CSV_HEADERS = {
  english: {
    summary: [
      'Temple',
      'From',
      'To',
      'Orders paid',
      'Refunds',
      'Gross (₹)',
      'Refunded (₹)',
      'Share %',
      'Fee per order (₹)',
      'Platform share (₹)',
      'Owed to temple (₹)',
      'Settled reference',
    ],
    lines: ['Order', 'Devotee', 'Puja / offering', 'Order status', 'Line', 'Amount (₹)', 'When (IST)'],
    kinds: { PAYMENT: 'Payment', REFUND: 'Refund' },
  },
  hindi: {
    summary: [
      'मंदिर',
      'से',
      'तक',
      'भुगतान हुए ऑर्डर',
      'धनवापसी',
      'कुल राशि (₹)',
      'धनवापसी राशि (₹)',
      'हिस्सा %',
      'प्रति ऑर्डर शुल्क (₹)',
      'प्लेटफ़ॉर्म का हिस्सा (₹)',
      'मंदिर को देय (₹)',
      'भुगतान संदर्भ',
    ],
    lines: ['ऑर्डर', 'भक्त', 'पूजा / चढ़ावा', 'ऑर्डर की स्थिति', 'प्रविष्टि', 'राशि (₹)', 'कब (IST)'],
    kinds: { PAYMENT: 'भुगतान', REFUND: 'धनवापसी' },
  },
} as const;
export const ZSettledStatementsResponse = envelope(z.array(ZSettledStatement));
export type TSettledStatementsResponse = z.infer<typeof ZSettledStatementsResponse>;

/** Admin only: the temple's share configuration (audited). */
export const templeSharePath = (id: string) => `/temples/${encodeURIComponent(id)}/share`;
export const TEMPLE_SHARE_PATH = '/temples/:id/share';
export const ZTempleShareRequest = z.object({
  shareBps: z.int({ error: M.shareBps }).check(z.gte(0, { error: M.shareBps }), z.lte(10_000, { error: M.shareBps })),
  feePerOrderPaise: z.int({ error: M.feePerOrder }).check(z.gte(0, { error: M.feePerOrder }), z.lte(1_000_000, { error: M.feePerOrder })),
});
export type TTempleShareRequest = z.infer<typeof ZTempleShareRequest>;
export const ZTempleShareResponse = envelope(ZShareConfig);
