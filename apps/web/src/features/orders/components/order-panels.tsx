import type { TOrderDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatAmountOrNull, formatShortDate } from '../../../lib/format.ts';
import { paymentMethodName } from '../lib/payment-method.ts';
import { ScanTimeline } from './scan-timeline.tsx';
import { StepTimeline } from './step-timeline.tsx';
import styles from './order-details.module.css';

type PanelProps = { order: TOrderDetail };

/** Who the puja is for and what was booked, with the amounts charged. */
export function SummaryPanel({ order }: PanelProps) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const money = (amount: number) => formatAmountOrNull(amount, language) ?? t('common.amountPending');
  return (
    <div className={styles.panelBody}>
      <dl className={styles.rows}>
        <Row label={t('summary.devotee')} value={order.userInfo.name || t('common.na')} />
        {order.userInfo.additionalNames.length > 0 && <Row label={t('summary.otherNames')} value={order.userInfo.additionalNames.join(', ')} />}
      </dl>
      <table className={styles.items}>
        <caption className="visually-hidden">{t('summary.itemsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.item')}</th>
            <th scope="col">{t('summary.quantity')}</th>
            <th scope="col">{t('summary.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.catalogName}-${i}`}>
              <td>{item.catalogName}</td>
              <td>
                {item.quantity} × {money(item.itemAmount)}
              </td>
              <td>{money(item.totalAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('details.total')}
            </th>
            <td>{money(order.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The prasad delivery address; a booking without prasad says so rather than 'pending'. */
export function ShippingPanel({ order }: PanelProps) {
  const { t } = useTranslation('orders');
  const hasPrasad = order.items.some((item) => item.catalogSubType === 'PRASAD');
  const location = order.shippingDetails?.location;
  if (!location) return <p className={styles.muted}>{hasPrasad ? t('shipping.pending') : t('shipping.noPrasad')}</p>;
  const line = (...parts: string[]) => parts.filter((p) => p?.trim()).join(', ');
  return (
    <address className={styles.address}>
      {location.address || t('shipping.pending')}
      <br />
      {line(location.city, location.state, location.pincode)}
      {location.country && (
        <>
          <br />
          {/* The server stores the country's English name; the page says it in its own language. */}
          {t(`shipping.countries.${location.country}`, { defaultValue: location.country })}
        </>
      )}
    </address>
  );
}

/**
 * The prasad's shipment (courier, tracking number and link) and the carrier's scans, then the
 * steps the order has been through; both lists oldest first.
 */
export function TrackingPanel({ order }: PanelProps) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const steps = order.orderProcessingSteps.filter((step) => step.displayInUI);
  const tracking = order.shippingDetails?.tracking;
  if (steps.length === 0 && !tracking) return <p className={styles.muted}>{t('tracking.empty')}</p>;
  return (
    <>
      {tracking && (
        <dl className={styles.rows}>
          <Row label={t('tracking.courier')} value={tracking.courierName} />
          <Row label={t('tracking.number')} value={tracking.trackingNumber} />
          <Row label={t('tracking.shippedOn')} value={formatShortDate(tracking.shippedAt, language)} />
          {tracking.deliveredAt && <Row label={t('tracking.deliveredOn')} value={formatShortDate(tracking.deliveredAt, language)} />}
          <div className={styles.row}>
            <dt>{t('tracking.link')}</dt>
            <dd>
              {/* Only https links are stored (the console refuses others); opened outside the site. */}
              <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('tracking.track', { courier: tracking.courierName })}
              </a>
            </dd>
          </div>
        </dl>
      )}
      {tracking?.scans && <ScanTimeline scans={tracking.scans} />}
      {steps.length > 0 && <StepTimeline steps={steps} />}
    </>
  );
}

/** Transaction rows: exactly orderId, orderDisplayName, totalAmount, paymentId, paymentMethod (spec §2). */
export function PaymentPanel({ order }: PanelProps) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const na = t('common.na');
  return (
    <dl className={styles.rows}>
      <Row label={t('payment.orderId')} value={order.orderId || na} />
      <Row label={t('payment.status')} value={order.orderDisplayName || na} />
      <Row label={t('payment.totalAmount')} value={formatAmountOrNull(order.totalAmount, language) ?? t('common.amountPending')} />
      <Row label={t('payment.paymentId')} value={order.paymentDetails.paymentId || na} />
      <Row label={t('payment.paymentMethod')} value={paymentMethodName(order.paymentDetails.paymentMethod, t) ?? na} />
      {(order.paymentDetails.refunds ?? []).map((refund, i) => (
        <Row
          key={`${refund.createdAt}-${i}`}
          label={t('payment.refund', { date: formatShortDate(refund.createdAt, language) })}
          value={`${formatAmountOrNull(refund.amount, language) ?? t('common.amountPending')} · ${refund.statusText}`}
        />
      ))}
      {/* Issue 23: the receipt and refund notes, each a signed link to its PDF (decision 260). */}
      {(order.documents ?? []).map((doc) => (
        <div className={styles.row} key={doc.id}>
          <dt>{t(`payment.documents.${doc.kind}`)}</dt>
          <dd>
            <a href={doc.url} download={`${doc.number.replaceAll('/', '-')}.pdf`}>
              {t('payment.documents.download', { number: doc.number })}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One label–value line of an order's details (the panels, the sankalp card). */
export function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
