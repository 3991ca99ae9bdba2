import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './fulfilment.module.css';
import * as z from 'zod/mini';
import { FormError, TextAreaField, TextField } from '../../../components/ui/index.ts';
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

/**
 * Full or partial refund; "cancel" also cancels the order (offered while it is SUCCESS or IN
 * TRANSIT). One idempotency key per opening of the form: a re-submit after a network error sends
 * the same key, so it can never pay twice (decision 142).
 */
export function RefundForm({ order, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('fulfilment');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const left = refundablePaise(order);
  const canCancel = order.status === 'SUCCESS' || order.status === 'IN TRANSIT';
  const ZRefund = z.object({ amount: z.string().check(z.refine((v) => toPaise(v) >= 100 && toPaise(v) <= left)), reason, cancel: z.boolean() });
  const form = useForm<z.infer<typeof ZRefund>>({
    resolver: zodResolver(ZRefund),
    defaultValues: { amount: (left / 100).toFixed(2), reason: '', cancel: canCancel },
  });
  const mutation = useOrderAction('refund', order.orderId, form.setError, onDone);
  const { errors } = form.formState;
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate({ amountPaise: toPaise(v.amount), reason: v.reason, cancel: canCancel && v.cancel, idempotencyKey, expectedVersion: order.version }),
      )}
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
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('cancel')} /> {t('fields.cancelToo')}
        </label>
      )}
      <FormError>{errors.root?.server?.message}</FormError>
      <FormButtons pending={mutation.isPending} submit={t('submit.refund')} onCancel={onCancel} />
    </form>
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
