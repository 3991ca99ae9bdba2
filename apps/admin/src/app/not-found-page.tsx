import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/ui/index.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/dashboard">{t('notFound.back')}</Link>
      </p>
    </>
  );
}
