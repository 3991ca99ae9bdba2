import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '../lib/countdown.ts';
import styles from './event-detail.module.css';

/** Booking-closing countdown: ticks every second, zeros once closed (spec §4). */
export function Countdown({ closesAt }: { closesAt: string }) {
  const { t } = useTranslation('event');
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(closesAt, now);

  useEffect(() => {
    if (parts.closed) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [parts.closed]);

  const units = [
    { value: parts.days, label: t('detail.countdown.days') },
    { value: parts.hrs, label: t('detail.countdown.hrs') },
    { value: parts.mins, label: t('detail.countdown.mins') },
    { value: parts.sec, label: t('detail.countdown.sec') },
  ];
  return (
    <div className={styles.countdown}>
      <span className={styles.countdownLabel}>{t('detail.countdown.label')}</span>
      {/* The ticking numbers are hidden from screen readers; the summary below changes only per minute. */}
      <span className={styles.countdownUnits} aria-hidden="true">
        {units.map((unit) => (
          <span key={unit.label} className={styles.unit}>
            <span className={styles.unitValue}>{String(unit.value).padStart(2, '0')}</span>
            <span className={styles.unitLabel}>{unit.label}</span>
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        {units
          .slice(0, 3)
          .map((u) => `${u.value} ${u.label}`)
          .join(', ')}
      </span>
    </div>
  );
}
