import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentSeriesCounters, moneyDocuments, orderItems, orders, payments, refunds, temples, type MoneyDocumentKind } from '../../db/schema/index.ts';

type RefundRow = typeof refunds.$inferSelect;
import { financialYear } from './financial-year.ts';
import { issuerSettings, type IssuerSettings } from './settings.ts';

/** Each kind numbers in its own series (decision 260). */
export const SERIES: Record<MoneyDocumentKind, string> = { RECEIPT: 'RCT', REFUND_NOTE: 'CRN', DONATION_80G: 'DON' };

/**
 * How a line is taxed (decision 262). Pujas and offerings are religious ceremonies, exempt; a
 * platform fee would be TAXABLE at its rate, split CGST+SGST within the business's state or IGST
 * across states. The product charges no fee today, so every line is EXEMPT.
 */
export type TaxTreatment =
  { kind: 'EXEMPT'; reason: 'RELIGIOUS_CEREMONY' } | { kind: 'TAXABLE'; ratePercent: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

export type DocumentLine = { nameEn: string; nameHi: string; quantity: number; unitPaise: number; amountPaise: number; isDonation: boolean; tax: TaxTreatment };

/** Everything a document says, as at issue time (the PDF is drawn from this alone). */
export type DocumentContent = {
  issuer: IssuerSettings;
  orderId: string;
  orderType: 'PUJA' | 'OFFERING';
  bookedAt: string;
  devotee: { name: string; phoneMasked: string };
  event: { nameEn: string; nameHi: string; templeNameEn: string; templeNameHi: string; dateTime: string };
  lines: DocumentLine[];
  totalPaise: number;
  payment: { provider: string; method: string | null; reference: string | null };
  /** A refund note: what it refunds and the receipt it refers to. */
  refund?: { amountPaise: number; receiptNumber: string | null; reference: string | null };
};

/** '******3210': only the last four digits of the devotee's phone are printed. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(digits.length - 4, 6))}${digits.slice(-4)}`;
}

/**
 * Takes the next number of a series in a financial year, in the caller's transaction. The upsert
 * locks the counter row until the transaction ends, so concurrent settlements take turns, and a
 * transaction that rolls back gives its number back: no gaps, no duplicates (a sequence would gap).
 */
export async function takeNumber(tx: Db, series: string, year: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeriesCounters)
    .values({ series, financialYear: year, next: 2 })
    .onConflictDoUpdate({
      target: [documentSeriesCounters.series, documentSeriesCounters.financialYear],
      set: { next: sql`${documentSeriesCounters.next} + 1`, updatedAt: sql`now()` },
    })
    .returning({ next: documentSeriesCounters.next });
  return row!.next - 1;
}

const formatNumber = (series: string, year: string, seq: number) => `${series}/${year}/${String(seq).padStart(6, '0')}`;

async function insertDocument(
  tx: Db,
  kind: MoneyDocumentKind,
  values: {
    orderId: string;
    paymentId: string;
    refundId?: string | null;
    refersToId?: string | null;
    amountPaise: number;
    language: 'english' | 'hindi';
    content: DocumentContent;
  },
) {
  const now = new Date();
  const year = financialYear(now);
  const series = SERIES[kind];
  const sequence = await takeNumber(tx, series, year);
  const [row] = await tx
    .insert(moneyDocuments)
    .values({ kind, series, financialYear: year, sequence, number: formatNumber(series, year, sequence), issuedAt: now, ...values, content: values.content })
    .returning();
  return row!;
}

/** The order as booked, with its lines and temple, for a document's content. */
async function orderAsBooked(tx: Db, orderId: string) {
  const [order] = await tx
    .select({ order: orders, templeNameEn: temples.nameEn, templeNameHi: temples.nameHi })
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position), asc(orderItems.id));
  return { ...order, lines };
}

const EXEMPT: TaxTreatment = { kind: 'EXEMPT', reason: 'RELIGIOUS_CEREMONY' };

function contentOf(
  booked: Awaited<ReturnType<typeof orderAsBooked>>,
  payment: { provider: string; method: string | null; providerPaymentId: string | null },
): DocumentContent {
  const { order } = booked;
  return {
    issuer: issuerSettings(),
    orderId: order.id,
    orderType: order.type,
    bookedAt: order.createdAt.toISOString(),
    devotee: { name: order.devoteeName, phoneMasked: maskPhone(order.whatsappNumber) },
    event: {
      nameEn: order.eventNameEn,
      nameHi: order.eventNameHi,
      templeNameEn: booked.templeNameEn,
      templeNameHi: booked.templeNameHi,
      dateTime: order.eventDateTime.toISOString(),
    },
    lines: booked.lines.map((l) => ({
      nameEn: l.nameEn,
      nameHi: l.nameHi,
      quantity: l.quantity,
      unitPaise: l.unitPaise,
      amountPaise: l.totalPaise,
      isDonation: l.isDonation,
      tax: EXEMPT,
    })),
    totalPaise: order.totalPaise,
    payment: { provider: payment.provider, method: payment.method, reference: payment.providerPaymentId },
  };
}

/**
 * The receipt of a captured payment (decision 260), in the transaction that records the capture:
 * exactly once per payment (the unique index on (payment, kind) and this check under the payment
 * lock the caller holds), whatever path told us of the capture (callback, webhook, sweep).
 */
export async function issueReceipt(tx: Db, providerOrderId: string): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  if (!payment || payment.status !== 'CAPTURED') return;
  const paymentId = payment.id;
  const [existing] = await tx
    .select({ id: moneyDocuments.id })
    .from(moneyDocuments)
    .where(and(eq(moneyDocuments.paymentId, paymentId), eq(moneyDocuments.kind, 'RECEIPT')));
  if (existing) return;
  const booked = await orderAsBooked(tx, payment.orderId);
  const content = contentOf(booked, payment);
  await insertDocument(tx, 'RECEIPT', {
    orderId: payment.orderId,
    paymentId,
    amountPaise: payment.amountPaise,
    language: booked.order.language,
    content,
  });
}

/** The refund note of a refund the provider processed, in the transaction that records it; once per refund. */
export async function issueRefundNote(tx: Db, refund: RefundRow): Promise<void> {
  const [existing] = await tx.select({ id: moneyDocuments.id }).from(moneyDocuments).where(eq(moneyDocuments.refundId, refund.id));
  if (existing) return;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) return;
  const [receipt] = await tx
    .select({ id: moneyDocuments.id, number: moneyDocuments.number })
    .from(moneyDocuments)
    .where(and(eq(moneyDocuments.paymentId, refund.paymentId), eq(moneyDocuments.kind, 'RECEIPT')));
  const booked = await orderAsBooked(tx, refund.orderId);
  const content: DocumentContent = {
    ...contentOf(booked, { ...payment, providerPaymentId: refund.providerPaymentId }),
    refund: { amountPaise: refund.amountPaise, receiptNumber: receipt?.number ?? null, reference: refund.providerRefundId },
  };
  await insertDocument(tx, 'REFUND_NOTE', {
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    refundId: refund.id,
    refersToId: receipt?.id ?? null,
    amountPaise: refund.amountPaise,
    language: booked.order.language,
    content,
  });
}
