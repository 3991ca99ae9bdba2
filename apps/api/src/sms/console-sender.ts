import type { FastifyBaseLogger } from 'fastify';
import type { DevOtpOutbox } from './dev-otp-outbox.ts';
import { otpText, type OtpSender } from './otp-sender.ts';

/**
 * Default sender: writes the SMS text to the log instead of sending it. With an outbox (never in
 * production) the code is also kept for tests.
 */
export function createConsoleSender(log: FastifyBaseLogger, outbox?: DevOtpOutbox): OtpSender {
  return {
    name: 'console',
    async send(message) {
      outbox?.put(message.phone, message.code);
      log.info({ phone: message.phone, sms: otpText(message) }, 'OTP SMS (console sender, not really sent)');
    },
  };
}
