import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/ui/simple-page.tsx';

export default function DeactivatePage() {
  const { t } = useTranslation('pages');
  return <SimplePage title={t('deactivate')} />;
}
