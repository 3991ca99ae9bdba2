import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@sankalp/contract';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { SHIPMENT_MESSAGES } from '../../lib/messages/shipments.ts';
import { applyTrackingUpdate } from './apply-tracking.ts';
import { readShiprocketTracking, type TrackingUpdate } from './shiprocket-tracking.ts';

export const SHIPPING_WEBHOOK_PATH = '/webhooks/shipping/:carrier';

type Carrier = { name: string; token: (config: Config) => string | undefined; read: (body: unknown) => TrackingUpdate | null };
const SHIPROCKET: Carrier = { name: 'shiprocket', token: (c) => c.SHIPPING_WEBHOOK_TOKEN_SHIPROCKET, read: readShiprocketTracking };

/**
 * The carriers, by the last part of the webhook's path. Shiprocket's panel refuses a webhook URL
 * containing "shiprocket", "kartrocket", "sr" or "kr", so its webhook is also reachable as
 * /webhooks/shipping/aggregator (the address to give the panel; decision 182).
 */
const CARRIERS: Record<string, Carrier> = { shiprocket: SHIPROCKET, aggregator: SHIPROCKET };

/** A tracking body with its full scan history is a few KB; this leaves room without taking anything large. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /webhooks/shipping/:carrier (decision 182): a carrier's tracking updates. The token comes in
 * x-api-key and is checked before the body is read, against the carrier's configured secret; with
 * no secret configured every call is refused (never open). Once authentic, the answer is 200
 * whether or not the body was understood or names an AWB we know (logged): carriers expect 200
 * and would only resend what cannot change. A database error is a 5xx, and the carrier retries.
 */
export const shippingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SHIPPING_WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['shipping'],
        summary: 'Carrier tracking updates (Shiprocket’s webhook; token in x-api-key)',
        params: z.object({ carrier: z.string().max(40) }),
        response: { 200: z.object({ received: z.literal(true) }), 401: ZErrorResponse, 404: ZErrorResponse },
      },
      onRequest: async (req) => {
        const carrier = CARRIERS[(req.params as { carrier?: string }).carrier ?? ''];
        if (!carrier) throw notFound('Route not found.');
        const secret = carrier.token(app.config);
        if (!secret || !sameToken(header(req.headers['x-api-key']), secret)) {
          req.log.warn({ carrier: carrier.name, configured: Boolean(secret) }, 'shipping webhook with a missing or wrong token refused');
          throw new AppError('WEBHOOK_TOKEN_INVALID', 401, SHIPMENT_MESSAGES.webhookTokenInvalid);
        }
      },
    },
    async (req) => {
      const carrier = CARRIERS[req.params.carrier]!;
      const update = carrier.read(req.body);
      if (!update) {
        req.log.error({ carrier: carrier.name }, 'shipping webhook body not understood: ignored');
        return { received: true as const };
      }
      if (update.unreadable > 0)
        req.log.warn({ carrier: carrier.name, awb: update.awb, unreadable: update.unreadable }, 'shipping webhook scans with unreadable times skipped');
      const outcome = await applyTrackingUpdate(app.db, carrier.name, update, req.log);
      if (outcome.kind === 'unknown-awb') req.log.info({ carrier: carrier.name, awb: update.awb }, 'tracking update for an AWB no order has: nothing written');
      else if (outcome.kind === 'ambiguous-awb')
        req.log.warn({ carrier: carrier.name, awb: update.awb }, 'tracking update for an AWB several orders have: nothing written');
      else req.log.info({ carrier: carrier.name, ...outcome }, 'tracking update applied');
      return { received: true as const };
    },
  );
};
