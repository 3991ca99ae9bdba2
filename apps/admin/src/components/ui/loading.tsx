import { useTranslation } from 'react-i18next';

/** A polite "Loading…" with a spinner, for a page or a section waiting on its query. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="ui-loading" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      {label ?? t('loading')}
    </p>
  );
}
