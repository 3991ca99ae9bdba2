import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { PaymentProviderError } from '../../../src/payments/payment-provider.ts';
import { createRazorpayProvider } from '../../../src/payments/razorpay-provider.ts';
import { startRazorpayStub } from './razorpay-stub.ts';

let stub: Awaited<ReturnType<typeof startRazorpayStub>>;
beforeAll(async () => {
  stub = await startRazorpayStub();
});
afterAll(() => stub.close());

const adapter = () =>
  createRazorpayProvider(
    { keyId: 'rzp_test_key', keySecret: 'key_secret_for_tests', webhookSecret: 'w', baseUrl: stub.baseUrl, timeoutMs: 1000 },
    pino({ level: 'silent' }),
  );

describe('Razorpay Refunds API through the adapter', () => {
  it('POST /v1/payments/{id}/refund with X-Refund-Idempotency, basic auth, amount in paise and notes; the same key answers the same refund', async () => {
    stub.setMode('ok');
    const input = {
      providerPaymentId: 'pay_ABC123',
      amountPaise: 50_100,
      idempotencyKey: '8a4f0b5e-6f1c-4b7e-9a52-1c2d3e4f5a6b',
      notes: { orderId: 'SKPTEST1' },
    };
    const first = await adapter().refund(input);
    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_rzp/),
      paymentId: 'pay_ABC123',
      amountPaise: 50_100,
      status: 'processed',
      notes: { orderId: 'SKPTEST1' },
    });
    const req = stub.requests.at(-1)!;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_ABC123/refund',
      refundIdempotency: input.idempotencyKey,
      body: { amount: 50_100, notes: { orderId: 'SKPTEST1' } },
    });
    expect(req.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:key_secret_for_tests').toString('base64')}`);
    expect((await adapter().refund(input)).id).toBe(first.id);
    expect(await adapter().fetchRefund(first.id)).toEqual(first);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v1/refunds/${first.id}` });
  });

  it('a refusal is a PaymentProviderError carrying Razorpay’s status, not the request', async () => {
    stub.setMode('error400');
    const err = await adapter()
      .refund({ providerPaymentId: 'pay_X', amountPaise: 1, idempotencyKey: 'k', notes: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).details).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify((err as PaymentProviderError).details)).not.toContain('key_secret_for_tests');
    stub.setMode('ok');
  });
});
