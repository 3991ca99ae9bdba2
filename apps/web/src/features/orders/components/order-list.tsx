import { useTranslation } from 'react-i18next';
import { InLineDialog, useStartPayment } from '../../payment/index.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { useOrdersInfinite } from '../api/get-orders.ts';
import { OrderCard } from './order-card.tsx';
import styles from './orders.module.css';

/** The signed-in user's bookings, newest first; a failed page stops loading (logged only, §8). */
export function OrderList() {
  const { t } = useTranslation('orders');
  const query = useOrdersInfinite();
  const { payingOrderId, startPayment, line } = useStartPayment();
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const sentinel = useLoadMore(hasNextPage && !isFetchingNextPage && !isError, fetchNextPage);

  if (query.isPending) return <Spinner label={t('list.loading')} />;
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  if (orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('list.empty')}</p>
        <LangLink to="/puja" className={buttonClass('primary')}>
          {t('list.bookPuja')}
        </LangLink>
      </div>
    );
  }

  return (
    <>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} processing={payingOrderId === order.orderId} payLocked={payingOrderId !== null} onPay={(id) => void startPayment(id)} />
          </li>
        ))}
      </ul>
      <InLineDialog line={line} />
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage && <Spinner label={t('list.loadingMore')} />}
      {!hasNextPage && !isError && (
        <p className={styles.end} role="status">
          {t('list.noMore')}
        </p>
      )}
    </>
  );
}
