import type { TOrderDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatAmountOrNull, formatShortDate } from '../../../lib/format.ts';
import { kindContext } from '../lib/order-kind.ts';
import { refundTotals } from '../lib/refund-totals.ts';
import { StatusChip } from './status-chip.tsx';
import styles from './order-details.module.css';

/**
 * Order date, puja date (a chadawa's date for a chadawa) and order type; then status and total
 * (spec §2 "Order details"), and after a refund what came back and what the booking kept (issue 21).
 */
export function InfoCards({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const cards = [
    { label: t('details.orderDate'), value: formatShortDate(order.orderDate, language) || t('common.na') },
    { label: t('details.pujaDate', { context: kindContext(order.type) }), value: formatShortDate(order.eventDateTime, language) || t('common.datePending') },
    { label: t('details.orderType'), value: t(`details.types.${order.type}`, { defaultValue: order.type }) },
  ];
  const money = (amount: number) => formatAmountOrNull(amount, language) ?? t('common.amountPending');
  const refunds = refundTotals(order);
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
          <dd className={styles.total}>{money(order.totalAmount)}</dd>
        </div>
        {refunds.refunded > 0 && (
          <>
            <div>
              <dt>{t('details.refunded')}</dt>
              <dd>− {money(refunds.refunded)}</dd>
            </div>
            <div>
              <dt>{t('details.netAmount')}</dt>
              <dd className={styles.total} data-testid="net-amount">
                {money(refunds.kept)}
              </dd>
            </div>
          </>
        )}
        {refunds.pending > 0 && (
          <div>
            <dt>{t('details.refundPending')}</dt>
            <dd>{money(refunds.pending)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
