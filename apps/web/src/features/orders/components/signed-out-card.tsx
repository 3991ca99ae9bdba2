import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { setShowModal } from '../../../lib/app-state.ts';
import styles from './orders.module.css';

/** Bookings are a signed-in view: a guest gets a login prompt that opens the 'Please Login' modal. */
export function SignedOutCard() {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.notice}>
      <h2 className={styles.noticeTitle}>{t('signedOut.title')}</h2>
      <p className={styles.muted}>{t('signedOut.body')}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => setShowModal(true)}>
        {t('signedOut.login')}
      </button>
    </div>
  );
}
