import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { OrderList } from '../components/order-list.tsx';
import { SignedOutCard } from '../components/signed-out-card.tsx';
import styles from '../components/orders.module.css';

/** /orders — the bookings list (spec §2); a guest sees the login prompt instead. */
export default function OrdersPage() {
  const { t } = useTranslation('pages');
  const title = t('orders');
  usePageTitle(title);
  const token = useUserToken();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {token ? <OrderList /> : <SignedOutCard />}
    </section>
  );
}
