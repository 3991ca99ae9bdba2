import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCatalogueEventInput } from '@sankalp/contract';
import { BilingualField, Button, Select, TextField } from '../../../components/ui/index.ts';
import { ImageUpload } from '../../media/index.ts';
import { LinesInput, RupeeInput, Section } from './form-fields.tsx';

type Form = UseFormReturn<TCatalogueEventInput>;
const both = (en = '', hi = '') => ({ en, hi });

function RowActions({
  index,
  count,
  move,
  remove,
  label,
}: {
  index: number;
  count: number;
  move: (a: number, b: number) => void;
  remove: (i: number) => void;
  label: string;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-row__actions">
      <Button variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('list.up', { label })}>
        ↑
      </Button>
      <Button variant="ghost" disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={t('list.down', { label })}>
        ↓
      </Button>
      <Button variant="danger" onClick={() => remove(index)}>
        {t('list.remove', { label })}
      </Button>
    </div>
  );
}

export function BenefitsSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'benefits' });
  const e = form.formState.errors.benefits;
  return (
    <Section title={t('sections.benefits')}>
      {fields.map((f, i) => (
        <div key={f.id} className="catalogue-row">
          <BilingualField
            label={t('fields.benefitName')}
            en={form.register(`benefits.${i}.name.en`)}
            hi={form.register(`benefits.${i}.name.hi`)}
            errorEn={e?.[i]?.name?.en?.message}
            errorHi={e?.[i]?.name?.hi?.message}
          />
          <BilingualField
            multiline
            label={t('fields.benefitDescription')}
            en={form.register(`benefits.${i}.description.en`)}
            hi={form.register(`benefits.${i}.description.hi`)}
          />
          <RowActions index={i} count={fields.length} move={move} remove={remove} label={t('fields.benefit', { n: i + 1 })} />
        </div>
      ))}
      <Button onClick={() => append({ name: both(), description: both() })}>{t('list.addBenefit')}</Button>
    </Section>
  );
}

export function FaqsSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'faqs' });
  return (
    <Section title={t('sections.faqs')}>
      {fields.map((f, i) => (
        <div key={f.id} className="catalogue-row">
          <BilingualField label={t('fields.question')} en={form.register(`faqs.${i}.question.en`)} hi={form.register(`faqs.${i}.question.hi`)} />
          <BilingualField multiline label={t('fields.answer')} en={form.register(`faqs.${i}.answerText.en`)} hi={form.register(`faqs.${i}.answerText.hi`)} />
          <div className="ui-bilingual__pair">
            <LinesInput control={form.control} name={`faqs.${i}.answerBullets.en`} lang="en" label={t('fields.bulletsEn')} />
            <LinesInput control={form.control} name={`faqs.${i}.answerBullets.hi`} lang="hi" label={t('fields.bulletsHi')} />
          </div>
          <RowActions index={i} count={fields.length} move={move} remove={remove} label={t('fields.faq', { n: i + 1 })} />
        </div>
      ))}
      <Button onClick={() => append({ question: both(), answerText: both(), answerBullets: { en: [], hi: [] } })}>{t('list.addFaq')}</Button>
    </Section>
  );
}

export function PackagesSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'packages', keyName: 'key' });
  const e = form.formState.errors.packages;
  return (
    <Section title={t('sections.packages')} open>
      {fields.map((f, i) => (
        <div key={f.key} className="catalogue-row">
          <BilingualField
            label={t('fields.packageName')}
            en={form.register(`packages.${i}.name.en`)}
            hi={form.register(`packages.${i}.name.hi`)}
            errorEn={e?.[i]?.name?.en?.message}
            errorHi={e?.[i]?.name?.hi?.message}
          />
          <div className="ui-bilingual__pair">
            <LinesInput control={form.control} name={`packages.${i}.description.en`} lang="en" label={t('fields.bulletsEn')} />
            <LinesInput control={form.control} name={`packages.${i}.description.hi`} lang="hi" label={t('fields.bulletsHi')} />
          </div>
          <div className="catalogue-grid">
            <RupeeInput
              control={form.control}
              name={`packages.${i}.amountPaise`}
              label={t('fields.amount')}
              error={e?.[i]?.amountPaise?.message}
              id={`package-${i}-amount`}
            />
            <TextField
              type="number"
              min={1}
              max={50}
              label={t('fields.maxUsers')}
              {...form.register(`packages.${i}.maxUsers`, { valueAsNumber: true })}
              error={e?.[i]?.maxUsers?.message}
            />
          </div>
          <Controller
            control={form.control}
            name={`packages.${i}.imageUrl`}
            render={({ field }) => (
              <ImageUpload id={`package-${i}-image`} label={t('fields.image')} value={field.value || null} onChange={(url) => field.onChange(url ?? '')} />
            )}
          />
          <RowActions index={i} count={fields.length} move={move} remove={remove} label={t('fields.package', { n: i + 1 })} />
        </div>
      ))}
      <Button onClick={() => append({ id: null, name: both(), description: { en: [], hi: [] }, amountPaise: 0, imageUrl: '', maxUsers: 1 })}>
        {t('list.addPackage')}
      </Button>
    </Section>
  );
}

