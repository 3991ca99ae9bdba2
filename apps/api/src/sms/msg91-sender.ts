import type { FastifyBaseLogger } from 'fastify';
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
 * Real SMS through MSG91's Flow API (POST /api/v5/flow, `authkey` header). We generate and verify
 * the code ourselves and hand it over as the template's `otp` variable, so MSG91 only delivers.
 * MSG91 may answer HTTP 200 with `{"type":"error"}`, so the body decides, not just the status.
 */
export function createMsg91Sender(options: Msg91Options, log: FastifyBaseLogger): OtpSender {
  const url = new URL('/api/v5/flow', options.baseUrl).toString();
  return {
    name: 'msg91',
    async send({ phone, code, language }) {
      const hindi = language === 'hindi' && options.templateIdHindi;
      const body = {
        template_id: hindi ? options.templateIdHindi : options.templateId,
        short_url: '0',
        ...(hindi ? { unicode: 1 } : {}),
        recipients: [{ mobiles: `91${phone}`, otp: code }],
      };
      const res = await fetch(url, {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await res.text();
      const answer = parseAnswer(text);
      if (!res.ok || answer?.type !== 'success') {
        // The provider's words go to the log only; the caller gets our own message.
        log.warn({ status: res.status, provider: 'msg91', answer: text.slice(0, 500) }, 'OTP SMS was refused');
        throw new Error(`MSG91 refused the SMS (HTTP ${res.status})`);
      }
      log.info({ provider: 'msg91', requestId: answer.message }, 'OTP SMS handed to MSG91');
    },
  };
}

function parseAnswer(text: string): { type?: string; message?: string } | undefined {
  try {
    return JSON.parse(text) as { type?: string; message?: string };
  } catch {
    return undefined;
  }
}
