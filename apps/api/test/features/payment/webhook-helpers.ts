import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import { webhookSignature } from '../../../src/payments/signatures.ts';

export type PaymentEntity = {
  id: string;
  order_id: string;
  amount: number;
  currency?: string;
  status: string;
  method?: string;
  error_description?: string | null;
};

export const newPaymentId = () => `pay_test_${randomBytes(6).toString('hex')}`;
export const newEventId = () => `evt_test_${randomBytes(6).toString('hex')}`;

export const webhookBody = (event: string, payment: PaymentEntity) =>
  JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { currency: 'INR', method: 'upi', ...payment } } },
    created_at: 1,
  });

/** POSTs a webhook to our endpoint, signed with the simulated provider's secret unless a signature is given. */
export function postWebhook(app: FastifyInstance, rawBody: string, opts: { eventId?: string; signature?: string | null; provider?: string } = {}) {
  const signature = opts.signature === undefined ? webhookSignature(rawBody, app.config.SIMULATED_PAYMENT_SECRET) : opts.signature;
  return app.inject({
    method: 'POST',
    url: `${API_PREFIX}${PAYMENT_PATHS.webhook.replace(':provider', opts.provider ?? 'simulated')}`,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': opts.eventId ?? newEventId(),
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: rawBody,
  });
}
