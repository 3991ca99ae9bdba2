import type { TOrderDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatShortDate, formatTime } from '../../../lib/format.ts';
import styles from './step-timeline.module.css';

type Step = TOrderDetail['orderProcessingSteps'][number];

/**
 * The order's steps as a timeline (issue 21): an ordered list, oldest first, a marker per step on a
 * line down the side; the newest step is where the order is now (aria-current="step", a "Now"
 * badge). Each date is a <time> with its machine-readable instant; times are India time (lib/format).
 */
export function StepTimeline({ steps }: { steps: Step[] }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const last = steps.length - 1;
  return (
    <section className={styles.section} aria-labelledby="step-timeline-title">
      <h3 id="step-timeline-title" className={styles.title}>
        {t('tracking.stepsTitle')}
      </h3>
      <ol className={styles.timeline}>
        {steps.map((step, i) => (
          <li
            key={`${step.startedAt}-${step.processingTypeDisplayName}`}
            className={i === last ? `${styles.step} ${styles.current}` : styles.step}
            aria-current={i === last ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {i === last ? '' : '✓'}
            </span>
            <span className={styles.name}>
              {step.processingTypeDisplayName}
              {i === last && <span className={styles.now}>{t('tracking.current')}</span>}
            </span>
            {step.processingTypeDescription && <span className={styles.description}>{step.processingTypeDescription}</span>}
            <time dateTime={step.startedAt} className={styles.date}>
              {t('tracking.scanTime', { date: formatShortDate(step.startedAt, language), time: formatTime(step.startedAt, language) })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
