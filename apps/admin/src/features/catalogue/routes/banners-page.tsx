import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCatalogueBannerInput, type TCatalogueBanner, type TCatalogueBannerInput } from '@sankalp/contract';
import { BilingualField, TextField } from '../../../components/ui/index.ts';
import { ImageUpload } from '../../media/index.ts';
import { bannerApi, withoutMeta } from '../api/content.ts';
import { ContentPage } from '../components/content-page.tsx';

const both = () => ({ en: '', hi: '' });
const EMPTY: TCatalogueBannerInput = { title: both(), description: both(), imageUrl: '', alt: both(), imageText: both(), onClick: '/' };
const toInput = (row: TCatalogueBanner): TCatalogueBannerInput => withoutMeta(row);
const resolver = zodResolver(ZCatalogueBannerInput);

/** Homepage banners (carousel), in their order. */
export function BannersPage() {
  const { t } = useTranslation('catalogue');
  return (
    <ContentPage
      section="banners"
      api={bannerApi}
      resolver={resolver}
      empty={EMPTY}
      toInput={toInput}
      rowTitle={(row, hindi) => (hindi ? row.title.hi : row.title.en)}
      fields={(form) => {
        const e = form.formState.errors;
        return (
          <>
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
          </>
        );
      }}
    />
  );
}
