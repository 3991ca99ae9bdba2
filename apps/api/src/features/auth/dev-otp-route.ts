import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEV_OTP_PATH, ZDevOtpResponse, ZErrorResponse, ZPhone } from '@sankalp/contract';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { DevOtpOutbox } from '../../sms/dev-otp-outbox.ts';
import { AUTH_MESSAGES } from '../../lib/messages/accounts.ts';

/**
 * Test aid, registered only outside production: the last code the console sender "sent" to a
 * phone, so browser tests running the server in another process can sign in through the real flow.
 */
export const devOtpRoute =
  (outbox: DevOtpOutbox): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      DEV_OTP_PATH,
      {
        // Under the console's prefix too, where every route must say who may call it.
        config: { staffPublic: true },
        schema: {
          tags: ['dev'],
          summary: 'Last OTP sent to a phone (not in production)',
          params: z.object({ phone: ZPhone }),
          response: { 200: ZDevOtpResponse, 404: ZErrorResponse },
        },
      },
      async (req) => {
        const otp = outbox.latest(req.params.phone);
        if (!otp) throw notFound(AUTH_MESSAGES.noDevOtp);
        return { data: { otp } };
      },
    );
  };
