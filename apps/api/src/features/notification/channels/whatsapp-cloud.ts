import type { FastifyBaseLogger } from 'fastify';
import { ChannelError, isPermanentStatus, networkError, sendSignal, type MessageChannel } from './channel.ts';

export type WhatsAppCloudOptions = {
  accessToken: string;
  phoneNumberId: string;
  /** e.g. https://graph.facebook.com/v21.0 */
  baseUrl: string;
  timeoutMs: number;
};

/**
 * Meta's error codes that say "not now" rather than "never" (Cloud API error codes reference; Meta
 * asks to classify by `error.code`, not the HTTP status, and answers several of these with HTTP 400):
 * throttling — 4 app call limit, 80007 account rate limit, 130429 throughput, 131048 spam rate limit,
 * 131056 business/consumer pair rate limit; and temporary trouble — 131000 something went wrong,
 * 131016 service unavailable, 131057 account in maintenance, 133004 server temporarily unavailable.
 */
export const TRANSIENT_WHATSAPP_CODES: ReadonlySet<number> = new Set([4, 80007, 130429, 131000, 131016, 131048, 131056, 131057, 133004]);

/**
 * Of those, the rate limits (decision 185), with how long every send from the number pauses: the
 * number's throughput (130429) and the account's and app's call limits (80007, 4) concern all its
 * sends; the spam limit (131048) and the pair limit (131056, one recipient messaged too often)
 * concern this message only. Retried on WhatsApp, never failed over to SMS. HTTP 429 without one
 * of these codes is taken as a throughput limit.
 */
export const WHATSAPP_RATE_LIMIT_PAUSE_SECONDS: ReadonlyMap<number, number> = new Map([
  [130429, 1],
  [80007, 5],
  [4, 5],
  [131048, 0],
  [131056, 0],
]);

type GraphAnswer = { messages?: { id?: unknown }[]; error?: { message?: string; code?: number; error_subcode?: number } };

/**
 * WhatsApp Business Cloud API (decision 172): one approved utility template per message kind, in
 * the order's language (en / hi), its body variables in order. POST {base}/{phone-number-id}/messages
 * with the bearer token; the answer's messages[0].id (wamid…) is what the status webhook names.
 * Meta's transient error codes (TRANSIENT_WHATSAPP_CODES: throttling, temporary trouble), 429,
 * 5xx, network and timeout: transient; of these the rate limits are marked so (rateLimited: retried
 * on WhatsApp, not by SMS; decision 185). Any other 4xx is the provider refusing this message
 * (number not on WhatsApp, template not approved, bad parameter): permanent.
 */
export function createWhatsAppCloudChannel(options: WhatsAppCloudOptions, log: FastifyBaseLogger): MessageChannel {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    channel: 'WHATSAPP',
    provider: 'meta',
    sender: options.phoneNumberId,
    async send(message, signal) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${message.recipient}`,
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language === 'hindi' ? 'hi' : 'en' },
          components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
        },
      };
      let res: Response;
      let text: string;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: sendSignal(options.timeoutMs, signal),
        });
        text = await res.text();
      } catch (err) {
        throw networkError('WhatsApp Cloud API', err);
      }
      const answer = parseAnswer(text);
      const id = answer?.messages?.[0]?.id;
      if (res.ok && typeof id === 'string' && id.length > 0) return { providerMessageId: id };
      // The provider's words go to the log and to the row's last_error (staff read it), never to devotees.
      const reason = answer?.error ? `${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trim() : text.slice(0, 200);
      log.warn({ provider: 'meta', status: res.status, messageId: message.id, answer: text.slice(0, 500) }, 'WhatsApp message refused');
      // A 2xx without a message id is a broken answer: retry rather than lose it.
      const code = answer?.error?.code;
      const permanent = !res.ok && isPermanentStatus(res.status) && !(typeof code === 'number' && TRANSIENT_WHATSAPP_CODES.has(code));
      const pause = typeof code === 'number' ? WHATSAPP_RATE_LIMIT_PAUSE_SECONDS.get(code) : undefined;
      const rateLimited = pause !== undefined ? { pauseSenderSeconds: pause } : res.status === 429 ? { pauseSenderSeconds: 1 } : undefined;
      throw new ChannelError(`WhatsApp Cloud API answered HTTP ${res.status}: ${reason}`, permanent, rateLimited ? { rateLimited } : undefined);
    },
  };
}

function parseAnswer(text: string): GraphAnswer | undefined {
  try {
    return JSON.parse(text) as GraphAnswer;
  } catch {
    return undefined;
  }
}
