import './catalogue.css';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader } from '../../../components/ui/index.ts';
import { setServerError } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/toast.ts';
import type { TCatalogueFaqScope } from '@sankalp/contract';
import type { ContentApi } from '../api/content.ts';
import { CatalogueNav } from './catalogue-nav.tsx';
import { ContentDialog } from './content-dialog.tsx';
import { ContentList } from './content-list.tsx';

type Props<Row extends { id: string }, Input extends FieldValues> = {
  /** Names the page's texts in the catalogue namespace: `<section>.title`, `.description`, `.add`, `.edit`. */
  section: 'banners' | 'faqs' | 'testimonials';
  api: ContentApi<Row, Input>;
  /** The contract's input schema, as `zodResolver(schema)`. */
  resolver: Resolver<Input>;
  /** A new entry's values. */
  empty: Input;
  toInput: (row: Row) => Input;
  /** The list line of an entry, in the console's language. */
  rowTitle: (row: Row, hindi: boolean) => string;
  /** The list's filter (FAQs: their scope), passed to the list query and to reordering. */
  filter?: { query: { scope: TCatalogueFaqScope }; control: ReactNode };
  /** The dialog's fields; `editing` changes whenever the dialog opens on another entry. */
  fields: (form: UseFormReturn<Input>, editing: string) => ReactNode;
};

/**
 * The banners, FAQs and testimonials pages: an ordered list of entries, each edited in a dialog
 * of bilingual fields and saved whole (create or replace), deleted, or moved up and down.
 */
export function ContentPage<Row extends { id: string }, Input extends FieldValues>({
  section,
  api,
  resolver,
  empty,
  toInput,
  rowTitle,
  filter,
  fields,
}: Props<Row, Input>) {
  const { t, i18n } = useTranslation('catalogue');
  const hindi = i18n.language.startsWith('hi');
  const list = api.useList(filter?.query);
  const save = api.useSave();
  const remove = api.useDelete();
  const reorder = api.useReorder();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const form = useForm<Input>({ resolver, defaultValues: empty as DefaultValues<Input> });
  const open = (row: Row | 'new') => {
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
  const serverError = (form.formState.errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  return (
    <>
      <PageHeader title={t(`${section}.title`)} description={t(`${section}.description`)} />
      <CatalogueNav />
      {filter?.control}
      <Button variant="primary" onClick={() => open('new')}>
        {t(`${section}.add`)}
      </Button>
      <ContentList
        label={t(`${section}.title`)}
        rows={list.data}
        title={(row) => rowTitle(row, hindi)}
        onEdit={open}
        onDelete={(row) => remove.mutate(row.id, { onSuccess: () => notifySuccess(t('deleted')), onError: notifyError })}
        onReorder={(ids) => reorder.mutateAsync({ ids, ...filter?.query })}
      />
      <ContentDialog
        open={editing !== null}
        title={editing === 'new' ? t(`${section}.add`) : t(`${section}.edit`)}
        onClose={() => setEditing(null)}
        onSubmit={() => void submit()}
        saving={save.isPending}
        serverError={serverError}
      >
        {fields(form, editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id)}
      </ContentDialog>
    </>
  );
}
