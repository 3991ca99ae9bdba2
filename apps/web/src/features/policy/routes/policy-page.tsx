import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/ui/simple-page.tsx';

/** Spec §2: privacy policy, last updated 2024-03-20 (shown dd-mm-yyyy). */
export default function PolicyPage() {
  const { t } = useTranslation('pages');
  return (
    <SimplePage title={t('policy')}>
      <p>{t('policyUpdated', { date: '20-03-2024' })}</p>
    </SimplePage>
  );
}
