import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exceptionRefundPath, orderActionPath, ZExceptionRefundResponse, ZExceptionsResponse, ZOrderActionResponse } from '@sankalp/contract';
import { orderStatusHistory, payments, refunds, simulatedProviderPayments } from '../../src/db/schema/index.ts';
import { webhookSignature } from '../../src/payments/signatures.ts';
import { recordCapture } from '../../src/features/payment/record-outcome.ts';
import { reconcilePendingRefunds } from '../../src/features/payment/reconcile-refunds.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { settleWebhooks } from '../features/payment/checkout-flow.ts';
import { newEventId, postWebhook } from '../features/payment/webhook-helpers.ts';
import { adminCall, signInStaff, type StaffSession } from './helpers.ts';
import { key, orderRow, paidOrder, providerRefundsOf, refundsOf } from './fulfilment-fixtures.ts';

let ctx: TestContext;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

const refund = (orderId: string, body: object) => adminCall(ctx.app, 'POST', orderActionPath('refund', orderId), { session: operator, body });
const refundRows = (orderId: string) => refundsOf(ctx.app, orderId);
const steps = async (orderId: string) =>
  (await ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((h) => h.step).filter(Boolean);
const providerRefunds = (orderId: string) => providerRefundsOf(ctx.app, orderId);

describe('refunds', () => {
  it('cancel with a full refund: order CANCELLED, refund PROCESSED by the provider webhook, REFUNDED on the timeline', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    const res = await refund(orderId, { amountPaise: totalPaise, reason: 'Devotee asked', cancel: true, idempotencyKey: key() });
    expect(res.statusCode).toBe(200);
    const data = ZOrderActionResponse.parse(res.json()).data;
    // PENDING, or already PROCESSED when the provider's settlement won the race with our answer.
    expect(data).toMatchObject({ status: 'CANCELLED', refund: { amountPaise: totalPaise, status: expect.stringMatching(/^(PENDING|PROCESSED)$/) } });
    await settleWebhooks(ctx.app);
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ status: 'PROCESSED' });
    expect(row!.providerRefundId).toMatch(/^rfnd_sim_/);
    expect(await steps(orderId)).toEqual(expect.arrayContaining(['REFUND_REQUESTED', 'REFUNDED']));
  });

  it('partial refunds up to what is left; more is refused with a message', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    expect((await refund(orderId, { amountPaise: 100, reason: 'part', cancel: false, idempotencyKey: key() })).statusCode).toBe(200);
    const tooMuch = await refund(orderId, { amountPaise: totalPaise, reason: 'rest', cancel: false, idempotencyKey: key() });
    expect(tooMuch.json()).toMatchObject({ statusCode: 400, message: 'The refund is more than what is left to refund.' });
    expect((await refund(orderId, { amountPaise: totalPaise - 100, reason: 'rest', cancel: false, idempotencyKey: key() })).statusCode).toBe(200);
    expect((await orderRow(ctx.app, orderId)).status).toBe('SUCCESS');
    await settleWebhooks(ctx.app);
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(['PROCESSED', 'PROCESSED']);
  });

  it('the same refund retried 10× concurrently pays once', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    const body = { amountPaise: totalPaise, reason: 'Double click', cancel: true, idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => ZOrderActionResponse.parse(a.json()).data.refund!.refundId));
    expect(ids.size).toBe(1);
    await settleWebhooks(ctx.app);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await providerRefunds(orderId)).toHaveLength(1);
    // Retried after it settled: the same refund, and the provider is not asked again.
    const late = ZOrderActionResponse.parse((await refund(orderId, body)).json()).data;
    expect(late.refund).toMatchObject({ refundId: [...ids][0], status: 'PROCESSED' });
    expect(await providerRefunds(orderId)).toHaveLength(1);
    // The same key with another amount is not "the same refund": refused, never reported as done.
    const changed = await refund(orderId, { ...body, amountPaise: totalPaise - 1 });
    expect(changed.json()).toMatchObject({ statusCode: 409, code: 'REFUND_KEY_REUSED' });
  });

  it('a refund webhook replayed changes once; refund.failed never undoes PROCESSED', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    await refund(orderId, { amountPaise: totalPaise, reason: 'x', cancel: false, idempotencyKey: key() });
    await settleWebhooks(ctx.app);
    const [row] = await refundRows(orderId);
    const entity = {
      id: row!.providerRefundId,
      entity: 'refund',
      amount: totalPaise,
      payment_id: row!.providerPaymentId,
      status: 'processed',
      notes: { refundId: row!.id },
    };
    const body = JSON.stringify({ entity: 'event', event: 'refund.processed', contains: ['refund'], payload: { refund: { entity } }, created_at: 1 });
    const eventId = newEventId();
    expect((await postWebhook(ctx.app, body, { eventId })).json()).toEqual({ data: { received: true, duplicate: false } });
    expect((await postWebhook(ctx.app, body, { eventId })).json()).toEqual({ data: { received: true, duplicate: true } });
    const failed = JSON.stringify({
      entity: 'event',
      event: 'refund.failed',
      contains: ['refund'],
      payload: { refund: { entity: { ...entity, status: 'failed' } } },
    });
    expect((await postWebhook(ctx.app, failed)).statusCode).toBe(200);
    expect((await refundRows(orderId))[0]).toMatchObject({ status: 'PROCESSED' });
    expect((await steps(orderId)).filter((s) => s === 'REFUNDED')).toHaveLength(1);
    expect((await postWebhook(ctx.app, body, { signature: webhookSignature(body, 'wrong') })).statusCode).toBe(400);
  });

  it('refund.failed marks a pending refund FAILED', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    // A refund asked but not yet answered (as after a provider timeout).
    const [row] = await ctx.app.db
      .insert(refunds)
      .values({
        orderId,
        paymentId: payment!.id,
        provider: 'simulated',
        providerPaymentId: payment!.providerPaymentId!,
        idempotencyKey: key(),
        amountPaise: totalPaise,
        status: 'PENDING',
        reason: 'x',
      })
      .returning();
    const entity = {
      id: 'rfnd_test_1',
      entity: 'refund',
      amount: totalPaise,
      payment_id: payment!.providerPaymentId,
      status: 'failed',
      notes: { refundId: row!.id },
    };
    await postWebhook(ctx.app, JSON.stringify({ entity: 'event', event: 'refund.failed', contains: ['refund'], payload: { refund: { entity } } }));
    expect((await refundRows(orderId))[0]).toMatchObject({ status: 'FAILED', providerRefundId: 'rfnd_test_1' });
  });
});

