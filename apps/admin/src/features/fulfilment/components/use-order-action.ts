import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TOrderAction, TOrderActionResult } from '@sankalp/contract';
import { useAttemptKey } from '../../../lib/attempt-key.ts';
import { setServerError } from '../../../lib/form.ts';
import { toast } from 'sonner';
import { notifySuccess } from '../../../lib/toast.ts';
import { postOrderAction } from '../api/post-action.ts';

const MONEY_ACTIONS: ReadonlySet<TOrderAction> = new Set(['refund', 'cancel']);

/**
 * One action's mutation: on success a toast, the order queries refetched (every query whose key
 * starts with 'orders' — the orders feature's list and detail) and `onDone`; on a 400/409 the
 * server's message stays beside the form (no toast). The money actions (refund, cancel) carry an
 * Idempotency-Key per attempt: a re-submit after no answer is answered what the first did.
 */
export function useOrderAction<T extends FieldValues>(
  action: TOrderAction,
  orderId: string,
  setError: UseFormSetError<T>,
  onDone: (r: TOrderActionResult) => void,
) {
  const { t } = useTranslation('fulfilment');
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (body: object) => postOrderAction(action, orderId, body, MONEY_ACTIONS.has(action) ? attempt.take() : undefined),
    onSettled: (_result, error) => attempt.settle(error),
    meta: { toast: false },
    onSuccess: async (result) => {
      // The provider refused the refund (the order may already be cancelled): say so, the operator can try again.
      if (result.refund?.status === 'FAILED') toast.error(t('done.refundFailed'));
      else notifySuccess(t(`done.${action}`));
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      onDone(result);
    },
    onError: (error) => setServerError(setError, error),
  });
}
