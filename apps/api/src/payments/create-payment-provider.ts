import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { createSimulatedProvider, type SimulatedOptions } from './simulated-provider.ts';

/**
 * Picks the provider named by PAYMENT_PROVIDER (config has already checked the Razorpay keys).
 * `db` holds the simulated provider's orders and payments; Razorpay keeps its own.
 */
export function createPaymentProvider(config: Config, db: Db, log: FastifyBaseLogger, deliver?: SimulatedOptions['deliver']): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return createRazorpayProvider(
      {
        keyId: config.RAZORPAY_KEY_ID!,
        keySecret: config.RAZORPAY_KEY_SECRET!,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
        baseUrl: config.RAZORPAY_API_BASE_URL,
        timeoutMs: config.RAZORPAY_TIMEOUT_MS,
      },
      log,
    );
  }
  if (config.NODE_ENV === 'production') log.warn('PAYMENT_PROVIDER=simulated in production: no real money is taken');
  return createSimulatedProvider(db, {
    secret: config.SIMULATED_PAYMENT_SECRET,
    deliver: config.SIMULATED_WEBHOOKS ? deliver : undefined,
    webhookDelayMs: config.SIMULATED_WEBHOOK_DELAY_MS,
    log,
  });
}
