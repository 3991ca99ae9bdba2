import type { TOrderDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { InLineDialog, useStartPayment } from '../../payment/index.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { kindContext } from '../lib/order-kind.ts';
import { showsVideoSection, statusTone } from '../lib/order-status.ts';
import { ORDERS_PATH } from '../lib/order-paths.ts';
import { InfoCards } from './info-cards.tsx';
import { OrderTabs } from './order-tabs.tsx';
import { OrderVideo } from './order-video.tsx';
import { PayNowButton } from './pay-now-button.tsx';
import { SankalpSection } from './sankalp-section.tsx';
import { StatusBanner } from './status-banner.tsx';
import pageStyles from './orders.module.css';
import styles from './order-details.module.css';

/** Everything spec §2 "Order details" lists, top to bottom in the order a devotee reads it. */
export function OrderDetailsView({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const { payingOrderId, startPayment, line } = useStartPayment();
  // Issue 19: the group video starts where the name is read, as the order says now. A message's link
  // names a second too (`&t=`), but one sent before the video was replaced names the old video's
  // (decision 295): the order's own moment wins.
  const nameReadAt = order.videoStartSeconds ?? null;
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 id="page-title" className={pageStyles.title}>
            {order.eventName}
          </h1>
          <p className={styles.orderId}>{t('details.orderIdLine', { id: order.orderId })}</p>
        </div>
        {order.paymentDetails.showPaymentButton && (
          <PayNowButton
            processing={payingOrderId === order.orderId}
            retry={statusTone(order.orderStatus) === 'failed'}
            onPay={() => void startPayment(order.orderId)}
          />
        )}
      </header>
      <InLineDialog line={line} />
      <StatusBanner status={order.orderStatus} eventDateTime={order.eventDateTime} type={order.type} />
      <InfoCards order={order} />
      <SankalpSection order={order} />
      <OrderTabs order={order} />
      {showsVideoSection(order.orderStatus) && (
        <section className={styles.videoSection} aria-labelledby="order-video-title">
          <h2 id="order-video-title" className={styles.sectionTitle}>
            {t('video.heading', { context: kindContext(order.type) })}
          </h2>
          <OrderVideo
            status={order.orderStatus}
            type={order.type}
            videoUrl={order.videoUrl}
            image={order.image}
            eventName={order.eventName}
            nameReadAt={nameReadAt}
          />
        </section>
      )}
      <LangLink to={ORDERS_PATH} className={buttonClass('secondary', { className: styles.viewMore })}>
        {t('details.viewMore')}
      </LangLink>
    </>
  );
}
