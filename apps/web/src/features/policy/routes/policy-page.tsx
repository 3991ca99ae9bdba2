import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/ui/simple-page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePolicy } from '../api/get-policy.ts';
import { PolicyBody } from '../components/policy-body.tsx';

/** Spec §2: the privacy policy; last updated 2024-03-20, shown dd-mm-yyyy like every date here. */
const POLICY_UPDATED = '20-03-2024';

export default function PolicyPage() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('account');
  const policy = usePolicy();
  return (
    <SimplePage title={t('policy')}>
      <p>{t('policyUpdated', { date: POLICY_UPDATED })}</p>
      {policy.isPending ? (
        <Spinner label={ta('policy.loading')} />
      ) : policy.data ? (
        <PolicyBody content={policy.data} />
      ) : (
        <p role="alert">{ta('policy.loadFailed')}</p>
      )}
    </SimplePage>
  );
}
