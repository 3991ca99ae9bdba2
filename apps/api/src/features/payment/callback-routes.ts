import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_PATHS, ZPaymentCallbackBody, ZPaymentCallbackQuery } from '@sankalp/contract';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError } from '../../lib/errors.ts';
import { hasUnstorableText } from '../../lib/unstorable-text.ts';
import { acceptFormBodies } from './form-body.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { findPaymentByProviderOrder } from './queries.ts';
import { reconcileOnRequest } from './reconcile-payment.ts';
import { statusPage } from './status-page.ts';
import { verifyCheckoutResult } from './verify-payment.ts';

/**
 * Razorpay's failure redirect puts the ids in `error[metadata]` as JSON. Only plain strings are
 * taken (a JSON "\u0000" or an object would otherwise reach the database query and fail it).
 */
function failedIds(metadata: string | undefined): { order_id?: string } {
  try {
    const parsed: unknown = JSON.parse(metadata ?? '{}');
    const orderId = typeof parsed === 'object' && parsed !== null ? (parsed as { order_id?: unknown }).order_id : undefined;
    return typeof orderId === 'string' && orderId.length <= 64 && !hasUnstorableText(orderId) ? { order_id: orderId } : {};
  } catch {
    return {};
  }
}

/**
 * POST /payment/callback: where the browser lands after checkout (Razorpay's `callback_url`
 * redirect, and our simulated checkout). It is a page navigation, so it always ends in a 303 to
 * the site's payment status page, which shows what was recorded; problems go to the log.
 * No sign-in: the provider's signature is the proof, and a failure report only triggers a
 * look-up at the provider, so a forged one changes nothing by itself.
 */
export const callbackRoutes =
  (deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    acceptFormBodies(app);

    app.post(
      PAYMENT_PATHS.callback,
      {
        config: { openapi: { seeOther: 'the site’s payment status page of the order (/payment/status)' } },
        schema: {
          tags: ['payment'],
          summary: 'Checkout result (browser form POST); redirects to /payment/status',
          consumes: ['application/x-www-form-urlencoded'],
          querystring: ZPaymentCallbackQuery,
          body: ZPaymentCallbackBody,
        },
      },
      async (req, reply) => {
        const body = req.body;
        let orderId = req.query.orderId;
        try {
          if (body.razorpay_order_id && body.razorpay_payment_id && body.razorpay_signature) {
            orderId = await verifyCheckoutResult(
              deps,
              { providerOrderId: body.razorpay_order_id, providerPaymentId: body.razorpay_payment_id, signature: body.razorpay_signature },
              null,
            );
          } else {
            const providerOrderId = failedIds(body['error[metadata]']).order_id;
            const payment = providerOrderId ? await findPaymentByProviderOrder(deps.db, providerOrderId) : undefined;
            req.log.info({ orderId, providerOrderId, code: body['error[code]'], reason: body['error[reason]'] }, 'checkout reported a failure');
            if (payment) {
              orderId = payment.orderId;
              await reconcileOnRequest(deps, payment.orderId, 'failure redirect');
            }
          }
        } catch (err) {
          // The devotee still gets the status page; an expected refusal is logged, anything else rethrown.
          // With the database away the result is not recorded either: the status page asks again, and
          // the reconciliation sweep settles the order (decision 061), so a page of JSON helps no one.
          if (isDatabaseUnavailable(err)) req.log.warn({ err, orderId }, 'checkout result not recorded: database unavailable');
          else if (!(err instanceof AppError) || (err.statusCode >= 500 && err.code !== 'PAYMENT_PROVIDER_UNAVAILABLE')) throw err;
          else req.log.warn({ orderId, code: err.code }, 'checkout result not recorded');
        }
        return reply.redirect(statusPage(deps.config.PUBLIC_BASE_URL, orderId, req.query.language ?? req.language), 303);
      },
    );
  };
