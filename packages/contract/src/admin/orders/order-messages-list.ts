import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZLanguage } from '../../common/language.ts';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '../states.ts';

const iso = z.string().check(z.core.describe('ISO 8601 date-time'));

/** One message to the devotee (issue 12): what was sent, on which channel, and how far it got. */
export const ZAdminOrderMessage = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  language: ZLanguage,
  /** The 10-digit number it goes to. */
  recipient: z.string(),
  /** The full text, as the devotee reads it. */
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  providerMessageId: z.nullable(z.string()),
  /** This SMS replaces a WhatsApp message that failed. */
  fallbackOf: z.nullable(z.string()),
  /** Sent again by staff from the console. */
  resendOf: z.nullable(z.string()),
  createdAt: iso,
  sentAt: z.nullable(iso),
  deliveredAt: z.nullable(iso),
  readAt: z.nullable(iso),
  failedAt: z.nullable(iso),
});
export type TAdminOrderMessage = z.infer<typeof ZAdminOrderMessage>;

/** POST — queue the message again, telling the order as it is now, to the same number, on the channel the devotee's consent allows now. */
export const RESEND_MESSAGE_PATH = '/orders/:orderId/messages/:messageId/resend';
export const resendMessagePath = (orderId: string, messageId: string) =>
  `/orders/${encodeURIComponent(orderId)}/messages/${encodeURIComponent(messageId)}/resend`;

export const RESEND_MESSAGES = {
  notFound: 'This message was not found on this order.',
  inFlight: 'This message is still being sent. Wait for it to finish.',
} as const;

export const ZResendMessageResponse = envelope(ZAdminOrderMessage);
export type TResendMessageResponse = z.infer<typeof ZResendMessageResponse>;
