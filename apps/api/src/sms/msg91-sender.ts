import type { FastifyBaseLogger } from 'fastify';
import { postMsg91Flow } from './msg91-flow.ts';
import type { OtpSender } from './otp-sender.ts';

export type Msg91Options = {
  authKey: string;
  templateId: string;
  /** A DLT-approved Hindi template; Hindi callers get the English one without it. */
  templateIdHindi?: string;
  baseUrl: string;
  timeoutMs: number;
};

/**
 * Real SMS through MSG91's Flow API (msg91-flow.ts). We generate and verify the code ourselves and
 * hand it over as the template's `otp` variable, so MSG91 only delivers.
 */
export function createMsg91Sender(options: Msg91Options, log: FastifyBaseLogger): OtpSender {
  return {
    name: 'msg91',
    async send({ phone, code, language }) {
      const hindi = language === 'hindi' && options.templateIdHindi;
      const answer = await postMsg91Flow(
        options,
        {
          template_id: hindi ? options.templateIdHindi! : options.templateId,
          short_url: '0',
          ...(hindi ? { unicode: 1 as const } : {}),
          recipients: [{ mobiles: `91${phone}`, otp: code }],
        },
        AbortSignal.timeout(options.timeoutMs),
      );
      if (!answer.accepted) {
        // The provider's words go to the log only; the caller gets our own message.
        log.warn({ status: answer.status, provider: 'msg91', answer: answer.text.slice(0, 500) }, 'OTP SMS was refused');
        throw new Error(`MSG91 refused the SMS (HTTP ${answer.status})`);
      }
      log.info({ provider: 'msg91', requestId: answer.message }, 'OTP SMS handed to MSG91');
    },
  };
}
