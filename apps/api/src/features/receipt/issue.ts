import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ToWords } from 'to-words';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { prepared } from '../../db/prepared.ts';
import { moneyDocuments, orderItems, orders, payments, refunds, temples, type MoneyDocumentKind } from '../../db/schema/index.ts';
import { financialYear } from './financial-year.ts';
import { issuerSettings, type IssuerSettings } from './settings.ts';

type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

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
  /** An 80G receipt (decision 263): the trust, its registration, the donor and the amount in words. */
  donation?: {
    trustName: string;
    trustPan: string;
    registration: string;
    validFrom: string;
    validTo: string;
    donorName: string;
    donorPan: string;
    donorAddress: string;
    amountInWords: string;
  };
};

/** '******3210': only the last four digits of the devotee's phone are printed. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(digits.length - 4, 6))}${digits.slice(-4)}`;
}

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
  // Unnumbered here: the deferred trigger money_documents_number takes the series' next number as
  // this transaction commits (decision 264), so concurrent settlements queue on the counter only
  // for their commits, and one that rolls back takes no number at all.
  await insertMoneyDocument(tx, {
    kind,
    series: SERIES[kind],
    financialYear: financialYear(now),
    issuedAt: now,
    ...values,
    refundId: values.refundId ?? null,
    refersToId: values.refersToId ?? null,
  });
}

const insertMoneyDocument = prepared((db) =>
  db.insert(moneyDocuments).values({
    kind: sql.placeholder('kind'),
    series: sql.placeholder('series'),
    financialYear: sql.placeholder('financialYear'),
    issuedAt: sql.placeholder('issuedAt'),
    orderId: sql.placeholder('orderId'),
    paymentId: sql.placeholder('paymentId'),
    refundId: sql.placeholder('refundId'),
    refersToId: sql.placeholder('refersToId'),
    amountPaise: sql.placeholder('amountPaise'),
    language: sql.placeholder('language'),
    content: sql.placeholder('content'),
  }),
);

/**
 * A write of the caller's run in the statement that reads the order for a document (decision 284):
 * `statement` builds it (its placeholders filled from `values`), once per database.
 */
export type WriteAlongside = { statement: (db: Db) => SQL; values: Record<string, unknown> };

/** The order as booked, with its lines and temple, for a document's content; `alongside` rides in the same statement. */
async function orderAsBooked(tx: Db, orderId: string, alongside?: WriteAlongside) {
  const [booked] = alongside ? await bookedOrderAlongside(alongside.statement)(tx, { ...alongside.values, orderId }) : await bookedOrder(tx, { orderId });
  if (!booked) throw new Error(`order ${orderId} not found`);
  return booked;
}
/** One round trip (decision 278): the order, its temple's names and its lines in their order. */
const selectBooked = (db: Pick<Db, 'select'>) =>
  db
    .select({
      order: orders,
      templeNameEn: temples.nameEn,
      templeNameHi: temples.nameHi,
      lines: jsonRows(orderItems, eq(orderItems.orderId, orders.id), sql`${orderItems.position}, ${orderItems.id}`),
    })
    .from(orders)
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(eq(orders.id, sql.placeholder('orderId')));
const bookedOrder = prepared(selectBooked);
/**
 * The same read behind a write, as a data-modifying CTE: PostgreSQL runs it whether or not the
 * read refers to it, and the read sees the tables as they were before the statement.
 */
const withWrite = new Map<WriteAlongside['statement'], typeof bookedOrder>();
function bookedOrderAlongside(statement: WriteAlongside['statement']): typeof bookedOrder {
  let query = withWrite.get(statement);
  if (!query) withWrite.set(statement, (query = prepared((db) => selectBooked(db.with(db.$with('alongside', {}).as(statement(db)))))));
  return query;
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
  const [existing] = await tx
    .select({ id: moneyDocuments.id })
    .from(moneyDocuments)
    .where(and(eq(moneyDocuments.paymentId, payment.id), eq(moneyDocuments.kind, 'RECEIPT')));
  if (existing) return;
  await issueReceiptOfCapture(tx, payment);
}

