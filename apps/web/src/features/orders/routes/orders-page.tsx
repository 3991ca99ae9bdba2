import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/ui/simple-page.tsx';

export default function OrdersPage() {
  const { t } = useTranslation('pages');
  return <SimplePage title={t('orders')} />;
}
