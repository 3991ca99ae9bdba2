import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, orderStatus, paymentRows, placeOrder, postInitiate, statusChanges } from '../../fixtures/orders.ts';
import { payInBrowser, settleWebhooks } from './checkout-flow.ts';

let ctx: TestContext;

/** The CSP source that allows the page's one inline element of this kind. */
function inlineHash(html: string, tag: 'style' | 'script'): string {
  const text = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(html)?.[1];
  if (text === undefined) throw new Error(`no <${tag}> in the page`);
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('simulated checkout, end to end (callback and webhooks both delivered)', () => {
  it('pay: signed result → order SUCCESS once, one captured payment, redirect to the status page', async () => {
    const { user, orderId, totalPaise } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    const { page, result, fields, callback } = await payInBrowser(ctx.app, checkout, 'pay');

    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // Inline code runs only by the hash of its exact text: no 'unsafe-inline' on either page.
    expect(page.headers['content-security-policy']).toContain(inlineHash(page.body, 'style'));
    expect(result.headers['content-security-policy']).toContain(inlineHash(result.body, 'script'));
    expect(`${page.headers['content-security-policy']}${result.headers['content-security-policy']}`).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(fields.razorpay_order_id).toBe(checkout.razorpayOrderId);
    expect(fields.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/payment/status?orderId=${orderId}&language=english`);

    await settleWebhooks(ctx.app);
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');
    const rows = await paymentRows(ctx.app, orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'CAPTURED', providerPaymentId: fields.razorpay_payment_id, amountPaise: totalPaise, method: 'card' });
    const changes = await statusChanges(ctx.app, orderId);
    expect(changes.filter((c) => c.endsWith('->SUCCESS'))).toHaveLength(1);
  });

  it('fail: order PAYMENT_FAILED, can be initiated again on the same provider order and then paid', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    const failed = await payInBrowser(ctx.app, checkout, 'fail');
    expect(failed.fields['error[code]']).toBe('BAD_REQUEST_ERROR');
    expect(failed.callback.statusCode).toBe(303);
    await settleWebhooks(ctx.app);
    expect(await orderStatus(ctx.app, orderId)).toBe('PAYMENT_FAILED');
    expect((await paymentRows(ctx.app, orderId))[0]!.status).toBe('FAILED');

    const retry = await initiate(ctx.app, user.token, orderId);
    expect(retry.razorpayOrderId).toBe(checkout.razorpayOrderId);
    await payInBrowser(ctx.app, retry, 'pay');
    await settleWebhooks(ctx.app);
    expect(await orderStatus(ctx.app, orderId)).toBe('SUCCESS');
    // The webhook and the callback race: either may mark it paid, through AWAITING or not; once.
    const changes = await statusChanges(ctx.app, orderId);
    expect(changes[0]).toBe('CREATED->PAYMENT_FAILED');
    expect(changes.filter((c) => c.endsWith('->SUCCESS'))).toHaveLength(1);
    expect(changes.at(-1)).toMatch(/->SUCCESS$/);
  });

  it('a paid order cannot be initiated or paid again', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    await payInBrowser(ctx.app, checkout, 'pay');
    await settleWebhooks(ctx.app);
    const again = await postInitiate(ctx.app, user.token, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
    // The checkout of a paid order sends the browser to the status page (no page of JSON).
    const page = await ctx.app.inject({ method: 'GET', url: checkout.checkoutUrl! });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/payment/status?orderId=${orderId}&language=english`);
    expect((await paymentRows(ctx.app, orderId)).filter((p) => p.status === 'CAPTURED')).toHaveLength(1);
  });

  it('the checkout page is bilingual and 404s for an unknown provider order', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    const hindi = await ctx.app.inject({ method: 'GET', url: checkout.checkoutUrl!.replace('language=english', 'language=hindi') });
    expect(hindi.body).toContain('भुगतान करें');
    expect(hindi.body).toContain('lang="hi"');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${PAYMENT_PATHS.simulatedCheckout.replace(':providerOrderId', 'order_sim_nope')}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a callback with a forged signature changes nothing and still lands on the status page', async () => {
    const { user, orderId } = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, user.token, orderId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PAYMENT_PATHS.callback}?orderId=${orderId}&language=hindi`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        razorpay_order_id: checkout.razorpayOrderId,
        razorpay_payment_id: 'pay_forged',
        razorpay_signature: 'a'.repeat(64),
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment/status?orderId=${orderId}&language=hindi`);
    expect(await orderStatus(ctx.app, orderId)).toBe('CREATED');
    expect((await paymentRows(ctx.app, orderId))[0]!.providerPaymentId).toBeNull();
  });
});
