import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZIstDate } from '../orders/order-filters.ts';
import { STATEMENT_MAX_DAYS } from './statement.ts';
import { STATEMENT_MESSAGES as M } from './statement-messages.ts';

/**
 * Money that adds up (issue 23 part 5, decision 271): for a period of IST days, captured −
 * refunded against the sum of the temples' statements (settled and open), and every difference
 * found, one line each. Nothing is hidden: an empty list and a zero difference mean it adds up.
 */
export const RECONCILIATION_PATH = '/reconciliation';
/** Differences listed per group (money, documents); `differencesTotal` counts every one. */
export const RECONCILIATION_LIST_LIMIT = 500;

export const RECONCILIATION_DIFFERENCE_KINDS = [
  /** A captured payment whose order is not paid (and which no refund gives back). */
  'CAPTURED_ORDER_NOT_PAID',
  /** A second captured payment for an order already paid, not refunded. */
  'EXTRA_CAPTURE',
  /** The provider captured money we hold no payment for (an open double-payment exception). */
  'CAPTURE_NOT_RECORDED',
  /** A processed refund whose payment is not captured, or refunds above what was captured. */
  'REFUND_WITHOUT_PAYMENT',
  /** A settled statement whose stored totals are not the sum of its lines. */
  'STATEMENT_TOTALS',
  /** A settled line whose amount or state no longer matches its payment or refund. */
  'STATEMENT_LINE',
  /** A captured payment without a receipt. */
  'PAYMENT_WITHOUT_RECEIPT',
  /** A processed refund without a refund note. */
  'REFUND_WITHOUT_NOTE',
] as const;
export type TReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCE_KINDS)[number];

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const ZReconciliationQuery = z.object({ from: ZIstDate, to: ZIstDate }).check(
  z.refine((q) => dayNumber(q.to) >= dayNumber(q.from), { error: M.periodOrder, path: ['to'] }),
  z.refine((q) => dayNumber(q.to) - dayNumber(q.from) < STATEMENT_MAX_DAYS, { error: M.periodTooLong, path: ['to'] }),
);
export type TReconciliationQuery = z.input<typeof ZReconciliationQuery>;

export const ZReconciliationDifference = z.object({
  kind: z.enum(RECONCILIATION_DIFFERENCE_KINDS),
  orderId: z.nullable(z.string()),
  paymentId: z.nullable(z.string()),
  refundId: z.nullable(z.string()),
  statementId: z.nullable(z.string()),
  amountPaise: z.int(),
  /** What was found, in English (ids and amounts): for the operator and the logs. */
  detail: z.string(),
});
export type TReconciliationDifference = z.infer<typeof ZReconciliationDifference>;

export const ZReconciliation = z.object({
  from: z.string(),
  to: z.string(),
  capturedPaise: z.int(),
  capturedCount: z.int(),
  refundedPaise: z.int(),
  refundedCount: z.int(),
  /** Net of the settled statements' lines in the period, and of what is not settled yet. */
  settledPaise: z.int(),
  openPaise: z.int(),
  /** (captured − refunded) − (settled + open): zero when it adds up. */
  differencePaise: z.int(),
  /** How many differences there are; up to RECONCILIATION_LIST_LIMIT of the money ones and of the document ones are listed. */
  differencesTotal: z.int(),
  differences: z.array(ZReconciliationDifference),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
export const ZReconciliationResponse = envelope(ZReconciliation);
export type TReconciliationResponse = z.infer<typeof ZReconciliationResponse>;
