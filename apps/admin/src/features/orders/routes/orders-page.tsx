import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/index.ts';

/** The orders section's start page. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  return <PageHeader title={t('title')} description={t('description')} />;
}
