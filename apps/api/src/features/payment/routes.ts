import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  PAYMENT_PATHS,
  ZErrorResponse,
  ZInitiatePaymentRequest,
  ZInitiatePaymentResponse,
  ZLoginRequired,
  ZPaymentStateResponse,
  ZReconcilePaymentRequest,
  ZVerifyPaymentRequest,
} from '@sankalp/contract';
import { requireSignIn, signedInUser, userKeys } from '../../plugins/auth.ts';
import { orderNotFound } from '../order/order-status.ts';
import { callbackRoutes } from './callback-routes.ts';
import { capturedAfterCloseError, refundedAfterClose } from './event-selling.ts';
import { initiatePayment } from './initiate-payment.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { orderStatusOf } from './queries.ts';
import { paymentState, reconcileOnRequest } from './reconcile-payment.ts';
import { startReconcileSweeper } from './reconcile-sweeper.ts';
import { simulatedCheckoutRoutes } from './simulated-checkout-routes.ts';
import { verifyCheckoutResult } from './verify-payment.ts';
import { webhookRoutes } from './webhook-routes.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 502: ZErrorResponse };

/** Payments (issue 3, decisions 030–039). Signed-in calls here; browser and provider calls in their own plugins. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentDeps = { db: app.db, provider: app.paymentProvider, log: app.log, config: app.config };
  await app.register(webhookRoutes(deps));
  await app.register(callbackRoutes(deps));
  await app.register(simulatedCheckoutRoutes(deps));
  await app.register(signedInRoutes(deps));
  startReconcileSweeper(app, deps);
};

const signedInRoutes =
  (deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    requireSignIn(app);

    app.post(
      PAYMENT_PATHS.initiate,
      {
        config: { idempotent: userKeys },
        schema: {
          tags: ['payment'],
          summary: 'Checkout data for one of the caller’s orders',
          body: ZInitiatePaymentRequest,
          response: { 200: z.union([ZInitiatePaymentResponse, ZLoginRequired]), ...errors },
        },
      },
      async (req) => ({ data: await initiatePayment(deps, signedInUser(req), req.body.orderId, req.language, `${req.protocol}://${req.host}`) }),
    );

    app.post(
      PAYMENT_PATHS.verify,
      {
        schema: {
          tags: ['payment'],
          summary: 'Checkout result from the site (signature checked, then confirmed with the provider)',
          body: ZVerifyPaymentRequest,
          response: { 200: z.union([ZPaymentStateResponse, ZLoginRequired]), ...errors },
        },
      },
      async (req) => {
        const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = req.body;
        const result = { providerOrderId: razorpay_order_id, providerPaymentId: razorpay_payment_id, signature: razorpay_signature };
        const orderId = await verifyCheckoutResult(deps, result, signedInUser(req).userId);
        const state = await paymentState(deps, orderId);
        // Paid after the event stopped selling (decision 184): refused, and the payment is being refunded.
        if (state.orderStatus === 'CANCELLED' && (await refundedAfterClose(deps.db, orderId))) throw capturedAfterCloseError();
        return { data: state };
      },
    );

    app.post(
      PAYMENT_PATHS.reconcile,
      {
        schema: {
          tags: ['payment'],
          summary: 'Ask the provider where the order’s payment stands and record it',
          body: ZReconcilePaymentRequest,
          response: { 200: z.union([ZPaymentStateResponse, ZLoginRequired]), ...errors },
        },
      },
      async (req) => {
        const { orderId } = req.body;
        if ((await orderStatusOf(deps.db, orderId))?.userId !== signedInUser(req).userId) throw orderNotFound();
        await reconcileOnRequest(deps, orderId, 'status check');
        return { data: await paymentState(deps, orderId) };
      },
    );
  };
