import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's h1 (and document title), with its actions beside it (stacked on a phone). */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <div className="ui-page-header">
      <div>
        <h1 className="ui-page-header__title">{title}</h1>
        {description && <p className="ui-page-header__description">{description}</p>}
      </div>
      {actions && <div className="ui-page-header__actions no-print">{actions}</div>}
    </div>
  );
}
