import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { STAFF_ROLES, type TStaffMember } from '@sankalp/contract';
import { Button, FormError, Select, TextField } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { useActiveTemples, useGrantStaff } from '../api/staff.ts';

/** Messages are keys of the staff namespace; the server checks everything again. */
const ZStaffForm = z
  .object({
    phone: z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, 'errors.phone'),
    name: z.string().trim().min(2, 'errors.name').max(60, 'errors.name'),
    role: z.enum(STAFF_ROLES, { message: 'errors.role' }),
    templeIds: z.array(z.string()),
  })
  .refine((v) => v.role !== 'temple_staff' || v.templeIds.length > 0, { path: ['templeIds'], message: 'errors.temples' });
type TStaffForm = z.infer<typeof ZStaffForm>;

/**
 * Grant access, or change a member's role and temples (the same call: the phone is the key, so it
 * is fixed when editing). Temples are asked for temple staff only: admins and operators see all.
 */
export function StaffForm({ member, onDone, onCancel }: { member?: TStaffMember; onDone: (member: TStaffMember) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const temples = useActiveTemples();
  const grant = useGrantStaff();
  const [filter, setFilter] = useState('');
  const form = useForm<TStaffForm>({
    resolver: zodResolver(ZStaffForm),
    defaultValues: {
      phone: member?.phone ?? '',
      name: member?.name ?? '',
      role: member?.role ?? 'temple_staff',
      templeIds: member?.temples.map((x) => x.id) ?? [],
    },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  const templeName = (x: { nameEn: string; nameHi: string }) => (i18n.language === 'hi' ? x.nameHi : x.nameEn);
  const shown = (temples.data ?? []).filter((x) => !filter || `${x.nameEn} ${x.nameHi}`.toLowerCase().includes(filter.trim().toLowerCase()));

  const submit = form.handleSubmit((values) =>
    grant.mutate(
      { ...values, templeIds: values.role === 'temple_staff' ? values.templeIds : [] },
      { onSuccess: onDone, onError: (error) => setServerError(form.setError, error) },
    ),
  );

  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <TextField
        label={t('fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        readOnly={Boolean(member)}
        hint={member ? t('fields.phoneFixed') : t('fields.phoneHint')}
        error={message(errors.phone?.message)}
        {...form.register('phone')}
      />
      <TextField label={t('fields.name')} autoComplete="off" maxLength={60} error={message(errors.name?.message)} {...form.register('name')} />
      {/* Controlled: the select always shows the form's value (an uncontrolled one can show its first option). */}
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Select
            {...field}
            label={t('fields.role')}
            hint={t(`roleHelp.${role}`)}
            options={STAFF_ROLES.map((value) => ({ value, label: t(`common:roles.${value}`) }))}
            error={message(errors.role?.message)}
          />
        )}
      />
      {role === 'temple_staff' && (
        <fieldset className="temple-picker" aria-describedby={errors.templeIds ? 'temple-picker-error' : undefined}>
          <legend className="ui-field__label">{t('fields.temples')}</legend>
          <TextField label={t('fields.templeFilter')} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
          <div className="temple-picker__list">
            {shown.map((temple) => (
              <label key={temple.id} className="temple-picker__option">
                <input type="checkbox" value={temple.id} {...form.register('templeIds')} />
                <span lang={i18n.language === 'hi' ? 'hi' : 'en'}>{templeName(temple)}</span>
              </label>
            ))}
            {temples.isSuccess && shown.length === 0 && <p>{t('fields.noTemples')}</p>}
          </div>
          {errors.templeIds?.message && (
            <p className="ui-field__error" id="temple-picker-error">
              {t(errors.templeIds.message)}
            </p>
          )}
        </fieldset>
      )}
      <FormError>{errors.root?.server?.message}</FormError>
      <div className="button-row">
        <Button type="submit" variant="primary" loading={grant.isPending}>
          {member ? t('save') : t('grant')}
        </Button>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
      </div>
    </form>
  );
}
