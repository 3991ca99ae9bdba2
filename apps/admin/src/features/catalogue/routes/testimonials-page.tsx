import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCatalogueReviewInput, type TCatalogueReview, type TCatalogueReviewInput } from '@sankalp/contract';
import { BilingualField, TextField } from '../../../components/ui/index.ts';
import { ImageUpload } from '../../media/index.ts';
import { reviewApi, withoutMeta } from '../api/content.ts';
import { ContentPage } from '../components/content-page.tsx';

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
const resolver = zodResolver(ZCatalogueReviewInput);

/** Devotees' testimonials (reviews) shown on the site, in their order. */
export function TestimonialsPage() {
  const { t } = useTranslation('catalogue');
  return (
    <ContentPage
      section="testimonials"
      api={reviewApi}
      resolver={resolver}
      empty={EMPTY}
      toInput={toInput}
      rowTitle={(row, hindi) => (hindi ? row.name.hi : row.name.en)}
      fields={(form) => {
        const e = form.formState.errors;
        return (
          <>
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
          </>
        );
      }}
    />
  );
}
