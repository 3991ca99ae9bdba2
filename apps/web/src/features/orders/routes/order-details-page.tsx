import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderDetailsView } from '../components/order-details-view.tsx';
import { OrderNotFound } from '../components/order-not-found.tsx';
import { SignedOutCard } from '../components/signed-out-card.tsx';
import styles from '../components/orders.module.css';

/** /orders/details?orderId= (spec §2). Guests get the login card; a missing order the not-found card. */
export default function OrderDetailsPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const token = useUserToken();
  const query = useOrder(orderId);
  const order = query.data ?? null;
  usePageTitle(order ? order.eventName : t('orderDetails'));

  const heading = (
    <h1 id="page-title" className={styles.title}>
      {t('orderDetails')}
    </h1>
  );
  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      {!token ? (
        <>
          {heading}
          <SignedOutCard />
        </>
      ) : orderId && query.isPending ? (
        <>
          {heading}
          <Spinner label={t('orderDetails')} />
        </>
      ) : order ? (
        <OrderDetailsView order={order} />
      ) : (
        <>
          {heading}
          <OrderNotFound />
        </>
      )}
    </section>
  );
}
