import { useTranslation } from 'react-i18next';
import type { DeviceState } from '../lib/reading-device.ts';
import type { SyncStatus } from '../lib/reading-sync.ts';
import styles from './reading.module.css';

/**
 * How many taps wait on this phone, and why: offline, retrying, or sending. A polite live region:
 * the count changes with every tap, so it is announced without interrupting.
 */
export function SyncState({ state, status, saveFailed }: { state: DeviceState; status: SyncStatus; saveFailed: boolean }) {
  const { t } = useTranslation('reading');
  const count = state.queue.length;
  const text =
    count === 0
      ? t('sync.saved')
      : status.offline
        ? t('sync.offline', { count })
        : status.failures > 0
          ? t('sync.retrying', { count })
          : t('sync.waiting', { count });
  const refused = state.refused.at(-1);
  return (
    <div className={styles.sync}>
      <p className={count === 0 ? styles.syncDone : styles.syncWaiting} role="status" aria-live="polite" data-waiting={count}>
        {text}
      </p>
      {status.lastError && count > 0 && <p className={styles.syncError}>{status.lastError}</p>}
      {saveFailed && (
        <p className={styles.syncError} role="alert">
          {t('sync.notSaved')}
        </p>
      )}
      {refused && (
        <p className={styles.syncError} role="alert">
          {t('sync.refused', { count: state.refused.length, message: refused.message })}
        </p>
      )}
    </div>
  );
}
