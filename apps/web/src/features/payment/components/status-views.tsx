import type { TOrderDetail } from '@sankalp/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatRupees } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import styles from './payment-status.module.css';

type Tone = 'success' | 'failure' | 'sorry';

function StatusCard({ tone, title, children, actions }: { tone: Tone; title: string; children: ReactNode; actions: ReactNode }) {
  usePageTitle(title);
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="payment-status-title">
      <div className={`${styles.card} ${styles[tone]}`}>
        <span className={styles.mark} aria-hidden="true">
          {tone === 'success' ? '✓' : tone === 'failure' ? '!' : '?'}
        </span>
        <h1 id="payment-status-title" className={styles.title}>
          {title}
        </h1>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}

/** 'Order ID: …' and 'Amount: …' on screen; read as a label and its value, each once. */
function OrderFacts({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('payment.orderId')}</dt>
        <dd>{order.orderId}</dd>
      </div>
      <div>
        <dt>{t('payment.amount')}</dt>
        <dd>{formatRupees(order.totalAmount, language)}</dd>
      </div>
    </dl>
  );
}

const HomeButton = ({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) => {
  const { t } = useTranslation('booking');
  return (
    <LangLink to="/" className={buttonClass(variant)}>
      {t('payment.goHome')}
    </LangLink>
  );
};

/**
 * Paid (spec: any status but failed or created). While the bank has not yet confirmed the payment
 * (AWAITING_PAYMENT_CONFIRMATION) it says so instead of 'successful' (deviation, see README).
 */
export function SuccessView({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('booking');
  const confirming = order.orderStatus === 'AWAITING_PAYMENT_CONFIRMATION';
  // The channel the booking's updates really take (issue 21): WhatsApp only with the number's
  // consent, SMS otherwise; an older server that does not say gets no promise either way.
  const updatesLine = order.updatesChannel === 'WHATSAPP' ? t('payment.updatesWhatsapp') : order.updatesChannel === 'SMS' ? t('payment.updatesSms') : null;
  return (
    <StatusCard
      tone="success"
      title={confirming ? t('payment.confirmingTitle') : t('payment.successTitle')}
      actions={
        <>
          <LangLink to={`/orders/details?orderId=${encodeURIComponent(order.orderId)}`} className={buttonClass('primary')}>
            {t('payment.viewBookings')}
          </LangLink>
          <HomeButton />
        </>
      }
    >
      <p>
        {confirming ? t('payment.confirmingText', { name: order.eventName }) : t('payment.successText', { name: order.eventName })}
        {updatesLine && ` ${updatesLine}`}
      </p>
      <OrderFacts order={order} />
    </StatusCard>
  );
}

export function FailureView({ order, paying, onRetry }: { order: TOrderDetail; paying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <StatusCard
      tone="failure"
      title={t('payment.failureTitle')}
      actions={
        <>
          <button type="button" className={buttonClass('primary')} onClick={onRetry} disabled={paying} aria-busy={paying || undefined}>
            {paying ? t('payment.processing') : t('payment.retry')}
          </button>
          <HomeButton />
        </>
      }
    >
      <p>{t('payment.failureText', { name: order.eventName })}</p>
      <OrderFacts order={order} />
    </StatusCard>
  );
}

export function SorryView() {
  const { t } = useTranslation('booking');
  const tips = t('payment.tips', { returnObjects: true }) as unknown;
  return (
    <StatusCard tone="sorry" title={t('payment.sorryTitle')} actions={<HomeButton variant="primary" />}>
      <p>{t('payment.sorryText')}</p>
      {Array.isArray(tips) && (
        <ul className={styles.tips}>
          {tips.map((tip) => (
            <li key={String(tip)}>{String(tip)}</li>
          ))}
        </ul>
      )}
    </StatusCard>
  );
}
