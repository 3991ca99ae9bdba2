import { throwawaySecrets } from './processes.ts';

/**
 * The environment of an API process in the overload and peak benches: production mode, the
 * simulated provider with its webhooks, the reconcile sweep every few seconds (so a payment whose
 * callback and webhook were lost with a killed process is settled within the bench), and messages
 * to a local WhatsApp stand-in fast enough not to be the bottleneck. OVERLOAD_* and
 * DATABASE_POOL_SIZE pass through from the bench's own environment (startServer spreads it).
 */
export function checkoutServerEnv(opts: {
  port: number;
  publicBaseUrl: string;
  databaseUrl: string;
  whatsAppUrl: string;
  /** throwawaySecrets(), the same for every process of a bench: a checkout opened on one is paid through another. */
  secrets: Record<string, string>;
}) {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    PUBLIC_BASE_URL: opts.publicBaseUrl,
    DATABASE_URL: opts.databaseUrl,
    ...opts.secrets,
    PAYMENT_PROVIDER: 'simulated',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '5',
    PAYMENT_RECONCILE_AFTER_SECONDS: '10',
    WHATSAPP_PROVIDER: 'meta',
    WHATSAPP_ACCESS_TOKEN: 'bench-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_APP_SECRET: 'bench-app-secret',
    WHATSAPP_API_BASE_URL: opts.whatsAppUrl,
    WHATSAPP_SEND_RATE_PER_SECOND: '1000',
    WHATSAPP_TIMEOUT_MS: '5000',
    MSG91_TIMEOUT_MS: '5000',
    // A killed worker's claimed messages are taken over after this (≥ 3× the send timeouts).
    NOTIFY_LEASE_SECONDS: '15',
  };
}

/** What `reconcile window` means in these benches: the sweep's AFTER + INTERVAL, and a margin for a busy machine. */
export const RECONCILE_WINDOW_MS = (10 + 5 + 30) * 1000;

/** Every overload signal off (decision 195): for measuring what a process can do. */
export const SHEDDING_OFF = {
  OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_POOL_WAITING: '0',
  OVERLOAD_WRITE_LATENCY_MS: '0',
  OVERLOAD_HEAP_USED_PERCENT: '0',
  OVERLOAD_RSS_MB: '0',
  OVERLOAD_REQUESTS_IN_FLIGHT: '0',
};

/**
 * One API process that seeds its throwaway database and takes payments through the simulated
 * provider with its webhooks, its reconciliation sweep off and nothing shed: what the
 * single-process benches measure (capacity, not the line: a refused checkout would count as an
 * error; bench:overload measures shedding).
 */
export function measuredServerEnv(port: number, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'true',
    PAYMENT_PROVIDER: 'simulated',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    ...throwawaySecrets(),
    ...SHEDDING_OFF,
  };
}
