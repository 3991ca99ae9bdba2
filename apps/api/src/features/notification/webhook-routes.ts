import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@sankalp/contract';
import { whatsappSignatureInvalid, whatsappStatusEarly, whatsappVerifyRefused } from './notification-errors.ts';
import { applyWhatsAppWebhook, sameSecret, validHubSignature } from './whatsapp-webhook.ts';

export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';

/** Meta batches status updates; a body of this size is already far more than it sends. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The WhatsApp Cloud API's webhook (decision 172), whatever WHATSAPP_PROVIDER is. GET: Meta's
 * verification handshake (hub.verify_token must be ours; the answer is hub.challenge as text).
 * POST: the signature covers the exact bytes sent, so in this plugin (and nowhere else but the
 * payment webhook) JSON is kept raw and parsed only once it checks; without WHATSAPP_APP_SECRET
 * every POST is refused. Once signed, each status and inbound message is applied on its own (one
 * not understood is logged and skipped) and the answer is 200, so Meta stops retrying; a database
 * error is a 5xx, and Meta retries; so is a recent status whose send is not recorded yet (503).
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ['notification'],
        summary: 'WhatsApp webhook verification (hub.mode, hub.verify_token, hub.challenge)',
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string(), 403: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const expected = app.config.WHATSAPP_VERIFY_TOKEN;
      const q = req.query;
      if (!expected || q['hub.mode'] !== 'subscribe' || !sameSecret(q['hub.verify_token'], expected) || q['hub.challenge'] === undefined) {
        req.log.warn({ mode: q['hub.mode'] }, 'WhatsApp webhook verification refused');
        throw whatsappVerifyRefused();
      }
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge']);
    },
  );

  app.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ['notification'],
        summary: 'WhatsApp delivery statuses and replies (X-Hub-Signature-256 over the raw body)',
        response: { 200: z.object({ received: z.literal(true) }), 401: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (req) => {
      const secret = app.config.WHATSAPP_APP_SECRET;
      const raw = req.body;
      if (!secret || !Buffer.isBuffer(raw) || !validHubSignature(raw, header(req.headers['x-hub-signature-256']), secret)) {
        req.log.warn({ configured: Boolean(secret) }, 'WhatsApp webhook with a missing or bad signature refused');
        throw whatsappSignatureInvalid();
      }
      const body = parseJson(raw);
      // Not JSON: nothing to apply, and a retry would bring the same bytes (logged, answered 200).
      if (body === undefined) req.log.error('signed WhatsApp webhook body is not JSON: ignored');
      const { skipped, early } = await applyWhatsAppWebhook(app.db, body, req.log);
      if (skipped > 0) req.log.warn({ skipped }, 'WhatsApp webhook applied without the items not understood');
      if (early > 0) {
        // The rest is applied; every item is idempotent, so the whole body may come again.
        req.log.info({ early }, 'WhatsApp status for a send not recorded yet: asking Meta to deliver it again');
        throw whatsappStatusEarly();
      }
      return { received: true as const };
    },
  );
};

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
