import type { TOrderListItem } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatAmountOrNull, formatShortDate } from '../../../lib/format.ts';
import { isCancelled, statusTone } from '../lib/order-status.ts';
import { orderDetailsPath } from '../lib/order-paths.ts';
import { PayNowButton } from './pay-now-button.tsx';
import { StatusChip } from './status-chip.tsx';
import styles from './orders.module.css';

type Props = { order: TOrderListItem; processing: boolean; payLocked: boolean; onPay: (orderId: string) => void };

/**
 * One booking (spec §2 "Bookings list"); a cancelled one is greyed but still opens its details.
 * A failed payment reads as the order page does: chip "Payment Failed", button "Retry payment".
 */
export function OrderCard({ order, processing, payLocked, onPay }: Props) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const amount = formatAmountOrNull(order.totalAmount, language, { paise: 'always' }) ?? t('common.amountPending');
  return (
    <article className={`${styles.card} ${isCancelled(order.orderStatus) ? styles.cancelled : ''}`} aria-labelledby={`order-${order.orderId}`}>
      <div className={styles.cardTop}>
        <h2 id={`order-${order.orderId}`} className={styles.eventName}>
          {order.eventName}
        </h2>
        <StatusChip status={order.orderStatus} name={order.orderDisplayName} description={order.orderDescription} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('list.orderId')}</dt>
          <dd className={styles.mono}>{order.orderId}</dd>
        </div>
        <div>
          <dt>{t('list.orderDate')}</dt>
          <dd>{formatShortDate(order.orderDate, language)}</dd>
        </div>
        <div>
          <dt>{t('list.amount')}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <LangLink
          to={orderDetailsPath(order.orderId)}
          className={buttonClass('secondary', { small: true })}
          aria-label={t('list.detailsOf', { id: order.orderId })}
        >
          {t('list.details')}
        </LangLink>
        {/* Shown only when the server says so (spec §2); after a failed payment it offers what the order page offers (issue 21 item 6). */}
        {order.paymentDetails.showPaymentButton && (
          <PayNowButton
            small
            processing={processing}
            disabled={payLocked}
            retry={statusTone(order.orderStatus) === 'failed'}
            onPay={() => onPay(order.orderId)}
          />
        )}
      </div>
    </article>
  );
}
