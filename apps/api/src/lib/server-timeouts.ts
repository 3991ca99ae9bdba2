import type { Config } from '../config.ts';

/**
 * A request whose headers or body never complete is answered 408 and closed instead of holding a
 * socket forever (Fastify's requestTimeout is 0, i.e. none, by default). Node checks running
 * requests against requestTimeout every connectionsCheckingInterval (30 s by default): checked
 * more often here, so a short setting means what it says. Decision 056.
 */
export function serverTimeouts(config: Pick<Config, 'REQUEST_TIMEOUT_SECONDS' | 'KEEP_ALIVE_TIMEOUT_SECONDS'>) {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout,
    // A socket with no bytes in either direction for this long is closed (a stalled upload).
    connectionTimeout: requestTimeout,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: Math.min(Math.max(requestTimeout / 4, 250), 30_000),
    },
  };
}
