import { AppError } from '../../lib/errors.ts';
import { PAYMENT_MESSAGES } from '../../lib/messages/payment.ts';

/** English texts of the webhook's refusals; Hindi in lib/messages/notifications.ts. */
export const WEBHOOK_MESSAGES = {
  /** The payment webhooks' wording (and its Hindi): one refusal text for every signed webhook. */
  signature: PAYMENT_MESSAGES.webhookSignatureInvalid,
  verify: 'Webhook verification refused.',
  early: 'A status names a message not recorded yet; deliver it again later.',
} as const;

export const whatsappSignatureInvalid = () => new AppError('WEBHOOK_SIGNATURE_INVALID', 401, WEBHOOK_MESSAGES.signature);
export const whatsappVerifyRefused = () => new AppError('WEBHOOK_VERIFY_REFUSED', 403, WEBHOOK_MESSAGES.verify);
export const whatsappStatusEarly = () => new AppError('WEBHOOK_RETRY_LATER', 503, WEBHOOK_MESSAGES.early);
