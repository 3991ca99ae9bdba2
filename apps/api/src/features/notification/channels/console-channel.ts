import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TMessageChannel } from '@sankalp/contract';
import type { MessageChannel } from './channel.ts';

/**
 * The default sender of a channel: one log line per message with its recipient, language and full
 * text, and an id of its own (so the row reads SENT like a real send). Nothing leaves the machine.
 */
export function createConsoleChannel(channel: TMessageChannel, log: FastifyBaseLogger): MessageChannel {
  return {
    channel,
    provider: 'console',
    async send(message) {
      const providerMessageId = `console-${randomUUID()}`;
      log.info(
        { channel, messageId: message.id, kind: message.kind, recipient: message.recipient, language: message.language, text: message.body, providerMessageId },
        `${channel} message (console sender, not really sent)`,
      );
      return { providerMessageId };
    },
  };
}
