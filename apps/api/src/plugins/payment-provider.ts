import type { FastifyInstance } from 'fastify';
import { API_PREFIX, PAYMENT_PATHS } from '@sankalp/contract';
import { createPaymentProvider } from '../payments/create-payment-provider.ts';
import type { SimulatedProvider } from '../payments/simulated-provider.ts';

const SIMULATED_WEBHOOK_URL = `${API_PREFIX}${PAYMENT_PATHS.webhook.replace(':provider', 'simulated')}`;

/**
 * Decorates `app.paymentProvider`. The simulated provider posts its webhook events through
 * `inject` to our own webhook route, so they go through the same raw-body parsing, signature
 * check and dedupe as Razorpay's. Deliveries under way are awaited before the app closes.
 */
export function registerPaymentProvider(app: FastifyInstance): void {
  const provider = createPaymentProvider(app.config, app.db, app.log, async ({ eventId, rawBody, signature }) => {
    const res = await app.inject({
      method: 'POST',
      url: SIMULATED_WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
      payload: rawBody,
    });
    if (res.statusCode !== 200) throw new Error(`simulated webhook ${eventId} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  });
  app.decorate('paymentProvider', provider);
  app.addHook('preClose', async () => {
    if ('settle' in provider) await (provider as SimulatedProvider).settle();
  });
}
