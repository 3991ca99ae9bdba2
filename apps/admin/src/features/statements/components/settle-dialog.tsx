import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStatement } from '@sankalp/contract';
import { Button, Dialog, FormError, Money, TextField } from '../../../components/ui/index.ts';
import { useAttemptKey } from '../../../lib/attempt-key.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { useSettleStatement } from '../api/statements.ts';

/**
 * Marks the statement shown settled with the payout's reference. The totals the admin saw go with
 * it: if a payment or refund arrived meanwhile the server refuses (409) and nothing is stored.
 */
export function SettleDialog({ statement, onClose }: { statement: TStatement; onClose: () => void }) {
  const { t } = useTranslation('statements');
  const { t: common } = useTranslation();
  const [reference, setReference] = useState('');
  const attempt = useAttemptKey();
  const settle = useSettleStatement();
  const submit = () =>
    settle.mutate(
      { statement, reference, attemptKey: attempt.take() },
      {
        onSettled: (_data, error) => attempt.settle(error),
        onSuccess: () => {
          notifySuccess(t('settled'));
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('settleTitle')}
      description={t('settleBody', { from: statement.from, to: statement.to, lines: statement.totals.paymentsCount + statement.totals.refundsCount })}
      footer={
        <div className="button-row">
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <Button variant="primary" loading={settle.isPending} onClick={submit}>
            {t('settleConfirm')} <Money paise={statement.totals.owedPaise} />
          </Button>
        </div>
      }
    >
      <TextField label={t('reference')} hint={t('referenceHint')} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
      <FormError>{settle.isError ? errorMessage(settle.error) : undefined}</FormError>
    </Dialog>
  );
}