export function ItemsSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const e = form.formState.errors.items;
  return (
    <Section title={t('sections.items')} open>
      {fields.map((f, i) => (
        <div key={f.key} className="catalogue-row">
          <BilingualField
            label={t('fields.itemName')}
            en={form.register(`items.${i}.name.en`)}
            hi={form.register(`items.${i}.name.hi`)}
            errorEn={e?.[i]?.name?.en?.message}
            errorHi={e?.[i]?.name?.hi?.message}
          />
          <BilingualField
            multiline
            label={t('fields.itemDescription')}
            en={form.register(`items.${i}.description.en`)}
            hi={form.register(`items.${i}.description.hi`)}
          />
          <div className="catalogue-grid">
            <RupeeInput
              control={form.control}
              name={`items.${i}.amountPaise`}
              label={t('fields.amount')}
              id={`item-${i}-amount`}
              error={e?.[i]?.amountPaise?.message}
            />
            <RupeeInput
              control={form.control}
              name={`items.${i}.listAmountPaise`}
              label={t('fields.listAmount')}
              id={`item-${i}-list`}
              hint={t('fields.listAmountHint')}
            />
          </div>
          {/* Issue 23: a 'daan' line; at a temple with 80G registration it gets an 80G receipt (decision 263). */}
          <label className="catalogue-check">
            <input type="checkbox" {...form.register(`items.${i}.isDonation`)} />
            {t('fields.itemDonation')}
          </label>
          <Controller
            control={form.control}
            name={`items.${i}.imageUrl`}
            render={({ field }) => (
              <ImageUpload id={`item-${i}-image`} label={t('fields.image')} value={field.value || null} onChange={(url) => field.onChange(url ?? '')} />
            )}
          />
          <RowActions index={i} count={fields.length} move={move} remove={remove} label={t('fields.item', { n: i + 1 })} />
        </div>
      ))}
      <Button onClick={() => append({ id: null, name: both(), description: both(), amountPaise: 0, listAmountPaise: 0, imageUrl: '', isDonation: false })}>
        {t('list.addItem')}
      </Button>
    </Section>
  );
}

export function ImagesSection({ form }: { form: Form }) {
  const { t } = useTranslation('catalogue');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'images' });
  const e = form.formState.errors.images;
  return (
    <Section title={t('sections.images')} open>
      <p className="ui-field__hint">{t('images.hint')}</p>
      {fields.map((f, i) => (
        <div key={f.id} className="catalogue-row">
          <Select
            label={t('fields.imageSection')}
            options={[
              { value: 'MAIN', label: t('images.MAIN') },
              { value: 'ABOUT', label: t('images.ABOUT') },
            ]}
            {...form.register(`images.${i}.section`)}
          />
          <Controller
            control={form.control}
            name={`images.${i}.url`}
            render={({ field }) => (
              <ImageUpload id={`image-${i}`} label={t('fields.image')} value={field.value || null} onChange={(url) => field.onChange(url ?? '')} />
            )}
          />
          <BilingualField
            label={t('fields.alt')}
            en={form.register(`images.${i}.alt.en`)}
            hi={form.register(`images.${i}.alt.hi`)}
            errorEn={e?.[i]?.alt?.en?.message}
            errorHi={e?.[i]?.alt?.hi?.message}
          />
          <RowActions index={i} count={fields.length} move={move} remove={remove} label={t('fields.imageN', { n: i + 1 })} />
        </div>
      ))}
      <Button onClick={() => append({ section: 'MAIN', url: '', alt: both() })}>{t('list.addImage')}</Button>
    </Section>
  );
}
