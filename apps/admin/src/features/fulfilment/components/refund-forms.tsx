import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './fulfilment.module.css';
import * as z from 'zod/mini';
import { Button, FormError, TextAreaField, TextField } from '../../../components/ui/index.ts';
import { formatPaise } from '../../../lib/format.ts';
import { refundablePaise } from '../lib/allowed-actions.ts';
import { FormButtons, type FormProps } from './fulfil-forms.tsx';
import { useOrderAction } from './use-order-action.ts';

/** Rupees as typed ("1,234.50") → paise, or NaN. */
export const toPaise = (rupees: string): number => {
  const clean = rupees.replaceAll(',', '').trim();
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};

const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

type RefundAsked = { amountPaise: number; reason: string; cancel: boolean };

/**
 * Full or partial refund; "cancel" also cancels the order (offered while it is SUCCESS or IN
 * TRANSIT). Money moves only after a second step that names the amount in rupees and what the
 * order keeps (issue 21). One idempotency key per opening of the form: a re-submit after a network
 * error sends the same key, so it can never pay twice (decision 142).
 */
export function RefundForm({ order, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('fulfilment');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [asked, setAsked] = useState<RefundAsked | null>(null);
  const left = refundablePaise(order);
  const canCancel = order.status === 'SUCCESS' || order.status === 'IN TRANSIT';
  const ZRefund = z.object({ amount: z.string().check(z.refine((v) => toPaise(v) >= 100 && toPaise(v) <= left)), reason, cancel: z.boolean() });
  const form = useForm<z.infer<typeof ZRefund>>({
    resolver: zodResolver(ZRefund),
    defaultValues: { amount: (left / 100).toFixed(2), reason: '', cancel: canCancel },
  });
  const mutation = useOrderAction('refund', order.orderId, form.setError, onDone);
  const { errors } = form.formState;
  if (asked)
    return (
      <RefundConfirmation
        asked={asked}
        keptPaise={left - asked.amountPaise}
        pending={mutation.isPending}
        error={errors.root?.server?.message}
        onBack={() => {
          form.clearErrors('root');
          setAsked(null);
        }}
        onConfirm={() => mutation.mutate({ ...asked, idempotencyKey, expectedVersion: order.version })}
      />
    );
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={form.handleSubmit((v) => setAsked({ amountPaise: toPaise(v.amount), reason: v.reason.trim(), cancel: canCancel && v.cancel }))}
    >
      <TextField
        inputMode="decimal"
        label={t('fields.amount')}
        hint={t('hints.amount', { left: formatPaise(left) })}
        error={errors.amount && t('validation.amount', { left: formatPaise(left) })}
        {...form.register('amount')}
      />
      <TextAreaField label={t('fields.reason')} rows={3} error={errors.reason && t('validation.reason')} {...form.register('reason')} />
      {canCancel && (
        <div className={styles.option}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('cancel')} /> {t('fields.cancelToo')}
          </label>
          <p className={styles.muted}>{t('hints.cancelToo')}</p>
        </div>
      )}
      <FormButtons pending={false} submit={t('submit.refundReview')} dismiss={t('dismiss.refund')} onCancel={onCancel} />
    </form>
  );
}

/** The second step: what leaves, what the order keeps, whether it is cancelled; then the money moves. */
function RefundConfirmation(props: {
  asked: RefundAsked;
  keptPaise: number;
  pending: boolean;
  error: string | undefined;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('fulfilment');
  const amount = formatPaise(props.asked.amountPaise);
  return (
    <section className="form-stack" aria-labelledby="refund-confirm-title">
      <h3 id="refund-confirm-title">{t('refundConfirm.title', { amount })}</h3>
      <p>{t('refundConfirm.text', { amount })}</p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('refundConfirm.reason')}</dt>
          <dd>{props.asked.reason}</dd>
        </div>
        <div>
          <dt>{t('refundConfirm.kept')}</dt>
          <dd>{formatPaise(props.keptPaise)}</dd>
        </div>
        <div>
          <dt>{t('refundConfirm.order')}</dt>
          <dd>{props.asked.cancel ? t('refundConfirm.cancelled') : t('refundConfirm.unchanged')}</dd>
        </div>
      </dl>
      <FormError>{props.error}</FormError>
      <div className={`button-row ${styles.actions}`}>
        <Button variant="secondary" onClick={props.onBack} disabled={props.pending}>
          {t('refundConfirm.back')}
        </Button>
        <Button variant="danger" onClick={props.onConfirm} loading={props.pending}>
          {t('refundConfirm.confirm', { amount })}
        </Button>
      </div>
    </section>
  );
}

const ZCancel = z.object({ reason });

/** Cancel an order nobody paid for: no money moves. */
export function CancelForm({ order, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('fulfilment');
  const form = useForm<z.infer<typeof ZCancel>>({ resolver: zodResolver(ZCancel), defaultValues: { reason: '' } });
  const mutation = useOrderAction('cancel', order.orderId, form.setError, onDone);
  const { errors } = form.formState;
  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit((v) => mutation.mutate({ ...v, expectedVersion: order.version }))}>
      <TextAreaField label={t('fields.reason')} rows={3} error={errors.reason && t('validation.reason')} {...form.register('reason')} />
      <FormError>{errors.root?.server?.message}</FormError>
      <FormButtons pending={mutation.isPending} submit={t('submit.cancel')} onCancel={onCancel} />
    </form>
  );
}
