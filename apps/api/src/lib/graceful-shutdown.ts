import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export type ShutdownOptions = { delaySeconds: number; graceSeconds: number; closeDb: () => Promise<void> };

/**
 * Stops the process without failing a request it accepted:
 * 1. /readyz answers 503 at once, so a load balancer stops sending new work;
 * 2. after SHUTDOWN_DELAY_SECONDS (time for the balancer to notice) the listener closes: new
 *    connections are refused, idle keep-alive sockets are closed (Node's server.close), requests
 *    that arrive on busy keep-alive sockets get Fastify's 503 (return503OnClosing);
 * 3. requests in flight finish — for at most SHUTDOWN_GRACE_SECONDS, then their sockets are cut;
 * 4. onClose hooks stop the background timers (payment reconciliation sweep);
 * 5. only then the database closes, since requests and hooks above still use it.
 */
export async function shutDownGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  app.lifecycle.draining = true;
  if (options.delaySeconds > 0) {
    app.log.info({ delaySeconds: options.delaySeconds }, 'shutting down: readiness is 503, still serving while load balancers notice');
    await sleep(options.delaySeconds * 1000);
  }
  app.log.info({ graceSeconds: options.graceSeconds }, 'shutting down: no new connections, letting requests in flight finish');
  const cutOff = setTimeout(() => {
    app.log.warn({ graceSeconds: options.graceSeconds }, 'shutting down: grace period over, closing the connections still open');
    app.server.closeAllConnections();
  }, options.graceSeconds * 1000);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
  await options.closeDb();
  app.log.info('shut down');
}
