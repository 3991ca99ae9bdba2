import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/index.ts';

/** The temples section's start page. */
export function TemplesPage() {
  const { t } = useTranslation('temples');
  return <PageHeader title={t('title')} description={t('description')} />;
}
