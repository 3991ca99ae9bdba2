import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/ui/simple-page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePolicy } from '../api/get-policy.ts';
import { PolicyBody } from '../components/policy-body.tsx';

/** Spec §2: the privacy policy; last updated 2024-03-20, shown dd-mm-yyyy like every date here. */
const POLICY_UPDATED = '20-03-2024';

/** Its texts are all in `pages` (loaded before hydration): a namespace still loading then would suspend the page as it hydrates. */
export default function PolicyPage() {
  const { t } = useTranslation('pages');
  const policy = usePolicy();
  return (
    <SimplePage title={t('policy')}>
      <p>{t('policyUpdated', { date: POLICY_UPDATED })}</p>
      {policy.isPending ? (
        <Spinner label={t('policyLoading')} />
      ) : policy.data ? (
        <PolicyBody content={policy.data} />
      ) : (
        <p role="alert">{t('policyLoadFailed')}</p>
      )}
    </SimplePage>
  );
}
