import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/index.ts';

/** The catalogue section's start page. */
export function CataloguePage() {
  const { t } = useTranslation('catalogue');
  return <PageHeader title={t('title')} description={t('description')} />;
}
