import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, isValidCheckoutSignature, isValidWebhookSignature, webhookSignature } from '../../../src/payments/signatures.ts';

const secret = 'test_key_secret_0123456789';

describe('Razorpay-compatible signatures', () => {
  it('checkout: hex HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
    const expected = createHmac('sha256', secret).update('order_ABC|pay_XYZ').digest('hex');
    expect(checkoutSignature('order_ABC', 'pay_XYZ', secret)).toBe(expected);
    expect(isValidCheckoutSignature('order_ABC', 'pay_XYZ', expected, secret)).toBe(true);
  });

  it('checkout: refuses other ids, other secrets, other case and other lengths', () => {
    const good = checkoutSignature('order_ABC', 'pay_XYZ', secret);
    expect(isValidCheckoutSignature('order_ABC', 'pay_XYZ2', good, secret)).toBe(false);
    expect(isValidCheckoutSignature('order_ABD', 'pay_XYZ', good, secret)).toBe(false);
    expect(isValidCheckoutSignature('order_ABC', 'pay_XYZ', good, `${secret}x`)).toBe(false);
    expect(isValidCheckoutSignature('order_ABC', 'pay_XYZ', good.toUpperCase(), secret)).toBe(false);
    expect(isValidCheckoutSignature('order_ABC', 'pay_XYZ', good.slice(1), secret)).toBe(false);
    expect(isValidCheckoutSignature('order_ABC', 'pay_XYZ', '', secret)).toBe(false);
  });

  it('webhook: over the exact raw bytes', () => {
    const raw = Buffer.from('{"event":"payment.captured","payload":{}}');
    const sig = webhookSignature(raw, secret);
    expect(sig).toBe(createHmac('sha256', secret).update(raw).digest('hex'));
    expect(isValidWebhookSignature(raw, sig, secret)).toBe(true);
    expect(isValidWebhookSignature(Buffer.from('{"event": "payment.captured","payload":{}}'), sig, secret)).toBe(false);
  });
});
