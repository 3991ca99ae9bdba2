import type { Language } from '@sankalp/contract';

export type OtpMessage = { phone: string; code: string; language: Language; ttlSeconds: number };

/** How a one-time code reaches a phone. A sender throws when the code could not be handed over. */
export interface OtpSender {
  readonly name: string;
  send(message: OtpMessage): Promise<void>;
}

/** The SMS text where we write it ourselves (console sender); MSG91 keeps its own DLT template. */
export function otpText({ code, language, ttlSeconds }: OtpMessage): string {
  const minutes = Math.round(ttlSeconds / 60);
  return language === 'hindi'
    ? `${code} आपका संकल्प OTP है। यह ${minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`
    : `${code} is your Sankalp OTP. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}
