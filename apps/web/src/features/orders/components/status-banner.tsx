import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { orderBanner } from '../lib/order-status.ts';
import styles from './order-details.module.css';

/** The one-line state of the booking (spec §4 "Order detail banner"); none for a cancelled order. */
export function StatusBanner({ status, eventDateTime }: { status: string; eventDateTime: string }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const banner = orderBanner(status, eventDateTime);
  if (!banner) return null;
  const text =
    banner.kind === 'watch'
      ? t('banner.watch')
      : banner.kind === 'scheduled'
        ? t('banner.scheduled', { date: formatShortDate(banner.date, language) })
        : banner.kind === 'video-available'
          ? t('banner.videoAvailable')
          : banner.kind === 'payment-confirming'
            ? t('banner.paymentConfirming')
            : t('banner.paymentPending');
  const tone = banner.kind === 'payment-pending' || banner.kind === 'payment-confirming' ? styles.bannerPending : styles.bannerGood;
  return (
    <p className={`${styles.banner} ${tone}`} role="status">
      {text}
    </p>
  );
}
