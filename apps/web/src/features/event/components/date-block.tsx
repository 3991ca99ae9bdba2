import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../lib/app-state.ts';
import { dateTile, formatShortDate, formatTime, formatWeekday, isOnRequest } from '../../../lib/format.ts';
import styles from './event-detail.module.css';

/** A calendar tile with weekday and time, or 'On Request' for devotee-chosen dates. */
export function DateBlock({ iso, pujaType }: { iso: string; pujaType: string | null }) {
  const { t } = useTranslation('event');
  const language = useLanguage();
  const tile = dateTile(iso, language);
  if (isOnRequest(pujaType) || !tile) {
    return (
      <p className={styles.dateBlock}>
        <span className={styles.dateIcon}>
          <CalendarIcon />
        </span>
        <span className={styles.dateText}>
          <strong>{t('onRequest')}</strong>
        </span>
      </p>
    );
  }
  return (
    <p className={styles.dateBlock}>
      <span className={styles.tile} aria-hidden="true">
        <span className={styles.tileMonth}>{tile.month}</span>
        <span className={styles.tileDay}>{tile.day}</span>
      </span>
      <span className={styles.dateText}>
        <strong>
          <time dateTime={iso}>{formatShortDate(iso, language)}</time>
        </strong>
        <span>
          {formatWeekday(iso, language)}, {formatTime(iso, language)}
        </span>
      </span>
    </p>
  );
}
