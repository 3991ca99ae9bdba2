import { and, desc, eq, exists, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TPaymentProviderName } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { placeholder, prepared, preparedSql } from '../../db/prepared.ts';
import { events, orders, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The attempt a retried initiation reuses (see reuseOrRecordAttempt). */
export type PaymentAttempt = Pick<PaymentRow, 'id' | 'providerOrderId' | 'amountPaise'>;

/** The payment `id`, unless CAPTURED: a captured row is never written again, so every write of a payment's outcome leaves it alone. */
export const notCaptured = and(eq(payments.id, sql.placeholder('id')), ne(payments.status, 'CAPTURED'));

/** The payment `id` marked CAPTURED with the provider's payment id and method. */
export const markCapturedUpdate = (db: Db) =>
  db
    .update(payments)
    .set({ status: 'CAPTURED', providerPaymentId: placeholder('providerPaymentId'), method: placeholder('method'), failureReason: null, updatedAt: sql`now()` })
    .where(notCaptured);

/** The open attempt a retried initiation reuses: same provider, same amount, not yet paid. */
const reusableAttempt = (orderId: SQL, provider: SQL, amountPaise: SQL) => sql`
  select id, provider_order_id as "providerOrderId", amount_paise as "amountPaise" from payments
  where order_id = ${orderId} and provider = ${provider} and amount_paise = ${amountPaise} and status <> 'CAPTURED'
  order by created_at desc limit 1`;

const ownedOrder = prepared((db) =>
  db
    .select({
      id: orders.id,
      status: orders.status,
      totalPaise: orders.totalPaise,
      devoteeName: orders.devoteeName,
      eventNameEn: orders.eventNameEn,
      eventNameHi: orders.eventNameHi,
      eventStatus: events.status,
      bookingClosed: sql<boolean>`now() >= ${events.bookingClosesAt}`,
      // Hand-qualified: Drizzle would not qualify the outer "orders" columns inside the subquery.
      reusable: sql<PaymentAttempt | null>`(select row_to_json(r) from (${reusableAttempt(sql`"orders"."id"`, sql`${sql.placeholder('provider')}`, sql`"orders"."total_paise"`)}) r)`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId'))))
    .limit(1),
);

/**
 * One of the caller's orders as Pay Now needs it, in one round trip: its payment fields, whether
 * its event still sells, and the open attempt a retry reuses (reusableAttempt's rule).
 */
export async function findOwnedOrder(db: Db, orderId: string, userId: string, provider: TPaymentProviderName) {
  const [row] = await ownedOrder(db, { orderId, userId, provider });
  return row;
}

const lockedOrder = prepared((db) =>
  db
    .select({ id: orders.id, status: orders.status, totalPaise: orders.totalPaise })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .for('update'),
);
/** Locks the order row for the rest of the transaction. Every payment change locks the order first, then the payment, so two of them never deadlock. */
export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await lockedOrder(tx, { orderId });
  return row;
}

/**
 * The payment of a provider order with its order, both locked (order first, then payment, as
 * every payment change locks them), and whether the order's event still sells, in one round trip: every
 * callback, webhook and sweep starts here (decision 199).
 */
const paymentWithOrderLocked = prepared((db) =>
  db
    .select({
      order: {
        id: orders.id,
        status: orders.status,
        totalPaise: orders.totalPaise,
        version: orders.version,
        type: orders.type,
        userId: orders.userId,
        donorPan: orders.donorPan,
      },
      payment: payments,
      eventStatus: events.status,
      bookingClosed: sql<boolean>`now() >= ${events.bookingClosesAt}`,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(payments.providerOrderId, sql.placeholder('providerOrderId')))
    .limit(1)
    .for('update', { of: [orders, payments] }),
);
export async function lockPaymentWithOrder(tx: Db, providerOrderId: string) {
  const [row] = await paymentWithOrderLocked(tx, { providerOrderId });
  return row;
}
export type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockPaymentWithOrder>>>;

/**
 * A provider order's payment and its order's owner, read without a lock: enough to see that a
 * payment is already CAPTURED, which is final (a captured row is never written again), so a
 * callback or webhook telling that same capture again needs no transaction (decision 265).
 */
const paymentOfProvider = prepared((db) =>
  db
    .select({ orderId: payments.orderId, userId: orders.userId, status: payments.status, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, sql.placeholder('providerOrderId')))
    .limit(1),
);
export async function paymentOfProviderOrder(db: Db, providerOrderId: string) {
  const [row] = await paymentOfProvider(db, { providerOrderId });
  return row;
}

/** Whether this very capture (same provider payment) is already recorded: telling it again changes nothing. */
export const isRecordedCapture = (row: { status: string; providerPaymentId: string | null } | undefined, providerPaymentId: string) =>
  row?.status === 'CAPTURED' && row.providerPaymentId === providerPaymentId;

const paymentByProviderOrder = prepared((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, sql.placeholder('providerOrderId')))
    .limit(1),
);
export async function findPaymentByProviderOrder(db: Db, providerOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await paymentByProviderOrder(db, { providerOrderId });
  return row;
}

/**
 * Under the order's row lock (lockOrder, an earlier statement of the transaction, so this one's
 * snapshot sees what a concurrent initiation committed before the lock was ours): the open attempt
 * to reuse (`fresh` false), else the provider order just made recorded as the order's new attempt
 * (`fresh` true). One round trip instead of a look-up and an insert (decision 284).
 */
const reuseOrRecord = preparedSql<PaymentAttempt & { fresh: boolean }>(
  () => sql`
    with reusable as (${reusableAttempt(sql`${sql.placeholder('orderId')}::text`, sql`${sql.placeholder('provider')}::text`, sql`${sql.placeholder('amountPaise')}::int`)}),
    recorded as (
      insert into payments (order_id, provider, provider_order_id, amount_paise, status)
      select ${sql.placeholder('orderId')}::text, ${sql.placeholder('provider')}::text, ${sql.placeholder('providerOrderId')}::text, ${sql.placeholder('amountPaise')}::int, 'CREATED'
      where not exists (select from reusable)
      returning id, provider_order_id as "providerOrderId", amount_paise as "amountPaise"
    )
    select *, false as fresh from reusable
    union all
    select *, true as fresh from recorded`,
);
export async function reuseOrRecordAttempt(
  tx: Db,
  attempt: { orderId: string; provider: TPaymentProviderName; providerOrderId: string; amountPaise: number },
): Promise<PaymentAttempt & { fresh: boolean }> {
  const [row] = await reuseOrRecord(tx, attempt);
  return row!;
}

/** The order's attempts with this provider not yet captured, newest first; none unless the order is still unpaid. */
export const unpaidAttemptsOf = (db: Db, orderId: string, provider: TPaymentProviderName) =>
  db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        ne(payments.status, 'CAPTURED'),
        inArray(orders.status, ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED']),
      ),
    )
    .orderBy(desc(payments.createdAt));

export async function orderStatusOf(db: Db, orderId: string) {
  const [row] = await db.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The payment id to show: the captured one if any, else the newest known. */
export async function shownPaymentId(db: Db, orderId: string): Promise<string | null> {
  const rows = await db
    .select({ id: payments.providerPaymentId, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.updatedAt));
  return (rows.find((r) => r.status === 'CAPTURED') ?? rows.find((r) => r.id))?.id ?? null;
}

export type SweepWindow = {
  /** An order is asked about once it has been left alone this long (awaiting, or its checkout started). */
  afterSeconds: number;
  /** A checkout started longer ago than this is not asked about by the sweep any more (Pay Now asks again). */
  checkoutMaxAgeSeconds: number;
  /** An order any process asked about this recently is skipped (several processes sweep); older checkouts wait a quarter of their age. */
  recheckSeconds: number;
  limit: number;
};

/**
 * Claims the orders the sweep should ask the provider about, least recently asked first, and
 * stamps them as asked, in one statement: AWAITING_PAYMENT_CONFIRMATION left alone for a while,
 * and CREATED / PAYMENT_FAILED orders with an unpaid attempt whose checkout started a while ago
 * (a payment can be taken while its webhook and callback are lost). FOR UPDATE SKIP LOCKED lets
 * two processes sweeping at once take different orders. Times are the database's (one clock).
 */
export async function claimOrdersToReconcile(db: Db, w: SweepWindow): Promise<string[]> {
  const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
  const startedCheckout = db
    .select({ one: sql`1` })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orders.id),
        ne(payments.status, 'CAPTURED'),
        lt(payments.updatedAt, ago(w.afterSeconds)),
        gt(payments.updatedAt, ago(w.checkoutMaxAgeSeconds)),
      ),
    );
  // Asked again after the recheck time, or a quarter of the checkout's age if longer: a checkout
  // abandoned hours ago is asked every hour or so, not every interval for a whole day.
  const checkoutStarted = sql`coalesce((select max(${payments.updatedAt}) from ${payments} where ${payments.orderId} = ${orders.id}), ${orders.updatedAt})`;
  const recheckAfter = sql`greatest(make_interval(secs => ${w.recheckSeconds}), (now() - ${checkoutStarted}) / 4)`;
  const candidates = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(
          and(eq(orders.status, 'AWAITING_PAYMENT_CONFIRMATION'), lt(orders.updatedAt, ago(w.afterSeconds))),
          and(inArray(orders.status, ['CREATED', 'PAYMENT_FAILED']), exists(startedCheckout)),
        ),
        or(isNull(orders.providerCheckedAt), lt(orders.providerCheckedAt, sql`now() - ${recheckAfter}`)),
      ),
    )
    .orderBy(sql`${orders.providerCheckedAt} asc nulls first`)
    .limit(w.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(orders)
    .set({ providerCheckedAt: sql`now()` })
    .where(inArray(orders.id, candidates))
    .returning({ id: orders.id });
  return claimed.map((r) => r.id);
}

/** Pay Now on an attempt already started: it is the checkout's latest start (the sweep's window counts from it). */
export const touchPayment = (db: Db, paymentId: string) =>
  db
    .update(payments)
    .set({ updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
