import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCatalogueEventInput, type TCatalogueEventInput } from '@sankalp/contract';
import { BilingualField, Button, FormError, Select, TextField } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/toast.ts';
import { useSaveEvent, useTemples } from '../api/events.ts';
import { BilingualRichText } from './bilingual-rich-text.tsx';
import { BenefitsSection, FaqsSection, ImagesSection, ItemsSection, PackagesSection } from './event-lists.tsx';
import { DatesSection, ParticipantSection, PrasadSection } from './event-options.tsx';
import { Section } from './form-fields.tsx';

export type EventFormProps = {
  id: string | undefined;
  defaults: TCatalogueEventInput;
  onSaved: (id: string) => void;
  /** Tells the page whether there are unsaved edits (publishing acts on the saved event only). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The whole event on one page, every text in English and Hindi side by side, sections collapsible.
 * Validated with the contract's own schema before sending; the server's 400 shows as a toast and
 * stays above the Save button.
 */
export function EventForm({ id, defaults, onSaved, onDirtyChange }: EventFormProps) {
  const { t, i18n } = useTranslation('catalogue');
  const temples = useTemples();
  const form = useForm<TCatalogueEventInput>({ resolver: zodResolver(ZCatalogueEventInput), defaultValues: defaults, mode: 'onBlur' });
  const { register, formState, handleSubmit, setError } = form;
  const e = formState.errors;
  const save = useSaveEvent(id);
  const hindi = i18n.language.startsWith('hi');
  const { isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (event) => {
        notifySuccess(t('saved'));
        form.reset(stripServerFields(event));
        onSaved(event.id);
      },
      onError: (error) => {
        notifyError(error);
        setServerError(setError, error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="catalogue-form" aria-label={t('editor.formLabel')}>
      <Section title={t('sections.main')} open>
        <div className="catalogue-grid">
          <Select
            label={t('fields.temple')}
            placeholder={t('fields.chooseTemple')}
            options={(temples.data ?? []).map((tp) => ({ value: tp.id, label: hindi ? tp.name.hi : tp.name.en }))}
            error={e.templeId?.message}
            {...register('templeId')}
          />
          <TextField
            label={t('fields.searchKey')}
            hint={t('fields.searchKeyHint')}
            error={e.searchKey?.message}
            autoCapitalize="none"
            {...register('searchKey')}
          />
        </div>
        <BilingualField
          label={t('fields.name')}
          en={register('name.en')}
          hi={register('name.hi')}
          errorEn={e.name?.en?.message}
          errorHi={e.name?.hi?.message}
        />
        <BilingualRichText control={form.control} name="shortDescription" label={t('fields.shortDescription')} errors={e} />
        <BilingualField label={t('fields.discountText')} en={register('discountText.en')} hi={register('discountText.hi')} />
        <BilingualField label={t('fields.attendeeStatusText')} en={register('attendeeStatusText.en')} hi={register('attendeeStatusText.hi')} />
        <BilingualField multiline rows={2} label={t('fields.locationAddress')} en={register('locationAddress.en')} hi={register('locationAddress.hi')} />
        <TextField label={t('fields.pincode')} inputMode="numeric" maxLength={6} error={e.locationPincode?.message} {...register('locationPincode')} />
      </Section>
      <Section title={t('sections.about')}>
        <BilingualRichText control={form.control} name="about" label={t('fields.about')} errors={e} />
      </Section>
      <BenefitsSection form={form} />
      <FaqsSection form={form} />
      {defaults.type === 'PUJA' ? <PackagesSection form={form} /> : <ItemsSection form={form} />}
      <PrasadSection form={form} />
      {defaults.type === 'OFFERING' && <ParticipantSection form={form} />}
      <DatesSection form={form} />
      <ImagesSection form={form} />
      <FormError>{e.root?.server?.message}</FormError>
      <div className="catalogue-form__actions">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {id ? t('editor.save') : t('editor.create')}
        </Button>
      </div>
    </form>
  );
}

/** The saved event back as form values (the server's fields dropped). */
export function stripServerFields(
  event: TCatalogueEventInput & { id?: string; status?: string; orderCount?: number; createdAt?: string; updatedAt?: string },
): TCatalogueEventInput {
  const values: Partial<typeof event> = { ...event };
  for (const key of ['id', 'status', 'orderCount', 'createdAt', 'updatedAt'] as const) delete values[key];
  return values as TCatalogueEventInput;
}
