import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createConsoleSender } from './console-sender.ts';
import type { DevOtpOutbox } from './dev-otp-outbox.ts';
import { createMsg91Sender } from './msg91-sender.ts';
import type { OtpSender } from './otp-sender.ts';

/** Picks the sender named by SMS_PROVIDER (config has already checked the MSG91 keys). */
export function createOtpSender(config: Config, log: FastifyBaseLogger, outbox?: DevOtpOutbox): OtpSender {
  if (config.SMS_PROVIDER === 'msg91') {
    return createMsg91Sender(
      {
        authKey: config.MSG91_AUTH_KEY!,
        templateId: config.MSG91_TEMPLATE_ID!,
        templateIdHindi: config.MSG91_TEMPLATE_ID_HINDI,
        baseUrl: config.MSG91_BASE_URL,
        timeoutMs: config.MSG91_TIMEOUT_MS,
      },
      log,
    );
  }
  if (config.NODE_ENV === 'production') log.warn('SMS_PROVIDER=console in production: OTPs are only written to the log');
  return createConsoleSender(log, outbox);
}
