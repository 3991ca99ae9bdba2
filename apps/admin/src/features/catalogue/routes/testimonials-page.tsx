import '../components/catalogue.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCatalogueReviewInput, type TCatalogueReview, type TCatalogueReviewInput } from '@sankalp/contract';
import { BilingualField, Button, PageHeader, TextField } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/toast.ts';
import { ImageUpload } from '../../media/index.ts';
import { reviewApi, withoutMeta } from '../api/content.ts';
import { CatalogueNav } from '../components/catalogue-nav.tsx';
import { ContentDialog } from '../components/content-dialog.tsx';
import { ContentList } from '../components/content-list.tsx';

const both = () => ({ en: '', hi: '' });
const EMPTY: TCatalogueReviewInput = {
  name: both(),
  description: both(),
  videoUrl: null,
  imageUrl: null,
  address: both(),
  city: both(),
  country: both(),
  pincode: '',
};
const toInput = (row: TCatalogueReview): TCatalogueReviewInput => withoutMeta(row);

/** Devotees' testimonials (reviews) shown on the site, in their order. */
export function TestimonialsPage() {
  const { t, i18n } = useTranslation('catalogue');
  const hindi = i18n.language.startsWith('hi');
  const list = reviewApi.useList();
  const save = reviewApi.useSave();
  const remove = reviewApi.useDelete();
  const reorder = reviewApi.useReorder();
  const [editing, setEditing] = useState<TCatalogueReview | 'new' | null>(null);
  const form = useForm<TCatalogueReviewInput>({ resolver: zodResolver(ZCatalogueReviewInput), defaultValues: EMPTY });
  const e = form.formState.errors;
  const open = (row: TCatalogueReview | 'new') => {
    form.reset(row === 'new' ? EMPTY : toInput(row));
    setEditing(row);
  };
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: editing && editing !== 'new' ? editing.id : null, input },
      {
        onSuccess: () => {
          notifySuccess(t('saved'));
          setEditing(null);
        },
        onError: (error) => {
          notifyError(error);
          setServerError(form.setError, error);
        },
      },
    ),
  );
  return (
    <>
      <PageHeader title={t('testimonials.title')} description={t('testimonials.description')} />
      <CatalogueNav />
      <Button variant="primary" onClick={() => open('new')}>
        {t('testimonials.add')}
      </Button>
      <ContentList
        label={t('testimonials.title')}
        rows={list.data}
        title={(row) => (hindi ? row.name.hi : row.name.en)}
        onEdit={open}
        onDelete={(row) => remove.mutate(row.id, { onSuccess: () => notifySuccess(t('deleted')), onError: notifyError })}
        onReorder={(ids) => reorder.mutateAsync({ ids })}
      />
      <ContentDialog
        open={editing !== null}
        title={editing === 'new' ? t('testimonials.add') : t('testimonials.edit')}
        onClose={() => setEditing(null)}
        onSubmit={() => void submit()}
        saving={save.isPending}
        serverError={e.root?.server?.message}
      >
        <BilingualField
          label={t('fields.devoteeName')}
          en={form.register('name.en')}
          hi={form.register('name.hi')}
          errorEn={e.name?.en?.message}
          errorHi={e.name?.hi?.message}
        />
        <BilingualField
          multiline
          label={t('fields.testimonial')}
          en={form.register('description.en')}
          hi={form.register('description.hi')}
          errorEn={e.description?.en?.message}
          errorHi={e.description?.hi?.message}
        />
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => <ImageUpload id="review-image" label={t('fields.image')} value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="videoUrl"
          render={({ field }) => (
            <TextField
              label={t('fields.videoUrl')}
              error={e.videoUrl?.message}
              value={field.value ?? ''}
              onChange={(ev) => field.onChange(ev.target.value.trim() || null)}
            />
          )}
        />
        <BilingualField label={t('fields.city')} en={form.register('city.en')} hi={form.register('city.hi')} />
        <BilingualField label={t('fields.country')} en={form.register('country.en')} hi={form.register('country.hi')} />
        <BilingualField label={t('fields.address')} en={form.register('address.en')} hi={form.register('address.hi')} />
        <TextField label={t('fields.pincode')} inputMode="numeric" maxLength={6} error={e.pincode?.message} {...form.register('pincode')} />
      </ContentDialog>
    </>
  );
}
