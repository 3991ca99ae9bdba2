import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

/**
 * GET and POST /user/notifications (issue 12): whether order updates go to the account's phone on
 * WhatsApp. Off (or a STOP reply on WhatsApp) sends them by SMS instead; the switch is stored with
 * its time, like the checkout's opt-in.
 */
export const NOTIFICATIONS_PATH = '/user/notifications';

export const ZNotificationSettings = z.object({
  whatsapp: z.boolean(),
  /** When WhatsApp updates were last switched on (checkout, profile), else null. */
  whatsappSince: z.nullable(z.string().check(z.core.describe('ISO 8601 date-time'))),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZUpdateNotificationsRequest = z.object({ whatsapp: z.boolean({ error: 'whatsapp must be true or false' }) });
export type TUpdateNotificationsRequest = z.infer<typeof ZUpdateNotificationsRequest>;

export const ZNotificationSettingsResponse = envelope(ZNotificationSettings);
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>;
