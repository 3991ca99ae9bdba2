import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Compares in constant time, so the time taken leaks nothing about the expected signature. */
function sameHex(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's checkout signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const checkoutSignature = (providerOrderId: string, providerPaymentId: string, secret: string) =>
  hmacHex(secret, `${providerOrderId}|${providerPaymentId}`);

export const isValidCheckoutSignature = (providerOrderId: string, providerPaymentId: string, signature: string, secret: string) =>
  sameHex(checkoutSignature(providerOrderId, providerPaymentId, secret), signature);

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body with the webhook secret. */
export const webhookSignature = (rawBody: Buffer | string, secret: string) => hmacHex(secret, rawBody);

export const isValidWebhookSignature = (rawBody: Buffer, signature: string, secret: string) => sameHex(webhookSignature(rawBody, secret), signature);
