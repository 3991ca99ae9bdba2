import type { FastifyInstance } from 'fastify';
import type { Listen } from '../../db/listen.ts';
import { createChannels } from './channels/create-channels.ts';
import { startNotifyWorker } from './start-worker.ts';
import { whatsappWebhookRoutes } from './webhook-routes.ts';

/** The WhatsApp webhook, and the outbox worker when this process runs one (NOTIFY_WORKER). */
export async function registerNotifications(app: FastifyInstance, listen?: Listen): Promise<void> {
  await app.register(whatsappWebhookRoutes);
  const { config } = app;
  if (!config.NOTIFY_WORKER) return;
  const channels = createChannels(config, app.log);
  startNotifyWorker(
    app,
    {
      db: app.db,
      config,
      log: app.log.child({ component: 'notify-worker' }),
      channels,
      pollSeconds: config.NOTIFY_POLL_SECONDS,
      sweepSeconds: config.NOTIFY_SWEEP_SECONDS,
    },
    listen,
  );
}
