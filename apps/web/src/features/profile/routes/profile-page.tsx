import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { useVisibility } from '../../config/index.ts';
import { useUser } from '../api/get-user.ts';
import { AccountPage } from '../components/account-page.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { SignedOutCard } from '../components/signed-out-card.tsx';
import styles from '../components/profile.module.css';

/** /profile (spec §2 "Profile"). */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('account');
  const token = useUserToken();
  const visibility = useVisibility();
  const user = useUser();

  return (
    <AccountPage title={t('profile')}>
      {!token ? (
        <SignedOutCard />
      ) : user.isPending ? (
        <Spinner label={ta('profile.loading')} />
      ) : user.data ? (
        <ProfileDetails user={user.data} canDeactivate={visibility.deactivateAccount} />
      ) : (
        <div className={styles.card}>
          <p role="alert">{ta('profile.loadFailed')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void user.refetch()}>
            {ta('profile.retry')}
          </button>
        </div>
      )}
    </AccountPage>
  );
}
