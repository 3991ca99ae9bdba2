import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, GET_ORDER_PATH, PAYMENT_PATHS, ZErrorResponse, ZGetOrderResponse, type TEventStatus } from '@sankalp/contract';
import {
  events,
  orderMessages,
  orders,
  paymentExceptions,
  refunds,
  simulatedProviderOrders,
  simulatedProviderPayments,
  simulatedProviderRefunds,
} from '../../../src/db/schema/index.ts';
import { reconcilePendingRefunds } from '../../../src/features/payment/reconcile-refunds.ts';
import { recordCapture } from '../../../src/features/payment/record-outcome.ts';
import { PAYMENT_MESSAGES } from '../../../src/lib/messages/payment.ts';
import { localize } from '../../../src/lib/messages.ts';
import type { SimulatedProvider } from '../../../src/payments/simulated-provider.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { findSeededEvents } from '../../fixtures/bookable-events.ts';
import { initiate, orderStatus, paymentRows, placeOrder, postInitiate, statusChanges } from '../../fixtures/orders.ts';
import { authHeaders } from '../../fixtures/sign-in.ts';
import { silentLog } from '../notification/fixtures.ts';
import { payInBrowser, settleWebhooks } from './checkout-flow.ts';
import { postWebhook, webhookBody } from './webhook-helpers.ts';

/**
 * Payment only while the event sells (issue 19 part 8, decision 184). The tests unpublish, archive
 * and close the seeded event the orders are booked on, so this file has a database of its own.
 */
let ctx: TestContext;
let provider: SimulatedProvider;
let eventId: string;
let original: { status: TEventStatus; bookingClosesAt: Date };
beforeAll(async () => {
  ctx = await buildIsolatedTestApp();
  provider = ctx.app.paymentProvider as SimulatedProvider;
  const event = (await findSeededEvents(ctx.app.db)).fixedPujaPaidPrasad;
  eventId = event.id;
  original = { status: event.status, bookingClosesAt: event.bookingClosesAt };
});
afterEach(() => setEvent(original));
afterAll(() => ctx.close());

const setEvent = (values: Partial<typeof original>) => ctx.app.db.update(events).set(values).where(eq(events.id, eventId));
const closeBooking = () => ctx.app.db.execute(sql`update events set booking_closes_at = now() - interval '1 minute' where id = ${eventId}`);

const exceptionsOf = (orderId: string) => ctx.app.db.select().from(paymentExceptions).where(eq(paymentExceptions.orderId, orderId));
const refundsOf = (orderId: string) => ctx.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const providerRefundsOf = (providerPaymentId: string) =>
  ctx.app.db.select().from(simulatedProviderRefunds).where(eq(simulatedProviderRefunds.paymentId, providerPaymentId));
const messageKinds = async (orderId: string) =>
  (await ctx.app.db.select({ kind: orderMessages.kind }).from(orderMessages).where(eq(orderMessages.orderId, orderId))).map((m) => m.kind).sort();

/** The capture's webhook as Razorpay would send it again (a redelivery has an event id of its own). */
const capturedWebhook = (providerOrderId: string, payment: { id: string; amountPaise: number }) =>
  webhookBody('payment.captured', { id: payment.id, order_id: providerOrderId, amount: payment.amountPaise, status: 'captured' });

