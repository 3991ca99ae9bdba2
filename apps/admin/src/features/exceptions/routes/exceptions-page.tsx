import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/index.ts';

/** The exceptions section's start page. */
export function ExceptionsPage() {
  const { t } = useTranslation('exceptions');
  return <PageHeader title={t('title')} description={t('description')} />;
}
