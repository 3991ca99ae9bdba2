import '../components/catalogue.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCatalogueBannerInput, type TCatalogueBanner, type TCatalogueBannerInput } from '@sankalp/contract';
import { BilingualField, Button, PageHeader, TextField } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/toast.ts';
import { ImageUpload } from '../../media/index.ts';
import { bannerApi, withoutMeta } from '../api/content.ts';
import { CatalogueNav } from '../components/catalogue-nav.tsx';
import { ContentDialog } from '../components/content-dialog.tsx';
import { ContentList } from '../components/content-list.tsx';

const both = () => ({ en: '', hi: '' });
const EMPTY: TCatalogueBannerInput = { title: both(), description: both(), imageUrl: '', alt: both(), imageText: both(), onClick: '/' };
const toInput = (row: TCatalogueBanner): TCatalogueBannerInput => withoutMeta(row);

/** Homepage banners (carousel), in their order. */
export function BannersPage() {
  const { t, i18n } = useTranslation('catalogue');
  const hindi = i18n.language.startsWith('hi');
  const list = bannerApi.useList();
  const save = bannerApi.useSave();
  const remove = bannerApi.useDelete();
  const reorder = bannerApi.useReorder();
  const [editing, setEditing] = useState<TCatalogueBanner | 'new' | null>(null);
  const form = useForm<TCatalogueBannerInput>({ resolver: zodResolver(ZCatalogueBannerInput), defaultValues: EMPTY });
  const e = form.formState.errors;
  const open = (row: TCatalogueBanner | 'new') => {
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
      <PageHeader title={t('banners.title')} description={t('banners.description')} />
      <CatalogueNav />
      <Button variant="primary" onClick={() => open('new')}>
        {t('banners.add')}
      </Button>
      <ContentList
        label={t('banners.title')}
        rows={list.data}
        title={(row) => (hindi ? row.title.hi : row.title.en)}
        onEdit={open}
        onDelete={(row) => remove.mutate(row.id, { onSuccess: () => notifySuccess(t('deleted')), onError: notifyError })}
        onReorder={(ids) => reorder.mutateAsync({ ids })}
      />
      <ContentDialog
        open={editing !== null}
        title={editing === 'new' ? t('banners.add') : t('banners.edit')}
        onClose={() => setEditing(null)}
        onSubmit={() => void submit()}
        saving={save.isPending}
        serverError={e.root?.server?.message}
      >
        <BilingualField
          label={t('fields.title')}
          en={form.register('title.en')}
          hi={form.register('title.hi')}
          errorEn={e.title?.en?.message}
          errorHi={e.title?.hi?.message}
        />
        <BilingualField
          multiline
          rows={2}
          label={t('fields.description')}
          en={form.register('description.en')}
          hi={form.register('description.hi')}
          errorEn={e.description?.en?.message}
          errorHi={e.description?.hi?.message}
        />
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <ImageUpload id="banner-image" label={t('fields.image')} value={field.value || null} onChange={(url) => field.onChange(url ?? '')} />
          )}
        />
        {e.imageUrl?.message && <p className="ui-field__error">{e.imageUrl.message}</p>}
        <BilingualField
          label={t('fields.alt')}
          en={form.register('alt.en')}
          hi={form.register('alt.hi')}
          errorEn={e.alt?.en?.message}
          errorHi={e.alt?.hi?.message}
        />
        <BilingualField label={t('fields.imageText')} en={form.register('imageText.en')} hi={form.register('imageText.hi')} />
        <TextField label={t('fields.onClick')} hint={t('fields.onClickHint')} error={e.onClick?.message} {...form.register('onClick')} />
      </ContentDialog>
    </>
  );
}
