import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { openLogin } from '../../../lib/login-prompt.ts';
import styles from './profile.module.css';

/** Shown instead of account screens to a guest (or after a logout in another tab). */
export function SignedOutCard() {
  const { t } = useTranslation('account');
  return (
    <div className={styles.card}>
      <h2 className={styles.cardTitle}>{t('profile.signedOutTitle')}</h2>
      <p className={styles.muted}>{t('profile.signedOutBody')}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => openLogin({ reason: 'profile' })}>
        {t('profile.login')}
      </button>
    </div>
  );
}
