import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FAQ_SCOPES, ZCatalogueFaqInput, type TCatalogueFaq, type TCatalogueFaqInput, type TCatalogueFaqScope } from '@sankalp/contract';
import { BilingualField, Select } from '../../../components/ui/index.ts';
import { faqApi, withoutMeta } from '../api/content.ts';
import { ContentPage } from '../components/content-page.tsx';
import { LinesInput } from '../components/form-fields.tsx';

const both = () => ({ en: '', hi: '' });
const toInput = (row: TCatalogueFaq): TCatalogueFaqInput => withoutMeta(row);
const resolver = zodResolver(ZCatalogueFaqInput);

/** FAQs of the homepage, of all pujas and of all chadawa (an event's own FAQs are in its editor). */
export function FaqsPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const scope = (FAQ_SCOPES as readonly string[]).includes(params.get('scope') ?? '') ? (params.get('scope') as TCatalogueFaqScope) : 'HOMEPAGE';
  const empty: TCatalogueFaqInput = { scope, question: both(), answerText: both(), answerBullets: { en: [], hi: [] } };
  const scopeOptions = FAQ_SCOPES.map((s) => ({ value: s, label: t(`faqs.scopes.${s}`) }));
  return (
    <ContentPage
      section="faqs"
      api={faqApi}
      resolver={resolver}
      empty={empty}
      toInput={toInput}
      rowTitle={(row, hindi) => (hindi ? row.question.hi : row.question.en)}
      filter={{
        query: { scope },
        control: <Select label={t('faqs.scope')} value={scope} onChange={(ev) => setParams({ scope: ev.target.value })} options={scopeOptions} />,
      }}
      fields={(form, editing) => {
        const e = form.formState.errors;
        return (
          <>
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
              <LinesInput key={`${editing}-en`} control={form.control} name="answerBullets.en" lang="en" label={t('fields.bulletsEn')} />
              <LinesInput key={`${editing}-hi`} control={form.control} name="answerBullets.hi" lang="hi" label={t('fields.bulletsHi')} />
            </div>
          </>
        );
      }}
    />
  );
}
