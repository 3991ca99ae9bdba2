import type { TEventKind } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { kindContext } from '../lib/order-kind.ts';
import { orderBanner } from '../lib/order-status.ts';
import styles from './order-details.module.css';

/**
 * The one-line state of the booking (spec §4 "Order detail banner"); none for a cancelled order.
 * In the words of its kind: a chadawa is offered, a puja performed (issue 21).
 */
export function StatusBanner({ status, eventDateTime, type }: { status: string; eventDateTime: string; type: TEventKind }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const banner = orderBanner(status, eventDateTime);
  if (!banner) return null;
  const context = kindContext(type);
  const text =
    banner.kind === 'watch'
      ? t('banner.watch', { context })
      : banner.kind === 'scheduled'
        ? t('banner.scheduled', { context, date: formatShortDate(banner.date, language) })
        : banner.kind === 'video-available'
          ? t('banner.videoAvailable', { context })
          : banner.kind === 'payment-confirming'
            ? t('banner.paymentConfirming')
            : banner.kind === 'payment-failed'
              ? t('banner.paymentFailed')
              : t('banner.paymentPending');
  const tone =
    banner.kind === 'payment-failed'
      ? styles.bannerFailed
      : banner.kind === 'payment-pending' || banner.kind === 'payment-confirming'
        ? styles.bannerPending
        : styles.bannerGood;
  return (
    <p className={`${styles.banner} ${tone}`} role="status">
      {text}
    </p>
  );
}
