import type { TOrderScan } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatShortDate, formatTime } from '../../../lib/format.ts';
import styles from './order-details.module.css';

/**
 * The prasad parcel's journey as the carrier scanned it (decision 182): oldest first, like the
 * order's own steps below it, the newest marked as where the parcel is now. Times are India time,
 * formatted by lib/format.ts, so the server's page and the browser's render read the same.
 */
export function ScanTimeline({ scans }: { scans: TOrderScan[] }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  if (scans.length === 0) return null;
  const last = scans.length - 1;
  return (
    <section className={styles.scanSection} aria-labelledby="scan-timeline-title">
      <h3 id="scan-timeline-title" className={styles.scanTitle}>
        {t('tracking.scansTitle')}
      </h3>
      <ol className={styles.scans}>
        {scans.map((scan, i) => (
          <li
            key={`${scan.at}-${scan.status}`}
            className={i === last ? `${styles.scan} ${styles.scanLatest}` : styles.scan}
            aria-current={i === last ? 'step' : undefined}
          >
            <span className={styles.scanStatus}>
              {scan.statusText}
              {i === last && <span className={styles.scanNow}>{t('tracking.latest')}</span>}
            </span>
            {scan.location && <span className={styles.muted}>{scan.location}</span>}
            <time dateTime={scan.at} className={styles.stepDate}>
              {t('tracking.scanTime', { date: formatShortDate(scan.at, language), time: formatTime(scan.at, language) })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
