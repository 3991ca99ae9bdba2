import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { TTemple } from '@sankalp/contract';
import { BilingualField, Button, FormError, TextField } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { useSaveTemple } from '../api/temples.ts';

/** Messages are keys of the temples namespace; the server checks everything again (and says why in its 400). */
const required = (key: string, max: number) => z.string().trim().min(1, key).max(max, key);
/** Blank, or matching: the contact is optional. */
const blankOr = (test: (value: string) => boolean, key: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || test(value), key);
const ZTempleForm = z.object({
  nameEn: required('errors.nameEn', 120),
  nameHi: required('errors.nameHi', 120),
  addressEn: required('errors.addressEn', 300),
  addressHi: required('errors.addressHi', 300),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'errors.pincode'),
  contactName: z.string().trim().max(60, 'errors.contactName'),
  contactPhone: blankOr((value) => /^[6-9]\d{9}$/.test(value), 'errors.contactPhone'),
  contactEmail: blankOr((value) => z.email().safeParse(value).success, 'errors.contactEmail'),
  // The trust's 80G registration (issue 23): all or none, which the server checks with the dates' order.
  trustName: z.string().trim().max(120, 'errors.trustName'),
  trustPan: blankOr((value) => /^[A-Za-z]{5}\d{4}[A-Za-z]$/.test(value), 'errors.trustPan'),
  registration80g: z.string().trim().max(60, 'errors.registration80g'),
  registration80gValidFrom: z.string().trim(),
  registration80gValidTo: z.string().trim(),
});
type TTempleForm = z.infer<typeof ZTempleForm>;

/** A temple's fields, English and Hindi side by side (stacked on a phone). */
export function TempleForm({ temple, onDone, onCancel }: { temple?: TTemple; onDone: (temple: TTemple) => void; onCancel: () => void }) {
  const { t } = useTranslation('temples');
  const save = useSaveTemple(temple?.id);
  const form = useForm<TTempleForm>({
    resolver: zodResolver(ZTempleForm),
    defaultValues: {
      nameEn: temple?.nameEn ?? '',
      nameHi: temple?.nameHi ?? '',
      addressEn: temple?.addressEn ?? '',
      addressHi: temple?.addressHi ?? '',
      pincode: temple?.pincode ?? '',
      contactName: temple?.contactName ?? '',
      contactPhone: temple?.contactPhone ?? '',
      contactEmail: temple?.contactEmail ?? '',
      trustName: temple?.trustName ?? '',
      trustPan: temple?.trustPan ?? '',
      registration80g: temple?.registration80g ?? '',
      registration80gValidFrom: temple?.registration80gValidFrom ?? '',
      registration80gValidTo: temple?.registration80gValidTo ?? '',
    },
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone, onError: (error) => setServerError(form.setError, error) }));

  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <BilingualField
        label={t('fields.name')}
        en={{ ...form.register('nameEn'), maxLength: 120, autoComplete: 'off' }}
        hi={{ ...form.register('nameHi'), maxLength: 120, autoComplete: 'off' }}
        errorEn={message(errors.nameEn?.message)}
        errorHi={message(errors.nameHi?.message)}
      />
      <BilingualField
        multiline
        rows={2}
        label={t('fields.address')}
        en={{ ...form.register('addressEn'), maxLength: 300 }}
        hi={{ ...form.register('addressHi'), maxLength: 300 }}
        errorEn={message(errors.addressEn?.message)}
        errorHi={message(errors.addressHi?.message)}
      />
      <TextField
        label={t('fields.pincode')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        error={message(errors.pincode?.message)}
        {...form.register('pincode')}
      />
      <fieldset className="ui-bilingual">
        <legend className="ui-bilingual__legend">{t('fields.contact')}</legend>
        <p className="ui-field__hint">{t('fields.contactHint')}</p>
        <div className="form-stack">
          <TextField
            label={t('fields.contactName')}
            maxLength={60}
            autoComplete="off"
            error={message(errors.contactName?.message)}
            {...form.register('contactName')}
          />
          <TextField
            label={t('fields.contactPhone')}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            error={message(errors.contactPhone?.message)}
            {...form.register('contactPhone')}
          />
          <TextField
            label={t('fields.contactEmail')}
            type="email"
            autoComplete="off"
            error={message(errors.contactEmail?.message)}
            {...form.register('contactEmail')}
          />
        </div>
      </fieldset>
      <fieldset className="ui-bilingual">
        <legend className="ui-bilingual__legend">{t('fields.trust80g')}</legend>
        <p className="ui-field__hint">{t('fields.trust80gHint')}</p>
        <div className="form-stack">
          <TextField label={t('fields.trustName')} maxLength={120} autoComplete="off" error={message(errors.trustName?.message)} {...form.register('trustName')} />
          <TextField label={t('fields.trustPan')} maxLength={10} autoComplete="off" error={message(errors.trustPan?.message)} {...form.register('trustPan')} />
          <TextField
            label={t('fields.registration80g')}
            maxLength={60}
            autoComplete="off"
            error={message(errors.registration80g?.message)}
            {...form.register('registration80g')}
          />
          <TextField label={t('fields.registration80gValidFrom')} type="date" {...form.register('registration80gValidFrom')} />
          <TextField label={t('fields.registration80gValidTo')} type="date" {...form.register('registration80gValidTo')} />
        </div>
      </fieldset>
      <FormError>{errors.root?.server?.message}</FormError>
      <div className="button-row">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {temple ? t('save') : t('create')}
        </Button>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
      </div>
    </form>
  );
}
