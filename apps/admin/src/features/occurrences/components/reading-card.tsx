import { useTranslation } from 'react-i18next';
import type { TReadingOrder } from '@sankalp/contract';
import styles from './reading.module.css';

/** BCP 47 tag of a booking's language, so screen readers and fonts treat the names as what they are. */
const langOf = (order: TReadingOrder) => (order.language === 'hindi' ? 'hi' : 'en');

/**
 * One sankalp in large type, as the devotee typed it (in their booking's script): name, gotra,
 * other names and, for a chadawa, what is offered. The labels are in the console's language.
 */
export function ReadingCard({ order }: { order: TReadingOrder }) {
  const { t } = useTranslation('reading');
  const lang = langOf(order);
  return (
    <article className={styles.card} aria-labelledby={`sankalp-${order.orderId}`}>
      <h2 id={`sankalp-${order.orderId}`} className={styles.name} lang={lang}>
        {order.devoteeName}
      </h2>
      <p className={styles.line}>
        <span className={styles.label}>{t('gotra')}</span> <span lang={lang}>{order.gotra}</span>
      </p>
      {order.additionalNames.length > 0 && (
        <div className={styles.line}>
          <span className={styles.label}>{t('otherNames')}</span>
          <ul className={styles.names} lang={lang}>
            {order.additionalNames.map((name, i) => (
              <li key={`${i}-${name}`}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      {order.offered.length > 0 && (
        <div className={styles.line}>
          <span className={styles.label}>{t('offered')}</span>
          <ul className={styles.offered} lang={lang}>
            {order.offered.map((item, i) => (
              <li key={`${i}-${item.name}`}>
                {item.name} × {item.quantity}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
