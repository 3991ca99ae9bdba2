import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  API_PREFIX,
  PAYMENT_PATHS,
  ZSimulatedCheckoutParams,
  ZSimulatedCheckoutQuery,
  ZSimulatedCheckoutResultBody,
  ZSimulatedCheckoutResultParams,
  type Language,
} from '@sankalp/contract';
import { AppError, notFound } from '../../lib/errors.ts';
import { PAYMENT_MESSAGES } from '../../lib/messages/payment.ts';
import { SimulatedOrderAlreadyPaid, SimulatedOrderNotFound, type SimulatedProvider } from '../../payments/simulated-provider.ts';
import { acceptFormBodies } from './form-body.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { paymentNotFound } from './payment-errors.ts';
import { findPaymentByProviderOrder } from './queries.ts';
import { reconcileOnRequest } from './reconcile-payment.ts';
import { statusPage } from './status-page.ts';
import { AUTO_POST_SCRIPT_HASH, autoPostPage, PAGE_STYLE_HASH, simulatedCheckoutPage } from './simulated-checkout-page.ts';

const PAGE_CSP = `default-src 'none'; style-src ${PAGE_STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
const AUTO_POST_CSP = `${PAGE_CSP}; script-src ${AUTO_POST_SCRIPT_HASH}`;
const PAID_ALREADY = 'the site’s payment status page, when the provider order is paid already';

/**
 * The simulated provider's checkout, served by us: GET shows Pay / Fail; POST makes the attempt
 * at the provider and, like Razorpay's redirect mode, posts the signed result (or Razorpay-style
 * error fields) to our callback. Registered only when PAYMENT_PROVIDER=simulated.
 */
export const simulatedCheckoutRoutes =
  (deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    if (deps.provider.name !== 'simulated') return;
    const simulated = deps.provider as SimulatedProvider;
    acceptFormBodies(app);

    /**
     * The provider order is paid already (a second Pay, or Pay Now on an order whose payment we
     * never heard of): like Razorpay, take no money, and send the browser to the status page after
     * recording what the provider knows, instead of answering a page of JSON (decision 062).
     */
    const toStatusPage = async (orderId: string, language: Language, reply: FastifyReply) => {
      try {
        await reconcileOnRequest(deps, orderId, 'checkout of a paid order');
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'PAYMENT_PROVIDER_UNAVAILABLE')) throw err;
        // The status page shows what is recorded; the sweep settles the order when the provider answers.
        reply.log.warn({ err, orderId }, 'provider unavailable while sending a paid checkout to its status page');
      }
      return reply.redirect(statusPage(deps.config.PUBLIC_BASE_URL, orderId, language), 303);
    };

    app.get(
      PAYMENT_PATHS.simulatedCheckout,
      {
        config: { openapi: { htmlPage: 'The checkout page: the amount, Pay and Fail', seeOther: PAID_ALREADY } },
        schema: { tags: ['payment'], summary: 'Simulated checkout page (HTML)', params: ZSimulatedCheckoutParams, querystring: ZSimulatedCheckoutQuery },
      },
      async (req, reply) => {
        const { providerOrderId } = req.params;
        const payment = await findPaymentByProviderOrder(deps.db, providerOrderId);
        if (!payment) throw paymentNotFound();
        const language = req.query.language ?? req.language;
        const providerOrder = await simulated.fetchOrder(providerOrderId).catch((err: unknown) => {
          if (err instanceof SimulatedOrderNotFound) throw paymentNotFound();
          throw err;
        });
        if (providerOrder.status === 'paid') return toStatusPage(payment.orderId, language, reply);
        const action = (outcome: string) =>
          `${API_PREFIX}${PAYMENT_PATHS.simulatedCheckoutResult.replace(':providerOrderId', providerOrderId).replace(':outcome', outcome)}?language=${language}`;
        const html = simulatedCheckoutPage({
          language,
          amountPaise: payment.amountPaise,
          orderId: payment.orderId,
          payAction: action('pay'),
          failAction: action('fail'),
        });
        return reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8').send(html);
      },
    );

    app.post(
      PAYMENT_PATHS.simulatedCheckoutResult,
      {
        config: { openapi: { htmlPage: 'A page that posts the signed result to the callback (a form sent by script)', seeOther: PAID_ALREADY } },
        schema: {
          tags: ['payment'],
          summary: 'Simulated checkout: pay or fail, then post the result to the callback (HTML)',
          consumes: ['application/x-www-form-urlencoded'],
          params: ZSimulatedCheckoutResultParams,
          querystring: ZSimulatedCheckoutQuery,
          body: z.optional(ZSimulatedCheckoutResultBody),
        },
      },
      async (req, reply) => {
        const { providerOrderId, outcome } = req.params;
        const payment = await findPaymentByProviderOrder(deps.db, providerOrderId);
        if (!payment) throw paymentNotFound();
        const language = req.query.language ?? req.language;
        let result;
        try {
          result = await simulated.complete(providerOrderId, outcome, req.body?.method ?? 'upi');
        } catch (err) {
          // Paid already, perhaps by a second Pay click that won the race before our callback arrived.
          if (err instanceof SimulatedOrderAlreadyPaid) return toStatusPage(payment.orderId, language, reply);
          if (err instanceof SimulatedOrderNotFound) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
          throw err;
        }
        const fields: Record<string, string> = result.signature
          ? { razorpay_payment_id: result.payment.id, razorpay_order_id: providerOrderId, razorpay_signature: result.signature }
          : {
              'error[code]': 'BAD_REQUEST_ERROR',
              'error[description]': result.payment.errorDescription ?? 'Payment failed',
              'error[source]': 'customer',
              'error[step]': 'payment_authorization',
              'error[reason]': 'payment_failed',
              'error[metadata]': JSON.stringify({ payment_id: result.payment.id, order_id: providerOrderId }),
            };
        const callback = `${API_PREFIX}${PAYMENT_PATHS.callback}?orderId=${encodeURIComponent(payment.orderId)}&language=${language}`;
        return reply
          .header('content-security-policy', AUTO_POST_CSP)
          .type('text/html; charset=utf-8')
          .send(autoPostPage(language, callback, fields));
      },
    );
  };
