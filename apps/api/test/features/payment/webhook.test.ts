import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentExceptions, webhookEvents } from '../../../src/db/schema/index.ts';
import { webhookSignature } from '../../../src/payments/signatures.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, paymentRows, placeOrder, statusChanges } from '../../fixtures/orders.ts';
import { newEventId, newPaymentId, postWebhook, webhookBody } from './webhook-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ SIMULATED_WEBHOOKS: 'false' });
});
afterAll(() => ctx.close());

/** An order with an open provider order, and the entity of a payment of its exact total. */
async function openOrder() {
  const placed = await placeOrder(ctx.app);
  const checkout = await initiate(ctx.app, placed.user.token, placed.orderId);
  const payment = (status: string, id = newPaymentId(), amount = placed.totalPaise) => ({ id, order_id: checkout.razorpayOrderId, amount, status });
  return { ...placed, checkout, payment };
}

describe('POST /payment/webhook/:provider', () => {
  it('payment.captured marks the order paid and records the payment', async () => {
    const { orderId, payment } = await openOrder();
    const p = payment('captured');
    const res = await postWebhook(ctx.app, webhookBody('payment.captured', p));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, duplicate: false } });
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');
    expect((await paymentRows(ctx.app, orderId))[0]).toMatchObject({ status: 'CAPTURED', providerPaymentId: p.id, method: 'upi' });
  });

  it('refuses a bad, missing or other-secret signature with 400 and changes nothing', async () => {
    const { orderId, payment } = await openOrder();
    const body = webhookBody('payment.captured', payment('captured'));
    const eventId = newEventId();
    for (const signature of [null, 'f'.repeat(64), 'short', '']) {
      const res = await postWebhook(ctx.app, body, { eventId, signature });
      expect(res.statusCode, String(signature)).toBe(400);
    }
    // A signature made with the right secret over other bytes than those sent.
    const other = await postWebhook(ctx.app, body, {
      eventId,
      signature: webhookSignature(body.replace('captured', 'failed'), ctx.app.config.SIMULATED_PAYMENT_SECRET),
    });
    expect(other.statusCode).toBe(400);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
  });

  it('a bad signature leaves order, payment and event log untouched', async () => {
    const { orderId, payment } = await openOrder();
    const eventId = newEventId();
    const res = await postWebhook(ctx.app, webhookBody('payment.captured', payment('captured')), { eventId, signature: '0'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
    expect((await paymentRows(ctx.app, orderId))[0]!.status).toBe('CREATED');
    expect(await ctx.app.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId))).toEqual([]);
  });

  it('a signed body that is not a webhook event is a 400; the other provider’s path is a 404', async () => {
    expect((await postWebhook(ctx.app, '{"hello":')).statusCode).toBe(400);
    expect((await postWebhook(ctx.app, '{"event":42}')).statusCode).toBe(400);
    expect((await postWebhook(ctx.app, '{}', { provider: 'razorpay' })).statusCode).toBe(404);
    expect((await postWebhook(ctx.app, '{}', { provider: 'paypal' })).statusCode).toBe(400);
  });

  it('order.paid after payment.captured of that payment: a duplicate answered without storing it; another payment of the order is still flagged (decision 265)', async () => {
    const { orderId, payment } = await openOrder();
    const p = payment('captured');
    expect((await postWebhook(ctx.app, webhookBody('payment.captured', p))).json().data.duplicate).toBe(false);
    const eventId = newEventId();
    expect((await postWebhook(ctx.app, webhookBody('order.paid', p), { eventId })).json()).toEqual({ data: { received: true, duplicate: true } });
    // The locked path would have stored the event id with its (empty) effect.
    expect(await ctx.app.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId))).toEqual([]);
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->SUCCESS']);
    // A second payment captured for the same provider order is no duplicate: the locked path flags it for a refund.
    expect((await postWebhook(ctx.app, webhookBody('payment.captured', payment('captured')))).json().data.duplicate).toBe(false);
    const flagged = await ctx.app.db.select().from(paymentExceptions).where(eq(paymentExceptions.orderId, orderId));
    expect(flagged.map((e) => e.kind)).toEqual(['DOUBLE_PAYMENT']);
  });

  it('the same event delivered again is a no-op', async () => {
    const { orderId, payment } = await openOrder();
    const body = webhookBody('payment.captured', payment('captured'));
    const eventId = newEventId();
    expect((await postWebhook(ctx.app, body, { eventId })).json().data.duplicate).toBe(false);
    expect((await postWebhook(ctx.app, body, { eventId })).json().data.duplicate).toBe(true);
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->SUCCESS']);
  });

  it('the same event ×10 concurrently: one payment, the order changed once', async () => {
    const { orderId, payment } = await openOrder();
    const body = webhookBody('payment.captured', payment('captured'));
    const eventId = newEventId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(ctx.app, body, { eventId })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().data.duplicate === false)).toHaveLength(1);
    const rows = await paymentRows(ctx.app, orderId);
    expect(rows.filter((r) => r.status === 'CAPTURED')).toHaveLength(1);
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->SUCCESS']);
  });

  it('payment.captured and order.paid for one payment, ×5 each concurrently, with distinct event ids: changed once', async () => {
    const { orderId, payment } = await openOrder();
    const p = payment('captured');
    const bodies = [webhookBody('payment.captured', p), webhookBody('order.paid', p)];
    await Promise.all(Array.from({ length: 10 }, (_, i) => postWebhook(ctx.app, bodies[i % 2]!)));
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->SUCCESS']);
    expect((await paymentRows(ctx.app, orderId)).filter((r) => r.status === 'CAPTURED')).toHaveLength(1);
  });

  it('out of order: a failure arriving after the capture changes nothing', async () => {
    const { orderId, payment } = await openOrder();
    const failedFirstAttempt = payment('failed');
    const captured = payment('captured');
    await postWebhook(ctx.app, webhookBody('payment.captured', captured));
    await postWebhook(ctx.app, webhookBody('payment.failed', failedFirstAttempt));
    await postWebhook(ctx.app, webhookBody('payment.authorized', payment('authorized', captured.id)));
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');
    expect((await paymentRows(ctx.app, orderId))[0]).toMatchObject({ status: 'CAPTURED', providerPaymentId: captured.id });
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->SUCCESS']);
  });

  it('out of order: authorized after its own failure is stale; a late capture still wins', async () => {
    const { orderId, payment } = await openOrder();
    const p = payment('failed');
    await postWebhook(ctx.app, webhookBody('payment.failed', p));
    await postWebhook(ctx.app, webhookBody('payment.authorized', payment('authorized', p.id)));
    expect(await orderStatus(ctx.app, orderId)).toBe('PAYMENT_FAILED');
    await postWebhook(ctx.app, webhookBody('payment.captured', payment('captured')));
    expect(await statusChanges(ctx.app, orderId)).toEqual(['CREATED->PAYMENT_FAILED', 'PAYMENT_FAILED->SUCCESS']);
  });

  it('a captured amount different from the order total is refused: order not paid', async () => {
    const { orderId, totalPaise, payment } = await openOrder();
    for (const amount of [totalPaise - 100, totalPaise + 1, 100]) {
      const res = await postWebhook(ctx.app, webhookBody('payment.captured', payment('captured', newPaymentId(), amount)));
      expect(res.statusCode).toBe(200);
    }
    const usd = { ...payment('captured'), currency: 'USD' };
    await postWebhook(ctx.app, webhookBody('payment.captured', usd));
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
    const [row] = await paymentRows(ctx.app, orderId);
    expect(row!.status).toBe('CREATED');
    expect(row!.failureReason).toMatch(/^AMOUNT_MISMATCH/);
  });

  it('events for provider orders we do not know are acknowledged and ignored', async () => {
    const res = await postWebhook(
      ctx.app,
      webhookBody('payment.captured', { id: newPaymentId(), order_id: 'order_elsewhere', amount: 100, status: 'captured' }),
    );
    expect(res.statusCode).toBe(200);
    const other = await postWebhook(ctx.app, JSON.stringify({ event: 'refund.processed', payload: {} }));
    expect(other.statusCode).toBe(200);
  });
});
