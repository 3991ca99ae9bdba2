import type { TUserProfile } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink, useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { logout } from '../../auth/index.ts';
import { NotificationSettings } from './notification-settings.tsx';
import styles from './profile.module.css';

/** Name and phone, logout, and (when the operator allows it) the way to deactivation (spec §2). */
export function ProfileDetails({ user, canDeactivate }: { user: TUserProfile; canDeactivate: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useLangNavigate();
  const signOut = () => {
    logout();
    void navigate('/', { replace: true });
  };
  return (
    <>
      <dl className={styles.card}>
        <div className={styles.row}>
          <dt>{t('profile.name')}</dt>
          <dd data-testid="profile-name">{user.name ?? t('profile.noName')}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('profile.phone')}</dt>
          <dd data-testid="profile-phone">+91 {user.phone}</dd>
        </div>
      </dl>
      <NotificationSettings />
      <button type="button" className={buttonClass('maroon', { className: styles.logout })} onClick={signOut}>
        {t('profile.logout')}
      </button>
      {canDeactivate && (
        <section className={`${styles.card} ${styles.danger}`} aria-labelledby="deactivate-heading">
          <h2 id="deactivate-heading" className={styles.cardTitle}>
            {t('profile.deactivateTitle')}
          </h2>
          <p className={styles.muted}>{t('profile.deactivateHint')}</p>
          <LangLink to="/profile/deactivate" className={buttonClass('secondary')}>
            {t('profile.deactivate')}
          </LangLink>
        </section>
      )}
    </>
  );
}
