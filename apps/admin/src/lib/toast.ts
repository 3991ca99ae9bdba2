import { toast } from 'sonner';
import { isApiError } from './api-error.ts';
import { translate } from './i18n.ts';

/** The message to show for any error (ApiError's is the server's, in the console's language). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return translate('common:errors.unexpected', 'Something went wrong. Please try again.');
}

/**
 * What a form shows under itself: every reason when the server gave several, one per line
 * (FormError lists them), else the message.
 */
export function errorDetail(error: unknown): string {
  if (isApiError(error) && error.problems.length > 1) return error.problems.join('\n');
  return errorMessage(error);
}

export const notifyError = (error: unknown): void => {
  toast.error(errorMessage(error));
};

export const notifySuccess = (message: string): void => {
  toast.success(message);
};
