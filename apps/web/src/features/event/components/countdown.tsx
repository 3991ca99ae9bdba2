import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { countdownParts } from '../lib/countdown.ts';
import styles from './event-detail.module.css';

/** Shown in each unit until the browser knows the time (same width as two digits). */
const UNKNOWN = '--';

/**
 * Booking-closing countdown: ticks every second, zeros once closed (spec §4). The server's page
 * (cached, and rendered at another moment) shows the units without numbers; the browser fills them
 * in once hydrated, so hydration matches and nothing moves.
 */
export function Countdown({ closesAt }: { closesAt: string }) {
  const { t } = useTranslation('event');
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(closesAt, now);

  useEffect(() => {
    if (parts.closed) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [parts.closed]);

  const show = (value: number) => (hydrated ? String(value).padStart(2, '0') : UNKNOWN);
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
            <span className={styles.unitValue}>{show(unit.value)}</span>
            <span className={styles.unitLabel}>{unit.label}</span>
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        {hydrated &&
          units
            .slice(0, 3)
            .map((u) => `${u.value} ${u.label}`)
            .join(', ')}
      </span>
    </div>
  );
}
