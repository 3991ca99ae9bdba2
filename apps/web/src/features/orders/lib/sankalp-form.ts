import { sankalpText, type Language, type TOrderDetail, type TOrderSankalp } from '@sankalp/contract';
import { extraNameError, fullNameError, participantNameError, type MessageKey } from '../../cart/index.ts';

/** The sankalp edit form's values (issue 12): what checkout asked, with the same rules. */
export type SankalpDraft = { name: string; gotra: string; additionalNames: string[] };
export type SankalpErrors = { name?: MessageKey; gotra?: MessageKey; additionalNames: (MessageKey | null)[] };

export const draftOf = (sankalp: TOrderSankalp): SankalpDraft => ({ name: sankalp.name, gotra: sankalp.gotra, additionalNames: [...sankalp.additionalNames] });

/**
 * Checkout's rules: a chadawa names every counted participant (required, letters), a puja's extra
 * names are optional (no digits). The server checks again, and also how many names fit the booking.
 */
export function validateSankalp(draft: SankalpDraft, kind: TOrderDetail['type']): SankalpErrors {
  const errors: SankalpErrors = { additionalNames: draft.additionalNames.map((n) => (kind === 'OFFERING' ? participantNameError(n) : extraNameError(n))) };
  const name = fullNameError(draft.name);
  if (name) errors.name = name;
  if (!draft.gotra.trim()) errors.gotra = 'gotraRequired';
  return errors;
}

export const hasErrors = (errors: SankalpErrors) => Boolean(errors.name || errors.gotra || errors.additionalNames.some(Boolean));

/** What POST /order/sankalp takes: trimmed, blank extra names left out. */
export const sankalpBody = (draft: SankalpDraft) => ({
  name: draft.name.trim(),
  gotra: draft.gotra.trim(),
  additionalNames: draft.additionalNames.map((n) => n.trim()).filter(Boolean),
});

/** The sentence as the server will answer it: the contract's sankalpText on the trimmed values. */
export function previewText(draft: SankalpDraft, order: Pick<TOrderDetail, 'eventName' | 'eventDateTime'>, templeName: string, language: Language): string {
  const body = sankalpBody(draft);
  return sankalpText(
    { ...body, name: body.name || '…', gotra: body.gotra || '…', eventName: order.eventName, templeName, eventDateTime: order.eventDateTime },
    language,
  );
}
