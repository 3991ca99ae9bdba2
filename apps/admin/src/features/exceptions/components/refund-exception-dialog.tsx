import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentException } from '@sankalp/contract';
import { Button, Dialog, FormError, Money } from '../../../components/ui/index.ts';
import { useAttemptKey } from '../../../lib/attempt-key.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { refundException } from '../api/exceptions.ts';

/**
 * Confirms and refunds the flagged payment in full. The idempotency key is made when the dialog
 * opens (this component mounts per opening), so pressing Refund again after a network error
 * cannot pay twice.
 */
export function RefundExceptionDialog({ exception, onClose }: { exception: TPaymentException; onClose: () => void }) {
  const { t } = useTranslation('exceptions');
  const { t: common } = useTranslation();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const attempt = useAttemptKey();
  const mutation = useMutation({
    mutationFn: () => refundException(exception.exceptionId, idempotencyKey, attempt.take()),
    onSettled: (_result, error) => attempt.settle(error),
    meta: { toast: false },
    onSuccess: async () => {
      notifySuccess(t('refunded'));
      await queryClient.invalidateQueries({ queryKey: ['exceptions'] });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('confirmTitle')}
      description={t('confirmBody', { order: exception.orderId, payment: exception.providerPaymentId })}
      footer={
        <div className="button-row">
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <Button variant="danger" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {t('refundAmount')} <Money paise={exception.amountPaise} />
          </Button>
        </div>
      }
    >
      <p>{t(`kinds.${exception.kind}`)}</p>
      <FormError>{mutation.isError ? errorMessage(mutation.error) : undefined}</FormError>
    </Dialog>
  );
}
