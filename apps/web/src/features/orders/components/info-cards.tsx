import type { TOrderDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatAmountOrNull, formatShortDate } from '../../../lib/format.ts';
import { StatusChip } from './status-chip.tsx';
import styles from './order-details.module.css';

/** Order date, puja date and order type; then status and total (spec §2 "Order details"). */
export function InfoCards({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const cards = [
    { label: t('details.orderDate'), value: formatShortDate(order.orderDate, language) || t('common.na') },
    { label: t('details.pujaDate'), value: formatShortDate(order.eventDateTime, language) || t('common.datePending') },
    { label: t('details.orderType'), value: t(`details.types.${order.type}`, { defaultValue: order.type }) },
  ];
  return (
    <>
      <ul className={styles.infoCards}>
        {cards.map((card) => (
          <li key={card.label} className={styles.infoCard}>
            <span className={styles.infoLabel}>{card.label}</span>
            <span className={styles.infoValue}>{card.value}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.statusRow}>
        <div>
          <dt>{t('details.status')}</dt>
          <dd>
            <StatusChip status={order.orderStatus} name={order.orderDisplayName} description={order.orderDescription} />
          </dd>
        </div>
        <div>
          <dt>{t('details.total')}</dt>
          <dd className={styles.total}>{formatAmountOrNull(order.totalAmount, language) ?? t('common.amountPending')}</dd>
        </div>
      </dl>
    </>
  );
}
