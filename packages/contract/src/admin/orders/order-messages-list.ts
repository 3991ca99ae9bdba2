import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZLanguage } from '../../common/language.ts';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES, type TMessageStatus } from '../states.ts';

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

/** A worker has it or will take it: a resend now would reach the devotee as well. */
export const MESSAGE_IN_FLIGHT_STATUSES: readonly TMessageStatus[] = ['PENDING', 'SENDING'];

type ChainLink = { id: string; status: TMessageStatus; fallbackOf: string | null; resendOf: string | null };

/**
 * Every message that says the same thing as `messageId`: from the first message of its kind (walking
 * up fallbackOf / resendOf), everything that stands in for it or repeats it, at any depth — its SMS
 * fallbacks, resends, their fallbacks and resends. One rule for the API's resend and the console's
 * Resend button (decision 173).
 */
export function messageChain<T extends ChainLink>(all: readonly T[], messageId: string): T[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  let root = byId.get(messageId);
  const seen = new Set<string>();
  while (root && !seen.has(root.id)) {
    seen.add(root.id);
    const parent = root.fallbackOf ?? root.resendOf;
    if (!parent || !byId.has(parent)) break;
    root = byId.get(parent);
  }
  if (!root) return [];
  const chain = [root];
  const inChain = new Set([root.id]);
  for (let i = 0; i < chain.length; i++) {
    for (const m of all) {
      if (!inChain.has(m.id) && (m.fallbackOf === chain[i]!.id || m.resendOf === chain[i]!.id)) {
        chain.push(m);
        inChain.add(m.id);
      }
    }
  }
  return chain;
}

/** A message may be sent again only while nothing of its chain is still on its way. */
export function isResendable<T extends ChainLink>(all: readonly T[], messageId: string): boolean {
  const chain = messageChain(all, messageId);
  return chain.length > 0 && !chain.some((m) => MESSAGE_IN_FLIGHT_STATUSES.includes(m.status));
}
