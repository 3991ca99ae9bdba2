import type { TPujaDateOptions } from '@sankalp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { displayDay, isDayAllowed, monthGrid, monthOf, shiftMonth } from '../lib/date-options.ts';
import styles from './date-picker.module.css';

type Props = { options: TPujaDateOptions | null; value: string; onChange: (day: string) => void; error?: string | null; now?: Date };

/**
 * A month calendar for pujas whose date the devotee picks: allowed days are buttons, the rest
 * (past, outside the list or range) are disabled. No library: one month grid is ~60 lines and
 * costs nothing on pages without it; the value is shown DD-MM-YYYY (spec §9).
 */
export function DatePicker({ options, value, onChange, error, now = new Date() }: Props) {
  const { t } = useTranslation('booking');
  const [view, setView] = useState(() => monthOf(value || now.toISOString().slice(0, 10)));
  const weekdays = t('datePicker.weekdays', { returnObjects: true }) as unknown as string[];
  const title = new Intl.DateTimeFormat(t('datePicker.locale'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(view.year, view.month, 1)),
  );

  return (
    <fieldset className={`${styles.picker} ${error ? styles.invalid : ''}`} aria-describedby={error ? 'date-error' : undefined}>
      <legend className={styles.legend}>{t('datePicker.label')}</legend>
      <p className={styles.value} aria-live="polite">
        {value ? t('datePicker.selected', { date: displayDay(value) }) : t('datePicker.none')}
      </p>
      <div className={styles.head}>
        <button type="button" className={styles.nav} onClick={() => setView(shiftMonth(view, -1))} aria-label={t('datePicker.prevMonth')}>
          <ChevronLeftIcon size={20} />
        </button>
        <span className={styles.month}>{title}</span>
        <button type="button" className={styles.nav} onClick={() => setView(shiftMonth(view, 1))} aria-label={t('datePicker.nextMonth')}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <table className={styles.grid} aria-label={title}>
        <thead>
          <tr>
            {(Array.isArray(weekdays) ? weekdays : []).map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(view.year, view.month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => (
                <td key={d}>
                  {day && (
                    <button
                      type="button"
                      className={styles.day}
                      disabled={!isDayAllowed(options, day, now)}
                      aria-pressed={day === value}
                      aria-label={displayDay(day)}
                      onClick={() => onChange(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p id="date-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
