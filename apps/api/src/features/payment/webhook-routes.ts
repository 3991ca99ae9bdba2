import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isProviderId, PAYMENT_PATHS, PAYMENT_PROVIDERS, ZErrorResponse } from '@sankalp/contract';
import { notFound } from '../../lib/errors.ts';
import { hasUnstorableText } from '../../lib/unstorable-text.ts';
import { handleWebhook } from './handle-webhook.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { webhookBodyInvalid, webhookSignatureInvalid } from './payment-errors.ts';
import { ZWebhookAck, ZWebhookEvent } from './webhook-event.ts';

/** Razorpay's bodies are a few KB; this leaves room without accepting anything large. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /payment/webhook/:provider. The signature covers the exact bytes sent, so in this plugin
 * (and nowhere else) JSON bodies are kept raw; they are parsed only after the signature checks.
 * Answers 200 for handled, duplicate and ignored events, so the provider stops retrying; 400 for
 * a bad signature or body (nothing changed); 5xx when recording failed, so the provider retries.
 */
export const webhookRoutes =
  (deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    app.post(
      PAYMENT_PATHS.webhook,
      {
        schema: {
          tags: ['payment'],
          summary: 'Provider webhook (Razorpay format, X-Razorpay-Signature over the raw body)',
          params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
          response: { 200: ZWebhookAck, 400: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (req) => {
        if (req.params.provider !== deps.provider.name) throw notFound('Route not found.');
        const raw = req.body;
        const signature = header(req.headers['x-razorpay-signature']);
        if (!Buffer.isBuffer(raw) || !signature || !deps.provider.verifyWebhookSignature(raw, signature)) {
          req.log.warn({ provider: req.params.provider }, 'webhook with a missing or bad signature refused');
          throw webhookSignatureInvalid();
        }
        const parsed = parseJson(raw);
        // Text PostgreSQL cannot store (U+0000, lone surrogate): a bad body, not a 500 retried forever.
        const event = hasUnstorableText(parsed) ? undefined : ZWebhookEvent.safeParse(parsed);
        if (!event?.success) {
          req.log.error({ issues: event?.error.issues ?? 'unstorable text in body' }, 'signed webhook body not understood');
          throw webhookBodyInvalid();
        }
        // Razorpay always sends the id; without one the body's hash still dedupes exact redeliveries.
        const sentId = header(req.headers['x-razorpay-event-id']);
        if (sentId !== undefined && !isProviderId(sentId)) {
          req.log.error({ length: sentId.length }, 'signed webhook with an event id that is not one');
          throw webhookBodyInvalid();
        }
        const eventId = sentId ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
        const fresh = await handleWebhook(deps, eventId, event.data);
        return { data: { received: true as const, duplicate: !fresh } };
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