describe('initiating payment only while the event sells', () => {
  const refusals: [string, () => Promise<unknown>, string][] = [
    ['unpublished', () => setEvent({ status: 'UNPUBLISHED' }), PAYMENT_MESSAGES.eventWithdrawn],
    ['archived', () => setEvent({ status: 'ARCHIVED' }), PAYMENT_MESSAGES.eventWithdrawn],
    ['past its booking close', closeBooking, PAYMENT_MESSAGES.eventClosed],
  ];

  it.each(refusals)('refused with 409 when the event is %s, before any checkout is made', async (_, change, message) => {
    const { user, orderId } = await placeOrder(ctx.app);
    await change();
    const res = await postInitiate(ctx.app, user.token, orderId);
    expect(res.statusCode).toBe(409);
    expect(ZErrorResponse.parse(res.json())).toMatchObject({ code: 'EVENT_NOT_SELLING', message });
    // In the booking's language: the site sends its language as Accept-Language.
    const hindi = await postInitiate(ctx.app, user.token, orderId, { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe(localize(message, 'hindi'));
    expect(hindi.json().message).not.toBe(message);
    expect(await paymentRows(ctx.app, orderId)).toHaveLength(0);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
  });

  it('allowed while the event is published and open, and refused once it closes even with a checkout already started', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    expect(checkout.orderId).toBe(orderId);
    await closeBooking();
    const res = await postInitiate(ctx.app, user.token, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.eventClosed);
    await setEvent(original);
    expect((await initiate(ctx.app, user.token, orderId)).razorpayOrderId).toBe(checkout.razorpayOrderId);
  });
});

describe('a capture that arrives after the event stopped selling', () => {
  it('is not kept: the order is cancelled, an EVENT_CLOSED exception flagged and the payment refunded once, however often it is told', async () => {
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    await setEvent({ status: 'UNPUBLISHED' });
    // The devotee pays in the checkout still open: callback, then payment.captured and order.paid webhooks.
    const { callback, fields } = await payInBrowser(ctx.app, checkout, 'pay');
    expect(callback.statusCode).toBe(303);
    const paymentId = fields.razorpay_payment_id!;
    await settleWebhooks(ctx.app);
    // Razorpay redelivers the capture, twice at once.
    const again = capturedWebhook(checkout.razorpayOrderId, { id: paymentId, amountPaise: totalPaise });
    const redelivered = await Promise.all([postWebhook(ctx.app, again), postWebhook(ctx.app, again)]);
    expect(redelivered.map((r) => r.statusCode)).toEqual([200, 200]);
    await settleWebhooks(ctx.app); // the provider's refund.processed

    expect(await orderStatus(ctx.app, orderId)).toBe('CANCELLED');
    expect(await statusChanges(ctx.app, orderId)).not.toContainEqual(expect.stringMatching(/->SUCCESS$/));
    expect((await paymentRows(ctx.app, orderId))[0]).toMatchObject({ status: 'CAPTURED', providerPaymentId: paymentId });
    const [exception, ...more] = await exceptionsOf(orderId);
    expect(more).toHaveLength(0);
    expect(exception).toMatchObject({ kind: 'EVENT_CLOSED', providerPaymentId: paymentId, amountPaise: totalPaise });
    const [refund, ...moreRefunds] = await refundsOf(orderId);
    expect(moreRefunds).toHaveLength(0);
    expect(refund).toMatchObject({ status: 'PROCESSED', amountPaise: totalPaise, providerPaymentId: paymentId, requestedBy: null });
    expect(exception!.refundId).toBe(refund!.id);
    expect(exception!.resolvedAt).not.toBeNull();
    expect(await providerRefundsOf(paymentId)).toHaveLength(1);
    // Told it is cancelled, then refunded; never that it is paid.
    expect(await messageKinds(orderId)).toEqual(['ORDER_CANCELLED', 'REFUND_PROCESSED']);

    // The devotee's order page: cancelled, its refund processed (decision 144).
    const page = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`, headers: authHeaders(user.token) });
    const detail = ZGetOrderResponse.parse(page.json()).data;
    expect(detail.orderStatus).toBe('CANCELLED');
    expect(detail.paymentDetails.showPaymentButton).toBe(false);
    expect(detail.paymentDetails.refunds).toEqual([expect.objectContaining({ amount: totalPaise / 100, status: 'PROCESSED' })]);
    // Money was taken, then returned: one receipt and one refund note referring to it (decision 260).
    expect(detail.documents?.map((d) => [d.kind, d.amount])).toEqual([
      ['RECEIPT', totalPaise / 100],
      ['REFUND_NOTE', totalPaise / 100],
    ]);
  });

  it('a webhook, the checkout result and a status check racing for one capture after close: one exception, one refund', async () => {
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    await closeBooking();
    const done = await provider.complete(checkout.razorpayOrderId, 'pay', 'upi'); // its own webhooks go out too
    const verifyBody = { razorpay_order_id: checkout.razorpayOrderId, razorpay_payment_id: done.payment.id, razorpay_signature: done.signature! };
    const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, headers: { ...authHeaders(user.token), ...headers }, payload });
    const hook = capturedWebhook(checkout.razorpayOrderId, done.payment);
    const [verify, , , reconcile] = await Promise.all([
      post(PAYMENT_PATHS.verify, verifyBody, { 'accept-language': 'hi' }),
      postWebhook(ctx.app, hook),
      postWebhook(ctx.app, hook),
      post(PAYMENT_PATHS.reconcile, { orderId }),
    ]);
    await settleWebhooks(ctx.app);

    // The site's checkout handler is told, in Hindi, that the payment is being refunded.
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toMatchObject({ code: 'EVENT_NOT_SELLING', message: localize(PAYMENT_MESSAGES.refundedAfterClose, 'hindi') });
    expect(reconcile.statusCode).toBe(200);
    expect(await orderStatus(ctx.app, orderId)).toBe('CANCELLED');
    expect(await exceptionsOf(orderId)).toEqual([expect.objectContaining({ kind: 'EVENT_CLOSED', detail: "captured after the event's booking closed" })]);
    await vi.waitFor(async () => expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ status: 'PROCESSED', amountPaise: totalPaise })]), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await providerRefundsOf(done.payment.id)).toHaveLength(1);
    const [row] = await ctx.app.db.select({ version: orders.version }).from(orders).where(eq(orders.id, orderId));
    expect(row!.version).toBeGreaterThan(0);
  });

  it('a process that dies between recording the capture and asking for its refund: the sweep asks, with the same key, once', async () => {
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    await setEvent({ status: 'ARCHIVED' });
    // Paid at the provider (its books written as the simulated checkout would, without its webhooks).
    const paymentId = `pay_sim_test${Date.now()}`;
    await ctx.app.db
      .insert(simulatedProviderPayments)
      .values({ id: paymentId, orderId: checkout.razorpayOrderId, amountPaise: totalPaise, currency: 'INR', status: 'captured', method: 'card' });
    await ctx.app.db.update(simulatedProviderOrders).set({ status: 'paid' }).where(eq(simulatedProviderOrders.id, checkout.razorpayOrderId));
    // The capture is recorded (as a webhook's transaction would) and the process dies before asking the provider.
    const captured = { providerOrderId: checkout.razorpayOrderId, providerPaymentId: paymentId, amountPaise: totalPaise, currency: 'INR', method: 'card' };
    expect(await ctx.app.db.transaction((tx) => recordCapture(tx, silentLog, captured, 'test'))).toBe('refund-started');
    expect(await refundsOf(orderId)).toEqual([
      expect.objectContaining({ status: 'PENDING', providerRefundId: null, idempotencyKey: `event-closed:${paymentId}` }),
    ]);
    expect(await providerRefundsOf(paymentId)).toHaveLength(0);
    // Told again (a webhook redelivered): nothing more, and the refund is still the sweep's.
    expect(await ctx.app.db.transaction((tx) => recordCapture(tx, silentLog, captured, 'test again'))).toBe('duplicate');

    const deps = { db: ctx.app.db, provider, log: silentLog, config: ctx.config };
    const later = new Date(Date.now() + (ctx.config.PAYMENT_RECONCILE_AFTER_SECONDS + 1) * 1000);
    expect(await reconcilePendingRefunds(deps, later)).toBeGreaterThanOrEqual(1);
    await settleWebhooks(ctx.app);
    expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ status: 'PROCESSED', amountPaise: totalPaise })]);
    await reconcilePendingRefunds(deps, new Date(later.getTime() + 3_600_000));
    expect(await providerRefundsOf(paymentId)).toHaveLength(1);
    expect(await orderStatus(ctx.app, orderId)).toBe('CANCELLED');
    expect((await exceptionsOf(orderId))[0]!.resolvedAt).not.toBeNull();
  });
});
