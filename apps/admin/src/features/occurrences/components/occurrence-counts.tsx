import { useTranslation } from 'react-i18next';
import type { TOccurrence } from '@sankalp/contract';

const COUNTS = ['paid', 'performed', 'video', 'prasad', 'shipped', 'delivered', 'refunded', 'unpaid'] as const;
const MESSAGES = ['sent', 'waiting', 'failed'] as const;

/** What is done and what is left for the day, and where the devotees' messages are. */
export function OccurrenceCounts({ occurrence }: { occurrence: TOccurrence }) {
  const { t } = useTranslation('occurrences');
  return (
    <section className="card" aria-labelledby="occurrence-counts">
      <h2 id="occurrence-counts">{t('counts.title')}</h2>
      <dl className="occurrence-counts">
        {COUNTS.map((name) => (
          <div key={name} className="occurrence-counts__item">
            <dt>{t(`counts.${name}`)}</dt>
            <dd>{occurrence.counts[name]}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('messages.title')}</h3>
      <dl className="occurrence-counts">
        {MESSAGES.map((name) => (
          <div key={name} className={`occurrence-counts__item occurrence-counts__item--${name}`}>
            <dt>{t(`messages.${name}`)}</dt>
            <dd>{occurrence.messages[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
