import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { errorDetail } from './toast.ts';

/**
 * After a failed submit: the server's message becomes the form's own error (`errors.root.server`,
 * shown with <FormError>), so a 400 stays beside the form after its toast fades.
 * Use in a mutation's onError: `onError: (error) => setServerError(setError, error)`.
 */
export function setServerError<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown): void {
  setError('root.server', { type: 'server', message: errorDetail(error) });
}
