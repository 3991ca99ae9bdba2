import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { ORDERS_PATH } from '../lib/order-paths.ts';
import { NoticeCard } from './notice-card.tsx';

/** Missing, someone else's, or unreadable order: one card, with the way back to the bookings. */
export function OrderNotFound() {
  const { t } = useTranslation('orders');
  const back = (
    <LangLink to={ORDERS_PATH} className={buttonClass('primary')}>
      {t('notFound.back')}
    </LangLink>
  );
  return <NoticeCard title={t('notFound.title')} body={t('notFound.body')} action={back} />;
}
