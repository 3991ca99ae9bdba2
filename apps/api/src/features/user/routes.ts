import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DEACTIVATE_USER_PATH,
  GET_USER_PATH,
  NOTIFICATIONS_PATH,
  UPDATE_USER_PATH,
  ZDeactivateUserRequest,
  ZDeactivateUserResponse,
  ZErrorResponse,
  ZGetUserResponse,
  ZLoginRequired,
  ZNotificationSettingsResponse,
  ZUpdateNotificationsRequest,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
} from '@sankalp/contract';
import { localize } from '../../lib/messages.ts';
import { requireSignIn, signedInUser } from '../../plugins/auth.ts';
import { deactivateUser } from './deactivate-user.ts';
import { USER_MESSAGES } from '../../lib/messages/accounts.ts';
import { notificationSettings, updateNotificationSettings } from './notification-settings.ts';
import { updateUserName } from './update-user.ts';

/** The signed-in caller's own profile. There is no user id parameter: the token says who. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  const answers = <T>(ok: T) => ({ 200: ok, 400: ZErrorResponse, 401: ZErrorResponse });

  app.get(
    GET_USER_PATH,
    { schema: { tags: ['user'], summary: 'Profile of the caller', response: answers(z.union([ZGetUserResponse, ZLoginRequired])) } },
    async (req) => {
      const user = signedInUser(req);
      return { data: { name: user.name, phone: user.phone, userId: user.userId } };
    },
  );

  app.post(
    UPDATE_USER_PATH,
    {
      schema: { tags: ['user'], summary: 'Set the caller’s name', body: ZUpdateUserRequest, response: answers(z.union([ZUpdateUserResponse, ZLoginRequired])) },
    },
    async (req) => {
      const user = signedInUser(req);
      const profile = await updateUserName(app.db, user, req.body.name);
      // This process answers the caller's next request: it must not keep the old name (decision 287).
      app.sessionCache.forget(user.userId);
      return { data: profile };
    },
  );

  app.post(
    DEACTIVATE_USER_PATH,
    {
      schema: {
        tags: ['user'],
        summary: 'Close the caller’s account',
        body: ZDeactivateUserRequest,
        response: answers(z.union([ZDeactivateUserResponse, ZLoginRequired])),
      },
    },
    async (req) => {
      const user = signedInUser(req);
      await deactivateUser(app.db, user, req.body.reason);
      app.sessionCache.forget(user.userId);
      return { data: { message: localize(USER_MESSAGES.deactivated, req.language) } };
    },
  );

  app.get(
    NOTIFICATIONS_PATH,
    {
      schema: {
        tags: ['user'],
        summary: 'Whether the caller’s order updates go to WhatsApp',
        response: answers(z.union([ZNotificationSettingsResponse, ZLoginRequired])),
      },
    },
    async (req) => ({ data: await notificationSettings(app.db, signedInUser(req)) }),
  );

  app.post(
    NOTIFICATIONS_PATH,
    {
      schema: {
        tags: ['user'],
        summary: 'Switch WhatsApp order updates on or off (off: by SMS)',
        body: ZUpdateNotificationsRequest,
        response: answers(z.union([ZNotificationSettingsResponse, ZLoginRequired])),
      },
    },
    async (req) => ({ data: await updateNotificationSettings(app.db, signedInUser(req), req.body.whatsapp) }),
  );
};
