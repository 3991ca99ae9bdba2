import '../components/catalogue.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FAQ_SCOPES, ZCatalogueFaqInput, type TCatalogueFaq, type TCatalogueFaqInput, type TCatalogueFaqScope } from '@sankalp/contract';
import { BilingualField, Button, PageHeader, Select } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/toast.ts';
import { faqApi, withoutMeta } from '../api/content.ts';
import { CatalogueNav } from '../components/catalogue-nav.tsx';
import { ContentDialog } from '../components/content-dialog.tsx';
import { ContentList } from '../components/content-list.tsx';
import { LinesInput } from '../components/form-fields.tsx';

const both = () => ({ en: '', hi: '' });
const toInput = (row: TCatalogueFaq): TCatalogueFaqInput => withoutMeta(row);

/** FAQs of the homepage, of all pujas and of all chadawa (an event's own FAQs are in its editor). */
export function FaqsPage() {
  const { t, i18n } = useTranslation('catalogue');
  const hindi = i18n.language.startsWith('hi');
  const [params, setParams] = useSearchParams();
  const scope = (FAQ_SCOPES as readonly string[]).includes(params.get('scope') ?? '') ? (params.get('scope') as TCatalogueFaqScope) : 'HOMEPAGE';
  const list = faqApi.useList({ scope });
  const save = faqApi.useSave();
  const remove = faqApi.useDelete();
  const reorder = faqApi.useReorder();
  const [editing, setEditing] = useState<TCatalogueFaq | 'new' | null>(null);
  const empty: TCatalogueFaqInput = { scope, question: both(), answerText: both(), answerBullets: { en: [], hi: [] } };
  const form = useForm<TCatalogueFaqInput>({ resolver: zodResolver(ZCatalogueFaqInput), defaultValues: empty });
  const e = form.formState.errors;
  const open = (row: TCatalogueFaq | 'new') => {
    form.reset(row === 'new' ? empty : toInput(row));
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
  const scopeOptions = FAQ_SCOPES.map((s) => ({ value: s, label: t(`faqs.scopes.${s}`) }));
  return (
    <>
      <PageHeader title={t('faqs.title')} description={t('faqs.description')} />
      <CatalogueNav />
      <Select label={t('faqs.scope')} value={scope} onChange={(ev) => setParams({ scope: ev.target.value })} options={scopeOptions} />
      <Button variant="primary" onClick={() => open('new')}>
        {t('faqs.add')}
      </Button>
      <ContentList
        label={t('faqs.title')}
        rows={list.data}
        title={(row) => (hindi ? row.question.hi : row.question.en)}
        onEdit={open}
        onDelete={(row) => remove.mutate(row.id, { onSuccess: () => notifySuccess(t('deleted')), onError: notifyError })}
        onReorder={(ids) => reorder.mutateAsync({ ids, scope })}
      />
      <ContentDialog
        open={editing !== null}
        title={editing === 'new' ? t('faqs.add') : t('faqs.edit')}
        onClose={() => setEditing(null)}
        onSubmit={() => void submit()}
        saving={save.isPending}
        serverError={e.root?.server?.message}
      >
        <Select label={t('faqs.scope')} options={scopeOptions} {...form.register('scope')} />
        <BilingualField
          label={t('fields.question')}
          en={form.register('question.en')}
          hi={form.register('question.hi')}
          errorEn={e.question?.en?.message}
          errorHi={e.question?.hi?.message}
        />
        <BilingualField
          multiline
          label={t('fields.answer')}
          en={form.register('answerText.en')}
          hi={form.register('answerText.hi')}
          errorEn={e.answerText?.en?.message}
          errorHi={e.answerText?.hi?.message}
        />
        <div className="ui-bilingual__pair">
          <LinesInput key={`${String(editing !== null)}-en`} control={form.control} name="answerBullets.en" lang="en" label={t('fields.bulletsEn')} />
          <LinesInput key={`${String(editing !== null)}-hi`} control={form.control} name="answerBullets.hi" lang="hi" label={t('fields.bulletsHi')} />
        </div>
      </ContentDialog>
    </>
  );
}
