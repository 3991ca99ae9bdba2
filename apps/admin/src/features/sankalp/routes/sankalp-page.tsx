import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/index.ts';

/** The sankalp section's start page. */
export function SankalpPage() {
  const { t } = useTranslation('sankalp');
  return <PageHeader title={t('title')} description={t('description')} />;
}
