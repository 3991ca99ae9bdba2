import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/index.ts';

/** The staff section's start page. */
export function StaffPage() {
  const { t } = useTranslation('staff');
  return <PageHeader title={t('title')} description={t('description')} />;
}
