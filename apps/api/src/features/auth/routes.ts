import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOGOUT_PATH,
  SEND_OTP_PATH,
  VERIFY_OTP_PATH,
  ZErrorResponse,
  ZLogoutResponse,
  ZSendOtpRequest,
  ZSendOtpResponse,
  ZVerifyOtpRequest,
  ZVerifyOtpResponse,
  ZOtpVerifyHeaders,
} from '@sankalp/contract';
import { readIdempotencyKey } from '../../lib/idempotency-key.ts';
import { localize } from '../../lib/messages.ts';
import { readAccessToken } from '../../plugins/auth.ts';
import { createOtpSender } from '../../sms/create-otp-sender.ts';
import { createDevOtpOutbox } from '../../sms/dev-otp-outbox.ts';
import { devOtpRoute } from './dev-otp-route.ts';
import { logout } from './logout.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';
import { otpSendKeys, sendOtp } from './send-otp.ts';
import { createAuthSweeper } from './sweep-auth-rows.ts';
import { verifyOtp } from './verify-otp.ts';
import { personalAnswers } from '../../plugins/answer-headers.ts';
import { DEVOTEE_TOKEN_SCHEME } from '../../plugins/openapi/operation.ts';

const errors = { 400: ZErrorResponse, 429: ZErrorResponse, 502: ZErrorResponse };

/** Phone + OTP sign-in (issue 3, decision 010). The token travels in X-Access-Token. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.config.NODE_ENV === 'production' ? undefined : createDevOtpOutbox(app.config.OTP_TTL_SECONDS);
  const deps = { db: app.db, config: app.config, sender: createOtpSender(app.config, app.log, outbox), log: app.log };
  const sweep = createAuthSweeper(app.db, app.log);
  app.addHook('onClose', sweep.settled);
  // Codes, session tokens, who is signed in: never kept by a cache.
  personalAnswers(app);

  app.post(
    SEND_OTP_PATH,
    {
      config: { idempotent: otpSendKeys('devotee') },
      schema: { tags: ['auth'], summary: 'Send a one-time code by SMS', body: ZSendOtpRequest, response: { 200: ZSendOtpResponse, ...errors } },
    },
    async (req) => {
      sweep();
      await sendOtp(deps, { phone: req.body.phone, ip: req.ip, language: req.language });
      return {
        data: {
          message: localize(AUTH_MESSAGES.otpSent, req.language),
          expiresInSeconds: app.config.OTP_TTL_SECONDS,
          resendAfterSeconds: app.config.OTP_RESEND_SECONDS,
        },
      };
    },
  );

  app.post(
    VERIFY_OTP_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the code and open a session',
        headers: ZOtpVerifyHeaders,
        body: ZVerifyOtpRequest,
        response: { 200: ZVerifyOtpResponse, 400: ZErrorResponse },
      },
    },
    async (req) => {
      const signedIn = await verifyOtp(deps, { ...req.body, idempotencyKey: readIdempotencyKey(req) });
      return {
        data: {
          sessionId: signedIn.token,
          userDataResponse: { userId: signedIn.userId },
          redirectTo: signedIn.redirectTo,
          message: localize(AUTH_MESSAGES.verified, req.language),
        },
      };
    },
  );

  app.post(
    LOGOUT_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the X-Access-Token header',
        // With or without a token: a call without one has nothing to end and still answers 200.
        security: [{ [DEVOTEE_TOKEN_SCHEME]: [] }, {}],
        response: { 200: ZLogoutResponse },
      },
    },
    async (req) => {
      const ended = await logout(app.db, readAccessToken(req));
      // Ended here at once; the other processes hear it from the database (decision 287).
      if (ended) app.sessionCache.forget(ended);
      return { data: { message: localize(AUTH_MESSAGES.loggedOut, req.language) } };
    },
  );

  if (outbox) await app.register(devOtpRoute(outbox));
};
