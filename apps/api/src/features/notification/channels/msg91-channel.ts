import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NotifyTemplates } from '../../../config.ts';
import { postMsg91Flow, type Msg91FlowOptions } from '../../../sms/msg91-flow.ts';
import { ChannelError, isPermanentStatus, networkError, sendSignal, type MessageChannel } from './channel.ts';

export type Msg91ChannelOptions = Msg91FlowOptions & { templates: NotifyTemplates };

/**
 * Notification SMS through MSG91's Flow API: the DLT template of the message's text and language
 * (MSG91_NOTIFY_TEMPLATES), its variables var1…varN the message's params in order, `unicode: 1` for
 * Hindi (Devanagari needs UCS-2). MSG91's request id is kept as the provider message id (`type:
 * success` without one is still sent: `msg91-no-request-id-<uuid>`, never retried). A kind
 * with no template, and any refusal MSG91 states (HTTP 4xx but 429, or 200 with type error: bad
 * key, template, number), is permanent; 429, 5xx, network and timeout are transient.
 */
export function createMsg91Channel(options: Msg91ChannelOptions, log: FastifyBaseLogger): MessageChannel {
  return {
    channel: 'SMS',
    provider: 'msg91',
    async send(message, signal) {
      const templateId = options.templates[message.text]?.[message.language];
      if (!templateId) throw new ChannelError(`no DLT template for ${message.text} in ${message.language} (MSG91_NOTIFY_TEMPLATES)`, true);
      const variables = Object.fromEntries(message.params.map((value, i) => [`var${i + 1}`, value]));
      let answer;
      try {
        answer = await postMsg91Flow(
          options,
          {
            template_id: templateId,
            short_url: '0',
            ...(message.language === 'hindi' ? { unicode: 1 as const } : {}),
            recipients: [{ mobiles: `91${message.recipient}`, ...variables }],
          },
          sendSignal(options.timeoutMs, signal),
        );
      } catch (err) {
        throw networkError('MSG91', err);
      }
      if (answer.accepted && answer.message) return { providerMessageId: `msg91-${answer.message}` };
      if (answer.accepted) {
        // MSG91 took it (type success) but named no request id: retrying would send a second SMS.
        // Recorded as sent under an id of ours that says so.
        const providerMessageId = `msg91-no-request-id-${randomUUID()}`;
        log.warn(
          { provider: 'msg91', messageId: message.id, providerMessageId, answer: answer.text.slice(0, 500) },
          'MSG91 accepted an SMS without a request id',
        );
        return { providerMessageId };
      }
      log.warn({ provider: 'msg91', status: answer.status, messageId: message.id, answer: answer.text.slice(0, 500) }, 'notification SMS refused');
      const permanent = answer.status < 300 ? !answer.accepted : isPermanentStatus(answer.status);
      throw new ChannelError(`MSG91 answered HTTP ${answer.status}: ${(answer.message ?? answer.text).slice(0, 200)}`, permanent);
    },
  };
}
