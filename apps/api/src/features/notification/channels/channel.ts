import type { Language, TMessageChannel, TMessageKind, TMessageText } from '@sankalp/contract';

/** One message as a channel sends it: rendered from the outbox row (message-text.ts). */
export type OutboundMessage = {
  /** The outbox row's id (logged with the send, so a provider's trace leads back to it). */
  id: string;
  kind: TMessageKind;
  /** Which text of the kind (a chadawa's own, decision 231): its DLT template ids are this text's. */
  text: TMessageText;
  language: Language;
  /** 10-digit Indian mobile number. */
  recipient: string;
  /** Approved template name (WhatsApp) and its variables in order; `body` is the filled-in text. */
  template: string;
  params: string[];
  body: string;
};

export type SendResult = { providerMessageId: string };

/**
 * How a message reaches a devotee. `send` resolves once the provider accepted it, with the id its
 * delivery statuses will name; it throws a `ChannelError` saying whether trying again may help.
 * `signal` aborts a send when the process shuts down (the message is then left to its lease).
 */
export interface MessageChannel {
  readonly channel: TMessageChannel;
  readonly provider: string;
  /** The sending account (WhatsApp: the phone-number id): the WhatsApp send rate is per sender (decision 185). */
  readonly sender?: string;
  send(message: OutboundMessage, signal?: AbortSignal): Promise<SendResult>;
}

/**
 * The provider refused a send for its rate: not now, on the same channel (decision 185). Sends from
 * the whole number pause `pauseSenderSeconds` (throughput exceeded) or only this message waits (a
 * limit per recipient, 0).
 */
export type RateLimited = { pauseSenderSeconds: number };

/**
 * A send that did not go through. Permanent: the provider refused this message (bad number,
 * template not approved, no template for the kind); retrying would be refused the same way, so the
 * worker fails it at once (and a WhatsApp message falls back to SMS). Transient: rate limit, 5xx,
 * network, timeout; retried with backoff. `rateLimited`: a WhatsApp rate limit, retried on WhatsApp
 * without counting as an attempt, never sent by SMS instead (decision 185).
 */
export class ChannelError extends Error {
  readonly rateLimited: RateLimited | null;
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown; rateLimited?: RateLimited },
  ) {
    super(message, options);
    this.name = 'ChannelError';
    this.rateLimited = options?.rateLimited ?? null;
  }
}

/** The retry rule shared by the HTTP adapters: 4xx other than 429 will not change by retrying. */
export const isPermanentStatus = (status: number) => status >= 400 && status < 500 && status !== 429 && status !== 408;

/** A fetch that failed before an answer (refused, reset, timed out, aborted): always transient. */
export function networkError(provider: string, err: unknown): ChannelError {
  const name = (err as { name?: string } | null)?.name;
  const what = name === 'TimeoutError' ? 'timed out' : name === 'AbortError' ? 'was aborted' : 'could not be reached';
  return new ChannelError(`${provider} ${what}`, false, { cause: err });
}

/** The timeout and the caller's abort, whichever comes first. */
export const sendSignal = (timeoutMs: number, signal?: AbortSignal) =>
  signal ? AbortSignal.any([AbortSignal.timeout(timeoutMs), signal]) : AbortSignal.timeout(timeoutMs);
