import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_LOGOUT_PATH,
  STAFF_ME_PATH,
  STAFF_SEND_OTP_PATH,
  STAFF_VERIFY_OTP_PATH,
  ZErrorResponse,
  ZLogoutResponse,
  ZSendOtpRequest,
  ZSendOtpResponse,
  ZStaffMeResponse,
  ZStaffVerifyOtpResponse,
  ZVerifyOtpRequest,
  ZOtpVerifyHeaders,
} from '@sankalp/contract';
import { countSendWithoutCode, otpSendKeys, sendOtp } from '../../features/auth/send-otp.ts';
import { consumeOtp } from '../../features/auth/verify-otp.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';
import { readIdempotencyKey } from '../../lib/idempotency-key.ts';
import { localize } from '../../lib/messages.ts';
import { createOtpSender } from '../../sms/create-otp-sender.ts';
import { createDevOtpOutbox } from '../../sms/dev-otp-outbox.ts';
import { loadStaff, signedInStaff, staffOfToken } from '../core/staff-auth.ts';
import { devOtpRoute } from '../../features/auth/dev-otp-route.ts';
import { findActiveStaff, openStaffSession, revokeStaffSession, toStaffMe } from './staff-sign-in.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse, 502: ZErrorResponse };

/**
 * Staff sign in with the site's phone + OTP mechanism (same limits, same hashed codes) into a
 * session of their own. A phone that is not staff gets the same answer and no SMS: the sign-in
 * page does not tell strangers which numbers are staff, and nobody can make us text a stranger.
 */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.config.NODE_ENV === 'production' ? undefined : createDevOtpOutbox(app.config.OTP_TTL_SECONDS);
  const deps = { db: app.db, config: app.config, sender: createOtpSender(app.config, app.log, outbox), log: app.log };

  app.post(
    STAFF_SEND_OTP_PATH,
    {
      config: { staffPublic: true, idempotent: otpSendKeys('staff') },
      schema: { tags: ['admin'], summary: 'Send a console sign-in code', body: ZSendOtpRequest, response: { 200: ZSendOtpResponse, ...errors } },
    },
    async (req) => {
      if (await findActiveStaff(app.db, req.body.phone)) {
        await sendOtp(deps, { phone: req.body.phone, ip: req.ip, language: req.language, audience: 'staff' });
      } else {
        // No code, but the same limits: a second ask within the resend gap is 429 as for staff.
        await countSendWithoutCode(deps, { phone: req.body.phone, ip: req.ip });
        req.log.info('console sign-in code asked for a phone that is not staff: not sent');
      }
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
    STAFF_VERIFY_OTP_PATH,
    {
      config: { staffPublic: true },
      schema: {
        tags: ['admin'],
        summary: 'Check the code and open a console session',
        headers: ZOtpVerifyHeaders,
        body: ZVerifyOtpRequest,
        response: { 200: ZStaffVerifyOtpResponse, ...errors },
      },
    },
    async (req) => {
      const input = { ...req.body, idempotencyKey: readIdempotencyKey(req) };
      const session = await consumeOtp(deps, input, 'staff', {
        open: (tx) => openStaffSession(tx, req.body.phone),
        reopen: async (db, token) => {
          const staff = await staffOfToken(db, token);
          return staff && { token, staffId: staff.staffId };
        },
      });
      return { data: { token: session.token, staff: await toStaffMe(app.db, await loadStaff(app.db, session.staffId)) } };
    },
  );

  app.post(
    STAFF_LOGOUT_PATH,
    {
      config: { permission: 'temples.read' },
      schema: { tags: ['admin'], summary: 'End this console session', response: { 200: ZLogoutResponse, 401: ZErrorResponse } },
    },
    async (req) => {
      await revokeStaffSession(app.db, signedInStaff(req).sessionId);
      return { data: { message: localize(AUTH_MESSAGES.loggedOut, req.language) } };
    },
  );

  app.get(
    STAFF_ME_PATH,
    {
      config: { permission: 'temples.read' },
      schema: { tags: ['admin'], summary: 'Who is signed in', response: { 200: ZStaffMeResponse, 401: ZErrorResponse } },
    },
    async (req) => ({ data: await toStaffMe(app.db, signedInStaff(req)) }),
  );

  // Staff codes have their own test aid, beside the console's API: GET /admin/api/v1/dev/otp/:phone.
  if (outbox) await app.register(devOtpRoute(outbox));
};
