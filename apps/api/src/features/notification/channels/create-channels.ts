import type { FastifyBaseLogger } from 'fastify';
import type { TMessageChannel } from '@sankalp/contract';
import type { Config } from '../../../config.ts';
import type { MessageChannel } from './channel.ts';
import { createConsoleChannel } from './console-channel.ts';
import { createMsg91Channel } from './msg91-channel.ts';
import { createWhatsAppCloudChannel } from './whatsapp-cloud.ts';

export type Channels = Record<TMessageChannel, MessageChannel>;

/** The sender of each channel as configured (config has already checked the keys each needs). */
export function createChannels(config: Config, log: FastifyBaseLogger): Channels {
  const whatsapp =
    config.WHATSAPP_PROVIDER === 'meta'
      ? createWhatsAppCloudChannel(
          {
            accessToken: config.WHATSAPP_ACCESS_TOKEN!,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
            baseUrl: config.WHATSAPP_API_BASE_URL,
            timeoutMs: config.WHATSAPP_TIMEOUT_MS,
          },
          log,
        )
      : createConsoleChannel('WHATSAPP', log);
  const sms =
    config.SMS_PROVIDER === 'msg91'
      ? createMsg91Channel(
          { authKey: config.MSG91_AUTH_KEY!, baseUrl: config.MSG91_BASE_URL, timeoutMs: config.MSG91_TIMEOUT_MS, templates: config.MSG91_NOTIFY_TEMPLATES },
          log,
        )
      : createConsoleChannel('SMS', log);
  if (config.NODE_ENV === 'production' && (whatsapp.provider === 'console' || sms.provider === 'console')) {
    log.warn({ whatsapp: whatsapp.provider, sms: sms.provider }, 'a message channel uses the console sender in production: those messages are only logged');
  }
  return { WHATSAPP: whatsapp, SMS: sms };
}