describe('reconcile sweep', () => {
  it('asks the provider about a refund left PENDING (never answered), with its own key, once', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    await ctx.app.db.insert(refunds).values({
      orderId,
      paymentId: payment!.id,
      provider: 'simulated',
      providerPaymentId: payment!.providerPaymentId!,
      idempotencyKey: key(),
      amountPaise: totalPaise,
      status: 'PENDING',
      reason: 'timeout',
    });
    const deps = { db: ctx.app.db, provider: ctx.app.paymentProvider, log: ctx.app.log, config: ctx.app.config };
    const later = new Date(Date.now() + (ctx.app.config.PAYMENT_RECONCILE_AFTER_SECONDS + 60) * 1000);
    expect(await reconcilePendingRefunds(deps, later)).toBeGreaterThanOrEqual(1);
    await settleWebhooks(ctx.app);
    expect((await refundRows(orderId))[0]).toMatchObject({ status: 'PROCESSED' });
    expect(await providerRefunds(orderId)).toHaveLength(1);
  });
});

describe('exceptions queue', () => {
  it('a second capture is flagged once and refunded in full from the queue; the order stays as it is', async () => {
    const { orderId } = await paidOrder(ctx.app);
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    // The stand-in provider took a second payment for the same provider order (e.g. two tabs).
    const second = 'pay_sim_second' + orderId.slice(-6).toLowerCase();
    await ctx.app.db
      .insert(simulatedProviderPayments)
      .values({ id: second, orderId: payment!.providerOrderId, amountPaise: payment!.amountPaise, currency: 'INR', status: 'captured', method: 'upi' });
    const captured = {
      providerOrderId: payment!.providerOrderId,
      providerPaymentId: second,
      amountPaise: payment!.amountPaise,
      currency: 'INR',
      method: 'upi',
    };
    for (let i = 0; i < 2; i++) expect(await ctx.app.db.transaction((tx) => recordCapture(tx, ctx.app.log, captured, 'test'))).toBe('needs-refund');

    const list = ZExceptionsResponse.parse((await adminCall(ctx.app, 'GET', '/exceptions?state=open', { session: operator })).json()).data;
    const mine = list.filter((e) => e.orderId === orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'DOUBLE_PAYMENT', providerPaymentId: second, resolvedAt: null, refund: null });

    const priest = await signInStaff(ctx.app, 'temple_staff');
    expect((await adminCall(ctx.app, 'GET', '/exceptions', { session: priest })).statusCode).toBe(403);

    const res = await adminCall(ctx.app, 'POST', exceptionRefundPath(mine[0]!.exceptionId), { session: operator, body: { idempotencyKey: key() } });
    expect(res.statusCode).toBe(200);
    expect(ZExceptionRefundResponse.parse(res.json()).data.order.status).toBe('SUCCESS');
    await settleWebhooks(ctx.app);
    const after = ZExceptionsResponse.parse((await adminCall(ctx.app, 'GET', '/exceptions', { session: operator })).json()).data.find(
      (e) => e.orderId === orderId,
    )!;
    expect(after.resolvedAt).not.toBeNull();
    expect(after.refund).toMatchObject({ status: 'PROCESSED', amountPaise: payment!.amountPaise });
    const again = await adminCall(ctx.app, 'POST', exceptionRefundPath(mine[0]!.exceptionId), { session: operator, body: { idempotencyKey: key() } });
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'This payment exception is already resolved.' });
  });
});
