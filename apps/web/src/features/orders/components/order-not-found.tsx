import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { ORDERS_PATH } from '../lib/order-paths.ts';
import styles from './orders.module.css';

/** Missing, someone else's, or unreadable order: one card, with the way back to the bookings. */
export function OrderNotFound() {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.notice}>
      <h2 className={styles.noticeTitle}>{t('notFound.title')}</h2>
      <p className={styles.muted}>{t('notFound.body')}</p>
      <LangLink to={ORDERS_PATH} className={buttonClass('primary')}>
        {t('notFound.back')}
      </LangLink>
    </div>
  );
}
