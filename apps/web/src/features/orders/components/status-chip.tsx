import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { statusTone } from '../lib/order-status.ts';
import styles from './status-chip.module.css';

/**
 * The status in the server's words (orderDisplayName), coloured by status, with an info button
 * whose tooltip holds orderDescription. The tooltip opens on hover, focus and tap (phones have
 * no hover) and closes on Escape or when focus leaves.
 */
export function StatusChip({ status, name, description }: { status: string; name: string; description?: string }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <span className={styles.wrap}>
      <span className={`${styles.chip} ${styles[statusTone(status)]}`}>{name}</span>
      {description && (
        <span className={styles.info} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
          <button
            type="button"
            className={styles.infoButton}
            aria-label={t('list.statusInfo', { status: name })}
            aria-describedby={open ? tipId : undefined}
            aria-expanded={open}
            // Focus already opened it (a tap focuses first): a toggle here would shut it at once.
            onClick={() => setOpen(true)}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          >
            <InfoIcon size={16} />
          </button>
          {open && (
            <span id={tipId} role="tooltip" className={styles.tooltip}>
              {description}
            </span>
          )}
        </span>
      )}
    </span>
  );
}
