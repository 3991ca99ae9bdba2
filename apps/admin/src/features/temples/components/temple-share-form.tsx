import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { templeSharePath, ZTempleShareResponse, type TTemple } from '@sankalp/contract';
import { Button, FormError, TextField } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { adminRequest } from '../../../lib/request.ts';
import { notifySuccess } from '../../../lib/toast.ts';

/** Rupees or a percentage typed with at most two decimals, read as whole hundredths (paise, basis points). */
const hundredths = (max: number, key: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, key)
    .transform((value) => Math.round(Number(value) * 100))
    .refine((value) => value <= max, key);
const ZShareForm = z.object({ percent: hundredths(10_000, 'share.errors.percent'), fee: hundredths(1_000_000, 'share.errors.fee') });
type TShareFormIn = z.input<typeof ZShareForm>;
type TShareFormOut = z.output<typeof ZShareForm>;

const asText = (hundredthsValue: number) => (hundredthsValue / 100).toFixed(2).replace(/\.00$/, '');

/**
 * The platform's share of the temple's takings (decision 270), admin only: a percentage of gross
 * less refunds and/or a fixed fee per order paid. Open statements use it from then on; settled
 * ones keep theirs. Audited with the temple's history.
 */
export function TempleShareForm({ temple }: { temple: TTemple }) {
  const { t } = useTranslation('temples');
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: TShareFormOut) =>
      adminRequest(templeSharePath(temple.id), {
        method: 'PUT',
        body: { shareBps: values.percent, feePerOrderPaise: values.fee },
        schema: ZTempleShareResponse,
      }),
    meta: { toast: false },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['temples'] }), client.invalidateQueries({ queryKey: ['audit', 'temple'] })]),
  });
  const form = useForm<TShareFormIn, unknown, TShareFormOut>({
    resolver: zodResolver(ZShareForm),
    defaultValues: { percent: asText(temple.shareBps), fee: asText(temple.feePerOrderPaise) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => notifySuccess(t('share.saved')), onError: (error) => setServerError(form.setError, error) }),
  );
  return (
    <form className="form-stack" noValidate onSubmit={submit} aria-labelledby="temple-share">
      <h3 id="temple-share">{t('share.title')}</h3>
      <p>{t('share.intro')}</p>
      <TextField
        label={t('share.percent')}
        inputMode="decimal"
        {...form.register('percent')}
        error={errors.percent?.message ? t(errors.percent.message) : undefined}
      />
      <TextField label={t('share.fee')} inputMode="decimal" {...form.register('fee')} error={errors.fee?.message ? t(errors.fee.message) : undefined} />
      <FormError>{errors.root?.server?.message}</FormError>
      <div className="button-row">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('share.save')}
        </Button>
      </div>
    </form>
  );
}