/**
 * The receipt of a payment this transaction has marked CAPTURED (or marks so in `alongside`, the
 * statement that reads the order: decision 284), under the payment lock: it
 * cannot have one yet (receipts are issued only for captured payments), so neither the payment
 * nor its documents are read again (decision 265); the unique index stays behind it.
 */
export async function issueReceiptOfCapture(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'amountPaise' | 'provider' | 'method' | 'providerPaymentId'>,
  alongside?: WriteAlongside,
): Promise<void> {
  const paymentId = payment.id;
  const booked = await orderAsBooked(tx, payment.orderId, alongside);
  const content = contentOf(booked, payment);
  await insertDocument(tx, 'RECEIPT', {
    orderId: payment.orderId,
    paymentId,
    amountPaise: payment.amountPaise,
    language: booked.order.language,
    content,
  });
}

const WORDS = {
  english: new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } }),
  hindi: new ToWords({ localeCode: 'hi-IN', converterOptions: { currency: true } }),
};
/** 'One Thousand One Rupees Only' / 'एक हज़ार एक रुपये'. */
export const amountInWords = (paise: number, language: 'english' | 'hindi') => WORDS[language].convert(paise / 100);

/**
 * The 80G receipt of a captured payment's donation lines (decision 263), in the capture's
 * transaction, once per payment: only when the order was booked with the donor's PAN (asked only
 * for a donation of a temple with 80G registration) and the registration is valid on the day of
 * the payment (IST). Its own series (DON), the donation lines alone, the trust's details as now.
 */
export async function issueDonationReceipt(tx: Db, providerOrderId: string): Promise<void> {
  // One round trip for the usual case, an order without a donor's PAN.
  const [payment] = await tx
    .select({ payment: payments, donorPan: orders.donorPan })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, providerOrderId))
    .then((rows) => rows.map((r) => ({ ...r.payment, donorPan: r.donorPan })));
  if (!payment?.donorPan || payment.status !== 'CAPTURED') return;
  // One per order: a second capture of the same order (refunded as a double payment) is no second donation.
  const [existing] = await tx
    .select({ id: moneyDocuments.id })
    .from(moneyDocuments)
    .where(and(eq(moneyDocuments.orderId, payment.orderId), eq(moneyDocuments.kind, 'DONATION_80G')));
  if (existing) return;
  const booked = await orderAsBooked(tx, payment.orderId);
  const { order } = booked;
  // A capture the order does not keep (cancelled, refunded at once) is no donation.
  if (!order.donorPan || !order.donorAddress || order.status === 'CANCELLED') return;
  const [temple] = await tx.select().from(temples).where(eq(temples.id, order.templeId));
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  if (!temple?.trustName || !temple.trustPan || !temple.registration80g || !temple.registration80gValidFrom || !temple.registration80gValidTo) return;
  if (today < temple.registration80gValidFrom || today > temple.registration80gValidTo) return;
  const base = contentOf(booked, payment);
  const lines = base.lines.filter((l) => l.isDonation);
  const amountPaise = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  if (amountPaise === 0) return;
  const content: DocumentContent = {
    ...base,
    lines,
    totalPaise: amountPaise,
    donation: {
      trustName: temple.trustName,
      trustPan: temple.trustPan,
      registration: temple.registration80g,
      validFrom: temple.registration80gValidFrom,
      validTo: temple.registration80gValidTo,
      donorName: order.devoteeName,
      donorPan: order.donorPan,
      donorAddress: order.donorAddress,
      amountInWords: amountInWords(amountPaise, order.language),
    },
  };
  await insertDocument(tx, 'DONATION_80G', { orderId: order.id, paymentId: payment.id, amountPaise, language: order.language, content });
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
